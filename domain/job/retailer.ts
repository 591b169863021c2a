/** Product rules 2.5 and 9.12: the retailer id of a job, with the default retailer code when the job has none. */
import { DEFAULT_RETAILER_CODE } from '../app/constants';
import type { Job } from './job';

/** The job's delivery_job.retailer_id as text, or DEFAULT_RETAILER_CODE when missing or blank. */
export function retailerIdOf(job: Pick<Job, 'delivery_job'>): string {
  const id = job.delivery_job.retailer_id;
  if (id === null || id === undefined) return DEFAULT_RETAILER_CODE;
  const text = String(id).trim();
  return text === '' ? DEFAULT_RETAILER_CODE : text;
}

/** Distinct retailer ids of the jobs, in first-seen order (one reason-code call each). */
export function distinctRetailerIds(jobs: Pick<Job, 'delivery_job'>[]): string[] {
  return [...new Set(jobs.map(retailerIdOf))];
}
