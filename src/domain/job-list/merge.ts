/** Spec §4 refresh merge: stored local changes win over the server copy, then paid balances apply. */
import type { Job } from '../job/job';

/** The job with its balance marked paid (a new object; account_balance 0). */
export function withBalancePaid(job: Job): Job {
  return { ...job, delivery_job: { ...job.delivery_job, balance_paid: true, account_balance: 0 } };
}

/**
 * A stored job with the same id and end_time replaces the server copy; then jobs
 * listed in balancePaidJobIds get balance_paid true and account_balance 0.
 * Inputs are never mutated; the result follows the server order.
 */
export function mergeJobs(serverJobs: Job[], storedJobs: Job[], balancePaidJobIds: string[]): Job[] {
  const storedById = new Map<string, Job>();
  for (const stored of storedJobs) {
    if (!storedById.has(stored.id)) storedById.set(stored.id, stored);
  }
  const paid = new Set(balancePaidJobIds);
  return serverJobs.map((serverJob) => {
    const stored = storedById.get(serverJob.id);
    const job = stored !== undefined && stored.end_time === serverJob.end_time ? stored : serverJob;
    return paid.has(job.id) ? withBalancePaid(job) : job;
  });
}
