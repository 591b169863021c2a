/** Spec §2 job type summary shown on a list item, e.g. 'Collection (2 items) / Delivery (3 items)'. */
import { JobType, jobTypeReadings } from './enums';
import type { Job } from './job';

/** Label used for a job type value outside the spec's table. */
export const UNKNOWN_JOB_TYPE_LABEL = 'Job';

function isJobType(type: number): type is JobType {
  return Object.prototype.hasOwnProperty.call(jobTypeReadings, type);
}

/** The primary reading of a job type value (1 Service, 2 Collection, 3 Delivery, 4 Delivery and Collection). */
export function jobTypeLabel(type: number): string {
  return isJobType(type) ? jobTypeReadings[type].primary : UNKNOWN_JOB_TYPE_LABEL;
}

function countLabel(kind: string, n: number): string {
  return `${kind} (${n} ${n === 1 ? 'item' : 'items'})`;
}

/**
 * Products with job_type 2 count as collection items, all others as delivery
 * items; only kinds with items are shown, joined by ' / '. No products → the job type label.
 */
export function jobTypeSummary(job: Pick<Job, 'job_type' | 'products'>): string {
  const collection = job.products.filter((p) => p.job_type === JobType.Collection).length;
  const delivery = job.products.length - collection;
  const parts: string[] = [];
  if (collection > 0) parts.push(countLabel('Collection', collection));
  if (delivery > 0) parts.push(countLabel('Delivery', delivery));
  return parts.length > 0 ? parts.join(' / ') : jobTypeLabel(job.job_type);
}
