/** Product rule 4.6: refresh merge: stored local changes win over the server copy, then paid balances apply. */
import type { Job } from '../job/job';
import { leftOutJobs, withoutLeftOutMark } from './left-out-jobs';
import type { LeftOutRule } from './left-out-jobs';

/** The job with its balance marked paid (a new object; account_balance 0). */
export function withBalancePaid(job: Job): Job {
  return { ...job, delivery_job: { ...job.delivery_job, balance_paid: true, account_balance: 0 } };
}

/**
 * A stored job with the same id and end_time replaces the server copy (its
 * noLongerAssigned mark cleared: the gateway lists it again). With a `leftOut`
 * rule (a driver's list), the day's stored jobs with the driver's work waiting
 * that the server left out follow, marked noLongerAssigned (left-out-jobs.ts). Then
 * jobs listed in balancePaidJobIds get balance_paid true and account_balance 0.
 * Inputs are never mutated; the result follows the server order, kept jobs last.
 */
export function mergeJobs(
  serverJobs: Job[],
  storedJobs: Job[],
  balancePaidJobIds: string[],
  leftOut: LeftOutRule | null = null,
): Job[] {
  const storedById = new Map<string, Job>();
  for (const stored of storedJobs) {
    if (!storedById.has(stored.id)) storedById.set(stored.id, stored);
  }
  const paid = new Set(balancePaidJobIds);
  const listed = serverJobs.map((serverJob) => {
    const stored = storedById.get(serverJob.id);
    return stored !== undefined && stored.end_time === serverJob.end_time
      ? withoutLeftOutMark(stored)
      : serverJob;
  });
  const kept = leftOut === null ? [] : leftOutJobs(serverJobs, [...storedById.values()], leftOut);
  return [...listed, ...kept].map((job) => (paid.has(job.id) ? withBalancePaid(job) : job));
}
