/** Product rule 4.3: job list visibility and the "parts required" test. */
import { JobOutcomeStatus, TaskOutcomeStatus } from '../job/enums';
import type { Job } from '../job/job';

/** True when the job's task outcome is Parts Required or any product needs parts. */
export function needsParts(job: Pick<Job, 'task_outcome_status' | 'products'>): boolean {
  return (
    job.task_outcome_status === TaskOutcomeStatus.PartsRequired ||
    job.products.some((product) => product.parts_required === true)
  );
}

/**
 * No fix Required and Failed are hidden unless awaiting sync; Job Complete is
 * hidden unless parts are needed or it awaits sync; every other job shows.
 */
export function isJobVisible(
  job: Pick<Job, 'job_outcome_status' | 'requiresSync' | 'task_outcome_status' | 'products'>,
): boolean {
  const awaitingSync = job.requiresSync === true;
  switch (job.job_outcome_status) {
    case JobOutcomeStatus.NoFixRequired:
    case JobOutcomeStatus.Failed:
      return awaitingSync;
    case JobOutcomeStatus.JobComplete:
      return awaitingSync || needsParts(job);
    default:
      return true;
  }
}

/** The jobs the list shows, in their given order. */
export function visibleJobs(jobs: Job[]): Job[] {
  return jobs.filter(isJobVisible);
}

/** The jobs of the "Today's Calls Needing Parts" variant, in their given order. */
export function jobsNeedingParts(jobs: Job[]): Job[] {
  return jobs.filter(needsParts);
}
