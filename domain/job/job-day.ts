/** Product rules 4.10 and 6.2: the "is today" gate: drivers fail or complete a job only on its own day. */
import { isSameDay, isoDayOf } from '../time/dates';
import type { DateInput } from '../time/dates';
import type { Job } from './job';

/**
 * What a driver is told of a change to a job of another day, by the phone as they save it and by the gateway
 * when it comes late (server/jobs/job-write-access.ts).
 */
export const OTHER_DAY_MESSAGE =
  'Drivers can change a job only on its own day (a change saved that day may be sent later); an admin can change this job.';

/** True when the job starts on the local day of now. */
export function isJobToday(job: Pick<Job, 'start_time'>, now: DateInput): boolean {
  const today = isoDayOf(now);
  return today !== null && isSameDay(job.start_time, today);
}

/** Admins may always act on a job; drivers only on the job's own day. */
export function canActOnJob(input: {
  job: Pick<Job, 'start_time'>;
  admin: boolean;
  now: DateInput;
}): boolean {
  return input.admin || isJobToday(input.job, input.now);
}
