import { describe, expect, it } from 'vitest';
import { applyAdminCompletion } from '@domain/outcomes/admin-completion';
import {
  adminItemDefaults,
  adminItemQuantity,
  withAdminItemQuantities,
} from '@domain/outcomes/admin-item-quantities';
import { JobType } from '@domain/job/enums';
import { wireOutcomeStatus } from '@domain/completion/product-outcome';
import { makeJob, makeProduct } from '../support/job-fixture';

const chairs = makeProduct({
  id: 7,
  description: 'Chairs',
  delivery_job: { planned_quantity: 4, delivered_quantity: 0 },
});
const table = makeProduct({
  id: 'T',
  description: 'Table',
  delivery_job: { planned_quantity: 1, delivered_quantity: 0 },
});
const oldTable = makeProduct({
  id: 'C',
  description: 'Old table',
  job_type: JobType.Collection,
  delivery_job: { planned_quantity: 1, delivered_quantity: 0 },
});
const job = makeJob({ job_type: JobType.DeliveryAndCollection, products: [chairs, table, oldTable] });
const times = { arrivedTime: '10:00', departureTime: '10:30' };
const now = new Date(2026, 10, 23, 9, 0, 0);

describe('the items of an admin completion', () => {
  it('start with every item in full', () => {
    expect(adminItemDefaults(job)).toEqual({ '7': 4, T: 1, C: 1 });
  });

  it('keep each count within 0 … planned; an item without a count goes in full', () => {
    expect(adminItemQuantity(chairs, { '7': 2 })).toBe(2);
    expect(adminItemQuantity(chairs, { '7': 6 })).toBe(4);
    expect(adminItemQuantity(chairs, { '7': -1 })).toBe(0);
    expect(adminItemQuantity(chairs, {})).toBe(4);
    expect(adminItemQuantity(chairs, undefined)).toBe(4);
  });

  it('become the stored delivered quantities, and the payload says what was delivered', () => {
    const done = applyAdminCompletion(job, { ...times, quantities: { '7': 3, T: 0, C: 0 } }, now);
    expect(done.products.map((p) => p.delivery_job.delivered_quantity)).toEqual([3, 0, 0]);
    expect(done.products.map((p) => wireOutcomeStatus(done, p))).toEqual([1, 4, 4]);
    expect(done.delivery_job.is_collected).toBeUndefined();
  });

  it('a collected item marks the job collected', () => {
    expect(withAdminItemQuantities(job, { C: 1 }).delivery_job.is_collected).toBe(true);
  });

  it("a count left by a driver's issue follows the admin's", () => {
    const withIssue = makeJob({
      products: [
        makeProduct({
          id: 1,
          delivery_job: {
            planned_quantity: 2,
            delivered_quantity: 0,
            damage_reason: 5,
            new_delivered_quantity: 2,
          },
        }),
      ],
    });
    expect(withAdminItemQuantities(withIssue, { '1': 1 }).products[0]?.delivery_job).toMatchObject({
      delivered_quantity: 1,
      new_delivered_quantity: 1,
    });
  });
});
