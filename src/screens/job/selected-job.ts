/** Which job a job screen shows (spec §2): the navigation state first, then a lookup by id. */
import type { Job } from '../../domain/job';

function isJobFor(value: unknown, jobId: string): value is Job {
  return typeof value === 'object' && value !== null && (value as { id?: unknown }).id === jobId;
}

/** The job handed over as navigation state when it matches the route's id, else the snapshot's job with that id. */
export function selectedJob(jobId: string, navigationState: unknown, jobs: Job[]): Job | null {
  if (isJobFor(navigationState, jobId)) return navigationState;
  return jobs.find((job) => job.id === jobId) ?? null;
}
