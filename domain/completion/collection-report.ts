/**
 * Product rules 2.11, 4.11 and 4.12: the collection report: the collection items (product job_type 2) of a
 * job, each with a Collected checkbox that sets delivered_quantity to 1 or 0,
 * a Select All, and the two accordions "Items collected" and "No items collected".
 */
import { JobType } from '../job/enums';
import type { Job, Product } from '../job/job';
import { messages } from '../app/messages';
import { findProduct, updateProducts, withDeliveryDetails } from '../job/product-by-id';

/** delivered_quantity of a collected item. */
export const COLLECTED_QUANTITY = 1;
/** delivered_quantity of an item not collected. */
export const NOT_COLLECTED_QUANTITY = 0;

/** One accordion of the collection report. */
export interface CollectionReportGroup {
  title: string;
  products: Product[];
}

/** The job's collection items (product job_type 2), in the job's order. */
export function collectionItems(job: Pick<Job, 'products'>): Product[] {
  return job.products.filter((product) => product.job_type === JobType.Collection);
}

/** True when the item's Collected box is ticked (delivered_quantity 1 or more). */
export function isCollected(product: Pick<Product, 'delivery_job'>): boolean {
  return product.delivery_job.delivered_quantity >= COLLECTED_QUANTITY;
}

function collectionIds(job: Job): Product['id'][] {
  return collectionItems(job).map((product) => product.id);
}

/** The job with one collection item's delivered_quantity set to 1 (collected) or 0; other ids change nothing. */
export function setCollected(job: Job, productId: Product['id'], collected: boolean): Job {
  const target = findProduct(job, productId);
  if (target === null || target.job_type !== JobType.Collection) return job;
  const quantity = collected ? COLLECTED_QUANTITY : NOT_COLLECTED_QUANTITY;
  return updateProducts(job, [productId], (p) => withDeliveryDetails(p, { delivered_quantity: quantity }));
}

/** The Collected checkbox clicked: delivered_quantity 0 becomes 1 and 1 becomes 0. */
export function toggleCollected(job: Job, productId: Product['id']): Job {
  const target = findProduct(job, productId);
  return target === null ? job : setCollected(job, productId, !isCollected(target));
}

/** True when the job has collection items and every one is collected (Select All shows ticked). */
export function allCollected(job: Pick<Job, 'products'>): boolean {
  const items = collectionItems(job);
  return items.length > 0 && items.every(isCollected);
}

/** Select All: every collection item collected (delivered_quantity 1). */
export function selectAllCollected(job: Job): Job {
  return updateProducts(job, collectionIds(job), (p) =>
    withDeliveryDetails(p, { delivered_quantity: COLLECTED_QUANTITY }),
  );
}

/** No item collected: every collection item's delivered_quantity 0. */
export function collectNone(job: Job): Job {
  return updateProducts(job, collectionIds(job), (p) =>
    withDeliveryDetails(p, { delivered_quantity: NOT_COLLECTED_QUANTITY }),
  );
}

/** The two accordions: "Items collected" (ticked items) and "No items collected" (the rest), in job order. */
export function collectionReportGroups(
  job: Pick<Job, 'products'>,
): [CollectionReportGroup, CollectionReportGroup] {
  const items = collectionItems(job);
  return [
    { title: messages.itemsCollected, products: items.filter(isCollected) },
    { title: messages.noItemsCollected, products: items.filter((item) => !isCollected(item)) },
  ];
}
