import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import {
  backingSize,
  SIGNATURE_PAD_MAX_WIDTH_PX,
  signatureExportSize,
  signaturePadSize,
} from '@src/screens/signature/signature-geometry';
import { signatureBack, signaturePhotoNames, signatureTerms } from '@src/screens/signature/signature-steps';
import { initialCustomerName } from '@src/screens/signature/use-name-draft';
import { makeJob } from '../domain/support/job-fixture';

describe('signaturePadSize (product rule 2.13: screen width − 20 × 200)', () => {
  it('is the screen width less 20 px, 200 px high, on a phone', () => {
    expect(signaturePadSize(360)).toEqual({ width: 340, height: 200 });
    expect(signaturePadSize(412.5)).toEqual({ width: 392, height: 200 });
  });

  it('stays inside the app column on a large screen', () => {
    expect(signaturePadSize(1280)).toEqual({ width: SIGNATURE_PAD_MAX_WIDTH_PX, height: 200 });
    expect(SIGNATURE_PAD_MAX_WIDTH_PX).toBe(700);
  });

  it('never collapses below 1 px', () => {
    expect(signaturePadSize(10).width).toBe(1);
  });
});

describe('backingSize (sharp on any device pixel ratio)', () => {
  it('multiplies by the ratio', () => {
    expect(backingSize({ width: 340, height: 200 }, 3)).toEqual({ width: 1020, height: 600 });
    expect(backingSize({ width: 340, height: 200 }, 2.625)).toEqual({ width: 893, height: 525 });
  });

  it('treats a missing or low ratio as 1', () => {
    expect(backingSize({ width: 340, height: 200 }, 0)).toEqual({ width: 340, height: 200 });
    expect(backingSize({ width: 340, height: 200 }, Number.NaN)).toEqual({ width: 340, height: 200 });
  });
});

describe('signatureExportSize (the JPEG never above 800×800)', () => {
  it('is the pad size on a phone', () => {
    expect(signatureExportSize({ width: 340, height: 200 })).toEqual({ width: 340, height: 200 });
    expect(signatureExportSize({ width: 700, height: 200 })).toEqual({ width: 700, height: 200 });
  });

  it('scales a wider pad down to 800', () => {
    expect(signatureExportSize({ width: 1600, height: 200 })).toEqual({ width: 800, height: 100 });
  });
});

describe('signature screen words per pass', () => {
  const collection = makeJob({ job_type: JobType.Collection });
  const combinedFirst = makeJob({ job_type: JobType.DeliveryAndCollection });
  const combinedSecond = makeJob({ job_type: JobType.DeliveryAndCollection, collectionProcessed: true });
  const delivery = makeJob({ job_type: JobType.DeliveryOrItemsToDeliver });

  it('goes back to the report the pass follows', () => {
    expect(signatureBack(collection)).toEqual({
      view: 'collection-report',
      label: 'Back to collection report',
    });
    expect(signatureBack(combinedFirst).view).toBe('collection-report');
    expect(signatureBack(combinedSecond)).toEqual({
      view: 'delivery-report',
      label: 'Back to delivery report',
    });
    expect(signatureBack(delivery).view).toBe('delivery-report');
  });

  it('names the photo for the pass', () => {
    expect(signaturePhotoNames(combinedFirst)).toEqual({
      label: 'Collection photo',
      addLabel: 'Add collection photo',
      photoName: 'collection photo',
    });
    expect(signaturePhotoNames(delivery).addLabel).toBe('Add delivered photo');
  });

  it('has terms for what was done', () => {
    expect(signatureTerms(collection)).toContain('have been collected');
    expect(signatureTerms(combinedSecond)).toContain('have been delivered');
  });
});

describe('initialCustomerName', () => {
  it('shows the stored draft first, else the name a pass took, else nothing', () => {
    expect(initialCustomerName({ customerNameDraft: 'Ann Draft', signed_by: 'Ann Signed' })).toBe(
      'Ann Draft',
    );
    expect(initialCustomerName({ customerNameDraft: '', signed_by: 'Ann Signed' })).toBe('');
    expect(initialCustomerName({ signed_by: 'Ann Signed' })).toBe('Ann Signed');
    expect(initialCustomerName({ signed_by: null })).toBe('');
    expect(initialCustomerName({})).toBe('');
  });
});
