/**
 * Spec §4 completion flow, the last step: the job as it stands once the
 * customer has signed for the (last) time. Pure; never mutates its input.
 */
import { formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';
import { JobOutcomeStatus, JobType } from '../job/enums';
import type { Job, JobDeliveryDetails, Product } from '../job/job';
import { hasIssue, issueOutcomeStatus } from './product-outcome';

/**
 * The quantity a product ends with: with an issue its new delivered quantity
 * (0 when unset); without one, a delivery item (product job_type 3) gets its
 * planned quantity and any other item keeps its delivered quantity (a
 * collection item keeps what the collection report set).
 */
export function finalDeliveredQuantity(product: Pick<Product, 'job_type' | 'delivery_job'>): number {
  const details = product.delivery_job;
  if (hasIssue(product)) return details.new_delivered_quantity ?? 0;
  if (product.job_type === JobType.DeliveryOrItemsToDeliver) return details.planned_quantity;
  return details.delivered_quantity;
}

/** The product with its outcome_status from whether it has an issue and its final delivered quantity. */
export function finaliseProduct(product: Product): Product {
  return {
    ...product,
    outcome_status: issueOutcomeStatus(product),
    delivery_job: { ...product.delivery_job, delivered_quantity: finalDeliveredQuantity(product) },
  };
}

/** True when any collection item (product job_type 2) has been collected (delivered_quantity 1 or more). */
export function anyItemCollected(products: readonly Pick<Product, 'job_type' | 'delivery_job'>[]): boolean {
  return products.some(
    (product) => product.job_type === JobType.Collection && product.delivery_job.delivered_quantity >= 1,
  );
}

function finalDeliveryDetails(job: Job, products: readonly Product[]): JobDeliveryDetails {
  const details = job.delivery_job;
  const paid = details.balance_paid === true;
  const collectsBalance = paid && job.job_type !== JobType.Collection;
  return {
    ...details,
    ...(anyItemCollected(products) ? { is_collected: true } : {}),
    ...(paid ? { account_balance: 0 } : {}),
    ...(collectsBalance ? { balance_collected: true, balanceCollected: true } : {}),
  };
}

/**
 * The completed job: Job Complete at now, collectionPhaseComplete, every product
 * finalised (finaliseProduct), is_collected true when an item was collected (else
 * left as it was), and a paid balance: account_balance 0, plus balanceCollected
 * (and balance_collected) true unless it is a collection job. The job is marked
 * changed; the customer's printed name is kept in signed_by (trimmed).
 */
export function finaliseJob(job: Job, input: { customerName: string; now: DateInput }): Job {
  const products = job.products.map(finaliseProduct);
  return {
    ...job,
    job_outcome_status: JobOutcomeStatus.JobComplete,
    job_outcome_time: formatTimestamp(input.now),
    collectionPhaseComplete: true,
    signed_by: input.customerName.trim(),
    products,
    delivery_job: finalDeliveryDetails(job, products),
    changed: true,
  };
}
