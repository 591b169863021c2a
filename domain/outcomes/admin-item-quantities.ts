/**
 * The items of an admin's completion: how many of each the customer kept (or
 * the van collected), every item in full unless the admin says otherwise,
 * each within 0 … planned_quantity. The stored job and its record then agree
 * with what the admin entered.
 */
import { anyItemCollected } from '../completion/finalise-job';
import { withinPlanned } from '../completion/delivery-issue';
import type { Job, Product } from '../job/job';
import { productKey } from '../job/product-by-id';

/** The admin's count per item, by product id as text (productKey). */
export type AdminItemQuantities = Record<string, number>;

/** What the form starts with: every item in full. */
export function adminItemDefaults(job: Pick<Job, 'products'>): AdminItemQuantities {
  return Object.fromEntries(
    job.products.map((product) => [productKey(product.id), product.delivery_job.planned_quantity]),
  );
}

/** The count the admin gave an item (in full when none), within 0 … planned. */
export function adminItemQuantity(product: Product, quantities: AdminItemQuantities | undefined): number {
  const planned = product.delivery_job.planned_quantity;
  const given = quantities?.[productKey(product.id)];
  return typeof given === 'number' ? withinPlanned(given, planned) : planned;
}

/**
 * The job's items with the admin's counts as their delivered_quantity (a
 * count left with an earlier issue becomes the same count), and is_collected
 * true when a collection item was collected.
 */
export function withAdminItemQuantities(job: Job, quantities: AdminItemQuantities | undefined): Job {
  const products = job.products.map((product) => {
    const quantity = adminItemQuantity(product, quantities);
    const issueCount = product.delivery_job.new_delivered_quantity;
    return {
      ...product,
      delivery_job: {
        ...product.delivery_job,
        delivered_quantity: quantity,
        ...(typeof issueCount === 'number' && issueCount > 0 ? { new_delivered_quantity: quantity } : {}),
      },
    };
  });
  return {
    ...job,
    products,
    delivery_job: {
      ...job.delivery_job,
      ...(anyItemCollected(products) ? { is_collected: true } : {}),
    },
  };
}
