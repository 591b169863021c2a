/**
 * Why a driver's outcome form (suspend, failed) can no longer save: the
 * engine refused it because the job is closed, or the job as the phone now
 * stores it was closed while the form was open (an admin's completion learnt
 * from a refresh or a settled conflict). The form shows the words and its
 * Save stays disabled. A form's own save closes the job while it runs, so a
 * submitting form is not locked by the job; admins are not locked (their
 * saves are not refused).
 */
import { closedJobMessage, isClosedJob } from '@domain/job/closed-job';
import type { Job } from '@domain/job/job';

/** What the form knows. */
export interface ClosedJobLockInput {
  job: Job;
  admin: boolean;
  submitting: boolean;
  /** The engine's closed-job refusal of the last save, or null. */
  refusal: string | null;
}

/** The message that locks the form, or null when it may save. */
export function closedJobLock({ job, admin, submitting, refusal }: ClosedJobLockInput): string | null {
  if (refusal !== null) return refusal;
  if (admin || submitting || !isClosedJob(job)) return null;
  return closedJobMessage(job);
}
