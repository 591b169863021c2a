/**
 * The Items tab's product lists (product rule 2.9): sorted by description; a job of type 4
 * is split into the items to deliver and the items to collect.
 */
import { JobType } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';
import { messages } from '@domain/app/messages';

/** A titled list of products (title null for the single list of a job that is not type 4). */
export interface ProductGroup {
  title: string | null;
  products: Product[];
}

/**
 * en-GB collation, case- and accent-insensitive. One collator, made at the first sort: localeCompare with a
 * locale and options makes a new one at each comparison (a 30-item sort took 2.4 ms against 0.01 in Node).
 */
let collator: Intl.Collator | undefined;

/** Products sorted by description (en-GB collation, case-insensitive). */
export function sortByDescription(products: Product[]): Product[] {
  collator ??= new Intl.Collator('en-GB', { sensitivity: 'base' });
  const { compare } = collator;
  return [...products].sort((a, b) => compare(a.description, b.description));
}

/** One group for most jobs; "Items to Deliver" and "Items to Collect" (job_type 2 products) for type 4. */
export function productGroups(job: Pick<Job, 'job_type' | 'products'>): ProductGroup[] {
  const sorted = sortByDescription(job.products);
  if (job.job_type !== JobType.DeliveryAndCollection) return [{ title: null, products: sorted }];
  return [
    { title: messages.itemsToDeliver, products: sorted.filter((p) => p.job_type !== JobType.Collection) },
    { title: messages.itemsToCollect, products: sorted.filter((p) => p.job_type === JobType.Collection) },
  ];
}
