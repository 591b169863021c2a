/**
 * Product rule 3.5: product outcome_status: on the device 1 with an issue and 0 without;
 * in a job update payload 1 when the job is complete and something of the
 * product was delivered (or collected), otherwise 4.
 */
import { JobOutcomeStatus } from '../job/enums';
import type { Job, Product } from '../job/job';

/** outcome_status of a product with an issue (on the device). */
export const PRODUCT_OUTCOME_ISSUE = 1;
/** outcome_status of a product without an issue (on the device). */
export const PRODUCT_OUTCOME_NO_ISSUE = 0;
/** Payload outcome_status: the job is complete and something of the product was delivered. */
export const PRODUCT_OUTCOME_DELIVERED = 1;
/** Payload outcome_status in every other case. */
export const PRODUCT_OUTCOME_NOT_DELIVERED = 4;

/** A product outcome_status as sent in a job update payload. */
export type WireProductOutcome = typeof PRODUCT_OUTCOME_DELIVERED | typeof PRODUCT_OUTCOME_NOT_DELIVERED;

/** True when the product (or the job, for its property) carries a reported issue (a damage_reason other than 0). */
export function hasIssue(owner: { delivery_job: { damage_reason?: number | null } }): boolean {
  const reason = owner.delivery_job.damage_reason;
  return typeof reason === 'number' && reason > 0;
}

/** The device outcome_status: 1 with an issue, 0 without. */
export function issueOutcomeStatus(product: Pick<Product, 'delivery_job'>): number {
  return hasIssue(product) ? PRODUCT_OUTCOME_ISSUE : PRODUCT_OUTCOME_NO_ISSUE;
}

/** The payload outcome_status: 1 when the job is Job Complete and delivered_quantity is above 0, otherwise 4. */
export function wireOutcomeStatus(
  job: Pick<Job, 'job_outcome_status'>,
  product: Pick<Product, 'delivery_job'>,
): WireProductOutcome {
  const complete = job.job_outcome_status === JobOutcomeStatus.JobComplete;
  return complete && product.delivery_job.delivered_quantity > 0
    ? PRODUCT_OUTCOME_DELIVERED
    : PRODUCT_OUTCOME_NOT_DELIVERED;
}
