/** Finding and replacing a job's products by id (ids may be numbers or text; '7' and 7 are the same product). */
import type { Job, Product } from './job';

/** A product id as text, so number and string ids compare equal. */
export function productKey(id: Product['id']): string {
  return String(id);
}

/** The job's product with this id, or null. */
export function findProduct(job: Pick<Job, 'products'>, id: Product['id']): Product | null {
  const key = productKey(id);
  return job.products.find((product) => productKey(product.id) === key) ?? null;
}

/** A new job whose products with one of these ids are replaced by update(product); others are kept as they are. */
export function updateProducts(
  job: Job,
  ids: readonly Product['id'][],
  update: (product: Product) => Product,
): Job {
  const keys = new Set(ids.map(productKey));
  return {
    ...job,
    products: job.products.map((product) => (keys.has(productKey(product.id)) ? update(product) : product)),
  };
}

/** A product with some of its delivery_job fields replaced. */
export function withDeliveryDetails(product: Product, details: Partial<Product['delivery_job']>): Product {
  return { ...product, delivery_job: { ...product.delivery_job, ...details } };
}
