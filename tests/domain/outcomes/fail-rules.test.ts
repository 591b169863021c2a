import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import {
  FRONT_DOOR_PHOTO_LABEL,
  failNeedsPhoto,
  failValidationMessage,
  failedScreenTitle,
} from '@domain/outcomes/fail-rules';
import type { ReasonCode } from '@domain/reasons/reason-code';
import { reasonPath, reasonTree } from '@domain/reasons/reason-tree';

function code(id: number, label: string, parent: number | null, level: number, ref = 2): ReasonCode {
  return {
    id,
    label,
    parentReasonCodeId: parent,
    level,
    retailerReferenceId: ref,
    mappedFieldName: 'job_failure_reasons',
  };
}

const tree = reasonTree(
  [
    code(1001, 'Customer not in', null, 1, 1),
    code(1002, 'Access problem', null, 1),
    code(1003, 'Item would not fit', 1002, 2),
    code(1004, 'No safe parking', 1002, 2),
    code(1005, 'Double yellow lines', 1004, 3),
    code(1007, 'Customer refused delivery', null, 1),
    code(1008, 'Wrong colour', 1007, 2),
    code(2002, 'Sofa WOULD NOT FIT through door', null, 1),
    code(2003, 'Unsafe access', null, 1, 1),
    code(2004, 'Stairs', 2003, 2),
  ],
  'job_failure_reasons',
);
const path = (...ids: number[]) => reasonPath(tree, ids);

describe('failedScreenTitle (product rule 2.14)', () => {
  it('names delivery, collection or job by job type', () => {
    expect(failedScreenTitle({ job_type: JobType.DeliveryOrItemsToDeliver })).toBe(
      'Reason for Failed Delivery',
    );
    expect(failedScreenTitle({ job_type: JobType.Collection })).toBe('Reason for Failed Collection');
    expect(failedScreenTitle({ job_type: JobType.ServiceOrDelivery })).toBe('Reason for Failed Job');
    expect(failedScreenTitle({ job_type: JobType.DeliveryAndCollection })).toBe('Reason for Failed Job');
  });

  it('names type 1 by the reading the job was planned under', () => {
    const typeOne = JobType.ServiceOrDelivery;
    expect(failedScreenTitle({ job_type: typeOne, job_type_reading: 'service' })).toBe(
      'Reason for Failed Job',
    );
    expect(failedScreenTitle({ job_type: typeOne, job_type_reading: 'delivery' })).toBe(
      'Reason for Failed Delivery',
    );
  });
});

describe('failNeedsPhoto', () => {
  it('is true for a reason with retailerReferenceId 1', () => {
    expect(FRONT_DOOR_PHOTO_LABEL).toBe('Photo of Front Door');
    expect(failNeedsPhoto(path(1001))).toBe(true);
  });

  it('is true when any chosen reason has retailerReferenceId 1, at any level', () => {
    expect(failNeedsPhoto(path(2003, 2004))).toBe(true);
  });

  it('is true for a label containing "would not fit" in any case', () => {
    expect(failNeedsPhoto(path(1002, 1003))).toBe(true);
    expect(failNeedsPhoto(path(2002))).toBe(true);
  });

  it('is false otherwise', () => {
    expect(failNeedsPhoto(path(1002, 1004, 1005))).toBe(false);
    expect(failNeedsPhoto(path(1007, 1008))).toBe(false);
    expect(failNeedsPhoto([])).toBe(false);
  });
});

describe('failValidationMessage (product rule 5.3)', () => {
  it('asks for a reason when none is chosen', () => {
    expect(failValidationMessage({ path: [], hasPhoto: true })).toBe(
      'You must select a reason to fail the job.',
    );
  });

  it('asks for a sub-reason of the deepest chosen reason that has sub-reasons', () => {
    expect(failValidationMessage({ path: path(1002), hasPhoto: false })).toBe(
      'You must select a reason for Access problem to fail the job.',
    );
    expect(failValidationMessage({ path: path(1002, 1004), hasPhoto: true })).toBe(
      'You must select a reason for No safe parking to fail the job.',
    );
  });

  it('checks the sub-reason before the photo', () => {
    expect(failValidationMessage({ path: path(2003), hasPhoto: false })).toBe(
      'You must select a reason for Unsafe access to fail the job.',
    );
  });

  it('asks for a photo for retailerReferenceId 1 or "would not fit" without one', () => {
    expect(failValidationMessage({ path: path(1001), hasPhoto: false })).toBe('You must add a photo.');
    expect(failValidationMessage({ path: path(1002, 1003), hasPhoto: false })).toBe('You must add a photo.');
    expect(failValidationMessage({ path: path(2002), hasPhoto: false })).toBe('You must add a photo.');
    expect(failValidationMessage({ path: path(2003, 2004), hasPhoto: false })).toBe('You must add a photo.');
  });

  it('passes with the photo, or without one when no photo rule applies', () => {
    expect(failValidationMessage({ path: path(1001), hasPhoto: true })).toBeNull();
    expect(failValidationMessage({ path: path(1002, 1003), hasPhoto: true })).toBeNull();
    expect(failValidationMessage({ path: path(1002, 1004, 1005), hasPhoto: false })).toBeNull();
    expect(failValidationMessage({ path: path(1007, 1008), hasPhoto: false })).toBeNull();
  });

  it('judges an unknown id as no choice at that level', () => {
    expect(failValidationMessage({ path: path(9999), hasPhoto: true })).toBe(
      'You must select a reason to fail the job.',
    );
    expect(failValidationMessage({ path: path(1007, 9999), hasPhoto: true })).toBe(
      'You must select a reason for Customer refused delivery to fail the job.',
    );
  });
});
