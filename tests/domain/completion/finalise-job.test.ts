import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import {
  anyItemCollected,
  finalDeliveredQuantity,
  finaliseJob,
  finaliseProduct,
} from '@domain/completion/finalise-job';
import type { Job, Product } from '@domain/job/job';
import { makeJob, makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 16, 2, 3);
const input = { customerName: 'Grace Hopper', now };

function product(
  id: string,
  job_type: JobType,
  delivery_job: Product['delivery_job'],
  extra: Partial<Product> = {},
): Product {
  return makeProduct({ id, job_type, delivery_job, ...extra });
}

function paidJob(job_type: JobType, details: Partial<Job['delivery_job']> = {}): Job {
  const job = makeJob({ job_type });
  return {
    ...job,
    delivery_job: { ...job.delivery_job, account_balance: 45.5, balance_paid: true, ...details },
  };
}

describe('finalDeliveredQuantity (product rule 4.11)', () => {
  it('applies the new delivered quantity of an item with an issue (0 when unset)', () => {
    const issue = { planned_quantity: 3, delivered_quantity: 0, damage_reason: 1041 };
    expect(finalDeliveredQuantity(product('a', 3, { ...issue, new_delivered_quantity: 1 }))).toBe(1);
    expect(finalDeliveredQuantity(product('b', 3, { ...issue, new_delivered_quantity: 0 }))).toBe(0);
    expect(finalDeliveredQuantity(product('c', 3, { ...issue, new_delivered_quantity: null }))).toBe(0);
    expect(finalDeliveredQuantity(product('d', 1, { ...issue, new_delivered_quantity: 1 }))).toBe(1);
    expect(finalDeliveredQuantity(product('e', 3, { ...issue, new_delivered_quantity: 3 }))).toBe(3);
  });

  it('never ends above the planned quantity or below 0', () => {
    const issue = { planned_quantity: 2, delivered_quantity: 0, damage_reason: 1041 };
    expect(finalDeliveredQuantity(product('a', 3, { ...issue, new_delivered_quantity: 5 }))).toBe(2);
    expect(finalDeliveredQuantity(product('b', 3, { ...issue, new_delivered_quantity: -1 }))).toBe(0);
    expect(finalDeliveredQuantity(product('c', 2, { planned_quantity: 1, delivered_quantity: 3 }))).toBe(1);
  });

  it('a type-1 item: read as a service, the serviced appliance keeps its count; read as a delivery, all delivered', () => {
    const serviced = product('s', 1, { planned_quantity: 1, delivered_quantity: 0 });
    expect(finalDeliveredQuantity(serviced)).toBe(0);
    expect(finalDeliveredQuantity(serviced, 'service')).toBe(0);
    expect(finalDeliveredQuantity(serviced, 'delivery')).toBe(1);
    const damaged = {
      planned_quantity: 1,
      delivered_quantity: 0,
      damage_reason: 1041,
      new_delivered_quantity: 0,
    };
    expect(finalDeliveredQuantity(product('d', 1, damaged), 'delivery')).toBe(0);
    const job = finaliseJob(makeJob({ job_type: 1, products: [serviced] }), {
      ...input,
      typeOne: 'delivery',
    });
    expect(job.products[0]?.delivery_job.delivered_quantity).toBe(1);
    const readAsDelivery = finaliseJob(
      makeJob({ job_type: 1, job_type_reading: 'delivery', products: [serviced] }),
      input,
    );
    expect(readAsDelivery.products[0]?.delivery_job.delivered_quantity).toBe(1);
    const readAsService = finaliseJob(
      makeJob({ job_type: 1, job_type_reading: 'service', products: [serviced] }),
      input,
    );
    expect(readAsService.products[0]?.delivery_job.delivered_quantity).toBe(0);
  });

  it('gives a type-3 item without a new quantity its planned quantity', () => {
    expect(finalDeliveredQuantity(product('a', 3, { planned_quantity: 4, delivered_quantity: 0 }))).toBe(4);
    const cleared = {
      planned_quantity: 2,
      delivered_quantity: 0,
      damage_reason: 0,
      new_delivered_quantity: 0,
    };
    expect(finalDeliveredQuantity(product('b', 3, cleared))).toBe(2);
  });

  it('keeps the delivered quantity of other items without an issue', () => {
    expect(finalDeliveredQuantity(product('s', 1, { planned_quantity: 2, delivered_quantity: 1 }))).toBe(1);
    expect(finalDeliveredQuantity(product('c', 2, { planned_quantity: 1, delivered_quantity: 1 }))).toBe(1);
    expect(finalDeliveredQuantity(product('n', 2, { planned_quantity: 1, delivered_quantity: 0 }))).toBe(0);
  });
});

describe('finaliseProduct', () => {
  it('sets outcome_status 1 with an issue and 0 without, and the final quantity', () => {
    const damaged = finaliseProduct(
      product('a', 3, {
        planned_quantity: 1,
        delivered_quantity: 0,
        damage_reason: 1043,
        new_delivered_quantity: 0,
      }),
    );
    const fine = finaliseProduct(product('b', 3, { planned_quantity: 2, delivered_quantity: 0 }));
    expect([damaged.outcome_status, damaged.delivery_job.delivered_quantity]).toEqual([1, 0]);
    expect([fine.outcome_status, fine.delivery_job.delivered_quantity]).toEqual([0, 2]);
    expect(damaged.delivery_job.damage_reason).toBe(1043);
  });
});

describe('anyItemCollected', () => {
  it('is true only when a collection item (job_type 2) has delivered_quantity 1', () => {
    expect(anyItemCollected([product('c', 2, { planned_quantity: 1, delivered_quantity: 1 })])).toBe(true);
    expect(anyItemCollected([product('c', 2, { planned_quantity: 1, delivered_quantity: 0 })])).toBe(false);
    expect(anyItemCollected([product('d', 3, { planned_quantity: 1, delivered_quantity: 1 })])).toBe(false);
    expect(anyItemCollected([])).toBe(false);
  });
});

describe('finaliseJob (product rule 4.11, when the job is finished)', () => {
  it('is Job Complete with the time, collectionPhaseComplete, changed, the printed name trimmed', () => {
    const job = finaliseJob(makeJob(), { customerName: '  Grace Hopper ', now });
    expect(job).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      job_outcome_time: '2026-11-21T16:02:03',
      collectionPhaseComplete: true,
      changed: true,
      signed_by: 'Grace Hopper',
    });
  });

  it('finalises every product', () => {
    const job = finaliseJob(
      makeJob({
        job_type: JobType.DeliveryAndCollection,
        products: [
          product('d1', 3, { planned_quantity: 2, delivered_quantity: 0 }),
          product('d2', 3, {
            planned_quantity: 1,
            delivered_quantity: 0,
            damage_reason: 1041,
            new_delivered_quantity: 1,
          }),
          product('d3', 3, {
            planned_quantity: 1,
            delivered_quantity: 0,
            damage_reason: 1048,
            new_delivered_quantity: 0,
          }),
          product('c1', 2, { planned_quantity: 1, delivered_quantity: 0 }),
        ],
      }),
      input,
    );
    expect(job.products.map((p) => [p.id, p.outcome_status, p.delivery_job.delivered_quantity])).toEqual([
      ['d1', 0, 2],
      ['d2', 1, 1],
      ['d3', 1, 0],
      ['c1', 0, 0],
    ]);
  });

  it('sets is_collected when a collection item was collected, and otherwise leaves it', () => {
    const collected = makeJob({
      job_type: JobType.Collection,
      products: [
        product('c1', 2, { planned_quantity: 1, delivered_quantity: 0 }),
        product('c2', 2, { planned_quantity: 1, delivered_quantity: 1 }),
      ],
    });
    expect(finaliseJob(collected, input).delivery_job.is_collected).toBe(true);
    const none = makeJob({
      job_type: JobType.Collection,
      products: [product('c1', 2, { planned_quantity: 1, delivered_quantity: 0 })],
    });
    expect(finaliseJob(none, input).delivery_job.is_collected).toBeUndefined();
    const already = { ...none, delivery_job: { ...none.delivery_job, is_collected: true } };
    expect(finaliseJob(already, input).delivery_job.is_collected).toBe(true);
  });

  it.each([JobType.ServiceOrDelivery, JobType.DeliveryOrItemsToDeliver, JobType.DeliveryAndCollection])(
    'a paid balance on a job of type %i: account_balance 0 and balanceCollected true',
    (type) => {
      const d = finaliseJob(paidJob(type), input).delivery_job;
      expect(d.account_balance).toBe(0);
      expect(d.balanceCollected).toBe(true);
      expect(d.balance_collected).toBe(true);
    },
  );

  it('a paid balance on a collection job: account_balance 0, balanceCollected left as it was', () => {
    const d = finaliseJob(paidJob(JobType.Collection, { balanceCollected: false }), input).delivery_job;
    expect(d.account_balance).toBe(0);
    expect(d.balanceCollected).toBe(false);
    expect(d.balance_collected).toBeUndefined();
  });

  it('an unpaid balance is left alone', () => {
    const d = finaliseJob(
      paidJob(JobType.DeliveryOrItemsToDeliver, { balance_paid: false }),
      input,
    ).delivery_job;
    expect(d.account_balance).toBe(45.5);
    expect(d.balanceCollected).toBeUndefined();
  });

  it('never mutates the job', () => {
    const job = paidJob(JobType.DeliveryAndCollection);
    const before = structuredClone(job);
    finaliseJob(job, input);
    expect(job).toEqual(before);
  });
});
