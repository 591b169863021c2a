/**
 * A closed job: its outcome is final (Job Complete, No fix Required, Failed).
 * One rule for the UI and the engine: the job screen shows the outcome instead
 * of the action buttons, the outcome forms lock, and the engine refuses a
 * driver's outcome save on a job stored closed (an admin's completion the phone
 * has learnt must not be overwritten by a form that was already open).
 * Suspended is not closed: the driver takes the job up again later.
 */
import { formatDateTimeEnGb } from '../time/dates';
import { messages } from '../app/messages';
import { JobOutcomeStatus, jobOutcomeLabels } from './enums';
import type { Job } from './job';

const closedOutcomes: ReadonlySet<number> = new Set([
  JobOutcomeStatus.JobComplete,
  JobOutcomeStatus.NoFixRequired,
  JobOutcomeStatus.Failed,
]);

/** True when the job's outcome is final. */
export function isClosedJob(job: Pick<Job, 'job_outcome_status'>): boolean {
  return closedOutcomes.has(job.job_outcome_status);
}

/** The plain words for a change refused on a closed job: its outcome and, when known, when it was decided. */
export function closedJobMessage(job: Pick<Job, 'job_outcome_status' | 'job_outcome_time'>): string {
  const when = job.job_outcome_time ? formatDateTimeEnGb(job.job_outcome_time) : '';
  return messages.jobAlreadyClosed(jobOutcomeLabels[job.job_outcome_status], when === '' ? null : when);
}
