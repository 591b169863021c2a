/**
 * Product rule 4.11: completion flow, the last step: the job as it stands once the
 * customer has signed for the (last) time. Pure; never mutates its input.
 */
import { formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';
import { JobOutcomeStatus, JobType } from '../job/enums';
import type { Job, JobDeliveryDetails, Product } from '../job/job';
import { hasIssue, issueOutcomeStatus } from './product-outcome';
import { withinPlanned } from './delivery-issue';
import { readingOf } from '../job/job-type-reading';
import type { JobTypeReading } from '../job/job-type-reading';

/**
 * How a product of job_type 1 is read: the job's reading (job-type-reading.ts).
 * 'service', the appliance being serviced, which stays with the customer and
 * is not delivered; or 'delivery', an item delivered like job_type 3.
 */
export type JobTypeOneReading = JobTypeReading;

/**
 * The quantity a product ends with, always within 0 … planned_quantity:
 * - with an issue, its new delivered quantity (what the issue left with the
 *   customer, or the driver's own count; 0 when unset);
 * - without one, an item to deliver (product job_type 3, or job_type 1 read as
 *   'delivery') gets its planned quantity;
 * - a serviced item (job_type 1 read as 'service') and a collection item
 *   (job_type 2) keep their delivered quantity: nothing of a serviced
 *   appliance is delivered, and a collection item keeps what the collection
 *   report set.
 */
export function finalDeliveredQuantity(
  product: Pick<Product, 'job_type' | 'delivery_job'>,
  typeOne: JobTypeOneReading = 'service',
): number {
  const details = product.delivery_job;
  const planned = details.planned_quantity;
  if (hasIssue(product)) return withinPlanned(details.new_delivered_quantity ?? 0, planned);
  if (product.job_type === JobType.DeliveryOrItemsToDeliver) return planned;
  if (product.job_type === JobType.ServiceOrDelivery && typeOne === 'delivery') return planned;
  return withinPlanned(details.delivered_quantity, planned);
}

/** The product with its outcome_status from whether it has an issue and its final delivered quantity. */
export function finaliseProduct(product: Product, typeOne: JobTypeOneReading = 'service'): Product {
  return {
    ...product,
    outcome_status: issueOutcomeStatus(product),
    delivery_job: { ...product.delivery_job, delivered_quantity: finalDeliveredQuantity(product, typeOne) },
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
 * finalised (finaliseProduct, job_type 1 items by the job's own reading unless
 * typeOne says otherwise), is_collected true when an item was collected (else
 * left as it was), and a paid balance: account_balance 0, plus balanceCollected
 * (and balance_collected) true unless it is a collection job. The job is marked
 * changed; the customer's printed name is kept in signed_by (trimmed).
 */
export function finaliseJob(
  job: Job,
  input: { customerName: string; now: DateInput; typeOne?: JobTypeOneReading },
): Job {
  const typeOne = input.typeOne ?? readingOf(job);
  const products = job.products.map((product) => finaliseProduct(product, typeOne));
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
