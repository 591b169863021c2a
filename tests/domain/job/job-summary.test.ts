import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import {
  jobTypeLabel,
  jobTypeLabelOf,
  jobTypeSummary,
  UNKNOWN_JOB_TYPE_LABEL,
} from '@domain/job/job-summary';
import { makeJob, makeProduct } from '../support/job-fixture';

const collect = (id: string) => makeProduct({ id, job_type: JobType.Collection });
const deliver = (id: string, job_type: JobType = JobType.DeliveryOrItemsToDeliver) =>
  makeProduct({ id, job_type });

describe('jobTypeSummary (product rule 2.5)', () => {
  it('counts collection and delivery items, collection first', () => {
    const job = makeJob({
      job_type: JobType.DeliveryAndCollection,
      products: [deliver('d1'), collect('c1'), deliver('d2'), collect('c2'), deliver('d3')],
    });
    expect(jobTypeSummary(job)).toBe('Collection (2 items) / Delivery (3 items)');
  });

  it('uses the singular for one item', () => {
    expect(jobTypeSummary(makeJob({ products: [deliver('d1')] }))).toBe('Delivery (1 item)');
    expect(jobTypeSummary(makeJob({ products: [collect('c1'), deliver('d1')] }))).toBe(
      'Collection (1 item) / Delivery (1 item)',
    );
  });

  it('shows only the kinds with items', () => {
    expect(
      jobTypeSummary(makeJob({ job_type: JobType.Collection, products: [collect('a'), collect('b')] })),
    ).toBe('Collection (2 items)');
  });

  it('counts every non-collection product type as delivery', () => {
    const products = [
      deliver('a', JobType.ServiceOrDelivery),
      deliver('b', JobType.DeliveryOrItemsToDeliver),
      deliver('c', JobType.DeliveryAndCollection),
    ];
    expect(jobTypeSummary(makeJob({ products }))).toBe('Delivery (3 items)');
  });

  it('falls back to the job type label when there are no products', () => {
    expect(jobTypeSummary(makeJob({ job_type: JobType.ServiceOrDelivery, products: [] }))).toBe('Service');
    expect(jobTypeSummary(makeJob({ job_type: JobType.DeliveryAndCollection, products: [] }))).toBe(
      'Delivery and Collection',
    );
  });
});

describe('jobTypeLabel', () => {
  it('reads every job type in the Service reading (1 Service, 3 Delivery)', () => {
    expect(jobTypeLabel(1, 'service')).toBe('Service');
    expect(jobTypeLabel(2, 'service')).toBe('Collection');
    expect(jobTypeLabel(3, 'service')).toBe('Delivery');
    expect(jobTypeLabel(4, 'service')).toBe('Delivery and Collection');
  });

  it('reads every job type in the Delivery reading (1 Delivery, 3 Items to deliver)', () => {
    expect(jobTypeLabel(1, 'delivery')).toBe('Delivery');
    expect(jobTypeLabel(2, 'delivery')).toBe('Collection');
    expect(jobTypeLabel(3, 'delivery')).toBe('Items to deliver');
    expect(jobTypeLabel(4, 'delivery')).toBe('Delivery and Collection');
  });

  it('has a neutral label for values outside the table', () => {
    expect(jobTypeLabel(0, 'service')).toBe(UNKNOWN_JOB_TYPE_LABEL);
    expect(jobTypeLabel(9, 'delivery')).toBe('Job');
  });
});

describe('a job of type 1 follows the reading it was planned under', () => {
  const typeOne = (reading?: 'service' | 'delivery') =>
    makeJob({
      job_type: JobType.ServiceOrDelivery,
      ...(reading === undefined ? {} : { job_type_reading: reading }),
      products: [deliver('s1', JobType.ServiceOrDelivery)],
    });

  it('is a service call under the Service reading, and the default', () => {
    expect(jobTypeSummary(typeOne('service'))).toBe('Service (1 item)');
    expect(jobTypeSummary(typeOne())).toBe('Service (1 item)');
    expect(jobTypeLabelOf(typeOne('service'))).toBe('Service');
  });

  it('is a delivery under the Delivery reading', () => {
    expect(jobTypeSummary(typeOne('delivery'))).toBe('Delivery (1 item)');
    expect(jobTypeLabelOf(typeOne('delivery'))).toBe('Delivery');
    expect(jobTypeLabelOf({ ...typeOne('delivery'), job_type: JobType.DeliveryOrItemsToDeliver })).toBe(
      'Items to deliver',
    );
  });
});
