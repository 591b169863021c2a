/**
 * Who may write a job's outcome and evidence (product rules 6.1 and 6.2): an admin any job of
 * their branch, of any day; a driver only their own branch's and driver id's
 * jobs, on the job's own day, or later when the request says it was saved on
 * the job's own day (Doorstep-Saved-At, within the send window): the work of a
 * day spent offline, sent when the signal returns after midnight. That is the
 * phone's own rule (domain/job/job-day.ts) checked at the moment the change
 * was saved, in the gateway's time zone. Late work may never overwrite someone
 * else's change unseen: a late job update must name the revision it was based
 * on (If-Match), so a stale one gets 409 JOB_CHANGED and is kept as a record.
 * A job of a later day is refused as ever. A job outside the caller's scope is
 * answered as if it did not exist (404), so ids of other branches leak nothing.
 *
 *   in scope? ──no──▶ 404        admin ─▶ allowed        the job's day is today ─▶ allowed
 *   earlier day, saved on the job's day, names its base revision (or only adds evidence)?
 *     ──no──▶ 403 OTHER_DAY_MESSAGE
 *     ──yes─▶ saved within the send window? ──yes─▶ allowed   ──no──▶ 422 SAVED_TOO_LONG_AGO
 */
import { isSameDay, todayIso } from '@domain/time/dates';
import { OTHER_DAY_MESSAGE } from '@domain/job/job-day';
import { withinSendWindow } from '@domain/sync/sync-window';
import { isAdminPrincipal } from '../auth/principal';
import type { UserPrincipal } from '../auth/principal';
import { ApiError } from '../http/api-error';
import { savedTooLongAgo } from '../http/send-window';
import { jobScopeOf } from './job-scope';
import type { JobOwnership } from '../store/job-ownership';

export { jobOwnershipById, jobOwnershipByOrderNumber } from '../store/job-ownership';
export type { JobOwnership } from '../store/job-ownership';

/** What a write request says about itself that the write rule reads. */
export interface WriteClaim {
  /** The gateway's time now. */
  now: Date;
  /** When the change was saved on the phone (Doorstep-Saved-At, epoch ms), or null when not said. */
  savedAt: number | null;
  /**
   * True when the write may overwrite someone else's change unseen: a job
   * update that names no base revision (no If-Match, or "*"). Evidence that
   * only adds (a risk assessment, a photo, an upload grant) never does.
   */
  overwrites: boolean;
}

/** The claim of a write that only adds evidence (never overwrites), saved at savedAt (null: not said). */
export function evidenceClaim(now: Date, savedAt: number | null): WriteClaim {
  return { now, savedAt, overwrites: false };
}

/** True when the job is in the user's scope (branch, and driver id for drivers), whatever its day. */
export function inScope(user: UserPrincipal, job: JobOwnership): boolean {
  const scope = jobScopeOf(user);
  return job.branch === scope.branch && (scope.driverid === null || job.driverid === scope.driverid);
}

/** Why a driver may not write a job of another day than today (403, or 422 when saved too long ago), or null. */
function otherDayRefusal(job: JobOwnership, claim: WriteClaim): ApiError | null {
  const { savedAt, now } = claim;
  const savedOnJobDay = savedAt !== null && isSameDay(savedAt, job.date);
  if (!savedOnJobDay || claim.overwrites || job.date > todayIso(now))
    return new ApiError(403, OTHER_DAY_MESSAGE);
  return withinSendWindow(savedAt, now.getTime()) ? null : savedTooLongAgo(savedAt);
}

/** Why the user may not write the job (404 out of scope or unknown, 403 another day, 422 too old), or null. */
export function writeRefusal(
  user: UserPrincipal,
  job: JobOwnership | null,
  claim: WriteClaim,
): ApiError | null {
  if (!job || !inScope(user, job)) return new ApiError(404, 'Job not found');
  if (isAdminPrincipal(user) || job.date === todayIso(claim.now)) return null;
  return otherDayRefusal(job, claim);
}

/** The job when the user may write it; otherwise throws the refusal. */
export function requireWritable<T extends JobOwnership>(
  user: UserPrincipal,
  job: T | null,
  claim: WriteClaim,
): T {
  const refusal = writeRefusal(user, job, claim);
  if (refusal || !job) throw refusal ?? new ApiError(404, 'Job not found');
  return job;
}
