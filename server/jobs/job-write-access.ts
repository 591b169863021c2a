/**
 * Who may write a job's outcome and evidence (spec §6): a driver only their
 * own branch's and driver id's jobs, and only on the job's own day; an admin
 * any job of their branch, of any day. A job outside the caller's scope is
 * answered as if it did not exist (404), so ids of other branches leak nothing.
 */
import { isAdminPrincipal } from '../auth/principal';
import type { UserPrincipal } from '../auth/principal';
import { ApiError } from '../http/api-error';
import { jobScopeOf } from './job-scope';
import type { JobOwnership } from '../store/job-ownership';

export { jobOwnershipById, jobOwnershipByOrderNumber } from '../store/job-ownership';
export type { JobOwnership } from '../store/job-ownership';

/** The message a driver gets for a job of another day. */
export const OTHER_DAY_MESSAGE = "Drivers can change only today's jobs; an admin can change this job.";

/** True when the job is in the user's scope (branch, and driver id for drivers), whatever its day. */
export function inScope(user: UserPrincipal, job: JobOwnership): boolean {
  const scope = jobScopeOf(user);
  return job.branch === scope.branch && (scope.driverid === null || job.driverid === scope.driverid);
}

/** Why the user may not write the job (404 out of scope or unknown, 403 another day), or null when they may. */
export function writeRefusal(user: UserPrincipal, job: JobOwnership | null, today: string): ApiError | null {
  if (!job || !inScope(user, job)) return new ApiError(404, 'Job not found');
  if (!isAdminPrincipal(user) && job.date !== today) return new ApiError(403, OTHER_DAY_MESSAGE);
  return null;
}

/** The job when the user may write it; otherwise throws the refusal. */
export function requireWritable<T extends JobOwnership>(
  user: UserPrincipal,
  job: T | null,
  today: string,
): T {
  const refusal = writeRefusal(user, job, today);
  if (refusal || !job) throw refusal ?? new ApiError(404, 'Job not found');
  return job;
}
