/**
 * A job the office gives to another driver leaves the gateway's list
 * of its day. While one of the driver's own changes of it still waits to be
 * sent or needs the driver's attention it stays on the phone's list of that
 * day, marked noLongerAssigned, so the driver can still find it, Retry or
 * Discard. Once nothing of it waits, the next refresh drops it. Another user's
 * waiting work never puts a job on this driver's list (a shared phone).
 *
 *   stored job of the day, the driver's work waiting, not in the gateway's list ──▶ kept, marked
 *   stored job the gateway lists again ──────────────────────────────────────────▶ mark cleared
 *   nothing of it waits (sent, or discarded) ────────────────────────────────────▶ dropped
 */
import { isSameDay } from '../time/dates';
import type { Job } from '../job/job';

/** Which left-out jobs a driver's list keeps. */
export interface LeftOutRule {
  /** The ISO day of the list: only jobs starting that day are kept. */
  day: string;
  /** The jobs with the driver's own changes waiting (unsent, or needing attention). */
  waitingJobIds: ReadonlySet<string>;
}

/** True when the job is on the list only because its unsent work is on this phone. */
export function isNoLongerAssigned(job: Pick<Job, 'noLongerAssigned'>): boolean {
  return job.noLongerAssigned === true;
}

/** The job without the mark (the same object when it has none). */
export function withoutLeftOutMark(job: Job): Job {
  if (job.noLongerAssigned === undefined) return job;
  const { noLongerAssigned: _mark, ...rest } = job;
  return rest;
}

/**
 * The stored jobs of the rule's day that await sync with the driver's own work
 * and that the gateway's list left out, each marked noLongerAssigned, in the
 * given order.
 */
export function leftOutJobs(
  serverJobs: readonly Job[],
  storedJobs: readonly Job[],
  rule: LeftOutRule,
): Job[] {
  const listed = new Set(serverJobs.map((job) => job.id));
  return storedJobs
    .filter(
      (job) =>
        !listed.has(job.id) &&
        job.requiresSync === true &&
        rule.waitingJobIds.has(job.id) &&
        isSameDay(job.start_time, rule.day),
    )
    .map((job) => (isNoLongerAssigned(job) ? job : { ...job, noLongerAssigned: true }));
}
