/**
 * Product rule 2.5: job type summary shown on a list item, e.g. 'Collection (2 items) / Delivery (3 items)',
 * in the words of the reading the job was planned under (domain/job/job-type-reading.ts).
 */
import { JobType, jobTypeReadings } from './enums';
import type { Job } from './job';
import { isServiceCall, readingOf } from './job-type-reading';
import type { JobTypeReading } from './job-type-reading';

/** Label used for a job type value outside the product rules' table (3.13). */
export const UNKNOWN_JOB_TYPE_LABEL = 'Job';

function isJobType(type: number): type is JobType {
  return Object.prototype.hasOwnProperty.call(jobTypeReadings, type);
}

/**
 * A job type value in a reading: under 'service' 1 Service, 3 Delivery; under
 * 'delivery' 1 Delivery, 3 Items to deliver; 2 Collection and 4 Delivery and
 * Collection under both.
 */
export function jobTypeLabel(type: number, reading: JobTypeReading): string {
  if (!isJobType(type)) return UNKNOWN_JOB_TYPE_LABEL;
  return reading === 'service' ? jobTypeReadings[type].primary : jobTypeReadings[type].alternative;
}

/** The job's type in the reading it was planned under. */
export function jobTypeLabelOf(job: Pick<Job, 'job_type' | 'job_type_reading'>): string {
  return jobTypeLabel(job.job_type, readingOf(job));
}

function countLabel(kind: string, n: number): string {
  return `${kind} (${n} ${n === 1 ? 'item' : 'items'})`;
}

/**
 * Products with job_type 2 count as collection items, all others as the job's
 * own items: service items on a service call (type 1 read as Service), delivery
 * items otherwise; only kinds with items are shown, joined by ' / '. No
 * products → the job type label.
 */
export function jobTypeSummary(job: Pick<Job, 'job_type' | 'job_type_reading' | 'products'>): string {
  const collection = job.products.filter((p) => p.job_type === JobType.Collection).length;
  const others = job.products.length - collection;
  const parts: string[] = [];
  if (collection > 0) parts.push(countLabel('Collection', collection));
  if (others > 0) parts.push(countLabel(isServiceCall(job) ? 'Service' : 'Delivery', others));
  return parts.length > 0 ? parts.join(' / ') : jobTypeLabelOf(job);
}
