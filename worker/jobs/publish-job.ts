/** Shows a changed job at once: in the displayed list (when there) and as the active job (when it is). */
import type { Job } from '@domain/job/job';
import type { StateCell } from '../state/state-cell';

/** Replaces the job, by id, wherever the state shows it. */
export function publishJob(state: StateCell, job: Job): void {
  const { jobs, activeJob } = state.current;
  const listed = jobs.some((entry) => entry.id === job.id);
  const active = activeJob?.id === job.id;
  if (!listed && !active) return;
  state.update({
    ...(listed ? { jobs: jobs.map((entry) => (entry.id === job.id ? job : entry)) } : {}),
    ...(active ? { activeJob: job } : {}),
  });
}
