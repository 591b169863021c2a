/** Which tabs of the job screen a job shows (product rule 2.8). */
import type { Job } from './job';

/** visit_status value for which the History tab is hidden. */
const HISTORY_HIDDEN_VISIT_STATUS = 1;

/** True unless the job's visit_status is 1: the History tab is hidden then (Overview and Items always show). */
export function historyTabShown(job: Pick<Job, 'visit_status'>): boolean {
  return job.visit_status !== HISTORY_HIDDEN_VISIT_STATUS;
}
