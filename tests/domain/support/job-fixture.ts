/** Builders of spec-shaped jobs and products for the domain tests. */
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';

/** A delivery product with every required field; overrides win. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Sofa',
    description: '3 seater sofa',
    job_type: JobType.DeliveryOrItemsToDeliver,
    delivery_job: { planned_quantity: 1, delivered_quantity: 0 },
    ...overrides,
  };
}

/** A not-started delivery job for 21 Nov 2026 with one product; overrides win. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'ORD123-01',
    manifest_id: 'M1',
    start_time: '2026-11-21T08:00:00',
    end_time: '2026-11-21T10:00:00',
    job_type: JobType.DeliveryOrItemsToDeliver,
    job_outcome_status: JobOutcomeStatus.NotStarted,
    customer: [
      {
        id: 'c1',
        name: 'Ada Lovelace',
        address_1: '1 High Street',
        postcode: 'SW1A 1AA',
        contacts: [],
        notes: [],
      },
    ],
    products: [makeProduct()],
    delivery_job: { order_number: 'ORD123', retailer_id: 'R1', account_balance: 25 },
    ...overrides,
  };
}
