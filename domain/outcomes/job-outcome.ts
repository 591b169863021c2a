/** Product rules 4.7 and 4.8: job outcome transitions. Each returns a new Job and never mutates its input. */
import { formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';
import { JobOutcomeStatus, NoteType } from '../job/enums';
import type { SuspendReason } from '../job/enums';
import type { Job, Note } from '../job/job';
import { limitText } from '../app/text-limit';

/** Failed Delivery/Collection/Job with the reason and the time; the job is marked changed. */
export function applyFailure(job: Job, reasonId: number, now: DateInput): Job {
  return {
    ...job,
    job_outcome_status: JobOutcomeStatus.Failed,
    job_outcome_time: formatTimestamp(now),
    delivery_job: { ...job.delivery_job, job_failed_reason: reasonId },
    changed: true,
  };
}

/** Backing out of the failed screen with no change: reason 0 and Not Started. */
export function resetFailure(job: Job): Job {
  return {
    ...job,
    job_outcome_status: JobOutcomeStatus.NotStarted,
    delivery_job: { ...job.delivery_job, job_failed_reason: 0 },
  };
}

/** A new job note (id '' until the gateway gives it one), dated now, its text cut to 150 characters. */
export function newJobNote(note: string, now: DateInput): Note {
  return { id: '', type: NoteType.JobNote, note: limitText(note), date: formatTimestamp(now), new: true };
}

/**
 * Suspended with the reason; the note becomes a new job note on the first
 * customer (when the job has one); the job is marked changed.
 */
export function applySuspension(job: Job, reason: SuspendReason, note: string, now: DateInput): Job {
  const [first, ...others] = job.customer;
  return {
    ...job,
    job_outcome_status: JobOutcomeStatus.Suspended,
    job_suspend_reason: reason,
    customer: first ? [{ ...first, notes: [...first.notes, newJobNote(note, now)] }, ...others] : [],
    changed: true,
  };
}

/** The job with requiresSync set to value. */
export function markRequiresSync(job: Job, value: boolean): Job {
  return { ...job, requiresSync: value };
}
