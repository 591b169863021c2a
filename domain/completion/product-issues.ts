/**
 * Product rules 2.12 and 4.12: the delivery report transitions: an issue per item (a reason from the
 * retailer's product_delivery_issues tree), an issue with the customer's
 * property (job_damage_reason tree, on delivery_job.damage_reason), "apply same
 * issue to" other items, and Cancel Report. Each returns a new Job.
 */
import { withoutDamagePhotos } from './damage-photos';
import { JobType } from '../job/enums';
import type { GalleryImage, Job, Product } from '../job/job';
import { withoutIssueComment } from './issue-comment';
import { findProduct, productKey, updateProducts, withDeliveryDetails } from '../job/product-by-id';
import { hasIssue } from './product-outcome';
import { issueDeliveredQuantity, withinPlanned } from './delivery-issue';
import type { ProductIssueChoice } from './delivery-issue';
import type { ReasonOption } from '../reasons/reason-code';

/** damage_reason and new_delivered_quantity of an item without an issue (after clearing). */
export const NO_ISSUE = 0;

/** The items the delivery report lists ("Furniture Issue"): every product that is not a collection item. */
export function deliveryReportItems(job: Pick<Job, 'products'>): Product[] {
  return job.products.filter((product) => product.job_type !== JobType.Collection);
}

/**
 * Choosing a reason (at any level) for an item: damage_reason = its id,
 * delivery_issue its kind, and new_delivered_quantity what the kind (or the
 * retailer's data) leaves with the customer (delivery-issue.ts).
 */
export function chooseProductIssue(job: Job, productId: Product['id'], choice: ProductIssueChoice): Job {
  return updateProducts(job, [productId], (product) =>
    withDeliveryDetails(product, {
      damage_reason: choice.id,
      delivery_issue: choice.deliveryIssue,
      new_delivered_quantity: issueDeliveredQuantity(choice, product.delivery_job.planned_quantity),
    }),
  );
}

/**
 * The driver's own count of an item with an issue: new_delivered_quantity
 * within 0 … planned_quantity. An item without an issue is left as it is (it
 * is delivered in full when the job completes).
 */
export function setIssueQuantity(job: Job, productId: Product['id'], quantity: number): Job {
  return updateProducts(job, [productId], (product) =>
    hasIssue(product)
      ? withDeliveryDetails(product, {
          new_delivered_quantity: withinPlanned(quantity, product.delivery_job.planned_quantity),
        })
      : product,
  );
}

function clearedProduct(product: Product): Product {
  return withoutIssueComment(
    withDeliveryDetails(product, {
      damage_reason: NO_ISSUE,
      new_delivered_quantity: NO_ISSUE,
      delivery_issue: null,
    }),
  );
}

/** A target's quantity when an issue is copied to it: all of it when the source keeps all, else at most the source's. */
function copiedQuantity(source: Product, target: Product): number {
  const sourceQuantity = source.delivery_job.new_delivered_quantity ?? NO_ISSUE;
  const planned = target.delivery_job.planned_quantity;
  return sourceQuantity >= source.delivery_job.planned_quantity
    ? planned
    : withinPlanned(sourceQuantity, planned);
}

/** Clearing an item's issue (once confirmed): damage_reason and new_delivered_quantity 0, its comment dropped. */
export function clearProductIssue(job: Job, productId: Product['id']): Job {
  return updateProducts(job, [productId], clearedProduct);
}

/** The items the source's issue can be copied to: the other delivery report items. */
export function sameIssueCandidates(job: Pick<Job, 'products'>, sourceId: Product['id']): Product[] {
  const source = productKey(sourceId);
  return deliveryReportItems(job).filter((product) => productKey(product.id) !== source);
}

/**
 * "Apply same issue to": the chosen items get the source item's damage_reason
 * and delivery_issue, and its quantity (all of the target when the source keeps
 * all of itself, else at most the source's count); each keeps its own comment
 * and photos. Nothing
 * changes when the source has no issue; the source itself is never a target.
 */
export function applySameIssueTo(
  job: Job,
  sourceId: Product['id'],
  targetIds: readonly Product['id'][],
): Job {
  const source = findProduct(job, sourceId);
  if (source === null || !hasIssue(source)) return job;
  const targets = targetIds.filter((id) => productKey(id) !== productKey(sourceId));
  return updateProducts(job, targets, (product) =>
    withDeliveryDetails(product, {
      damage_reason: source.delivery_job.damage_reason ?? NO_ISSUE,
      delivery_issue: source.delivery_job.delivery_issue ?? null,
      new_delivered_quantity: copiedQuantity(source, product),
    }),
  );
}

/** Choosing a property issue (at any level): delivery_job.damage_reason = its id. */
export function choosePropertyIssue(job: Job, reason: Pick<ReasonOption, 'id'>): Job {
  return { ...job, delivery_job: { ...job.delivery_job, damage_reason: reason.id } };
}

/** Clearing the property issue: delivery_job.damage_reason 0. */
export function clearPropertyIssue(job: Job): Job {
  return { ...job, delivery_job: { ...job.delivery_job, damage_reason: NO_ISSUE } };
}

/** True when the property or any item has an issue reported. */
export function hasReportedIssue(job: Pick<Job, 'delivery_job' | 'products'>): boolean {
  return hasIssue(job) || job.products.some(hasIssue);
}

/**
 * Cancel Report: the job's and every product's damage_reason 0 (an item with an
 * issue is cleared as clearProductIssue does; no issue comment is left), and
 * every damage photo taken off the job; `removedPhotos` are the ones to delete
 * from the image cache.
 */
export function cancelReport(job: Job): { job: Job; removedPhotos: GalleryImage[] } {
  const cleared: Job = {
    ...clearPropertyIssue(job),
    products: job.products.map((product) =>
      hasIssue(product)
        ? clearedProduct(product)
        : withoutIssueComment(withDeliveryDetails(product, { damage_reason: NO_ISSUE })),
    ),
  };
  const { job: withoutPhotos, removed } = withoutDamagePhotos(cleared);
  return { job: withoutPhotos, removedPhotos: removed };
}
