/**
 * Which job a job screen shows (product rule 2.8): the navigation state first, then an
 * explicit argument, then the active job, then the snapshot's jobs by id (the
 * engine's stored jobs of any date are asked for when none of these has it).
 */
import type { Job } from '@domain/job/job';

/** Where a job screen may find its job without asking the engine. */
export interface JobCandidates {
  jobId: string;
  /** history.state of the page (the list hands the job over as navigation state). */
  navigationState: unknown;
  /** A job handed to the screen directly. */
  explicit?: Job | null;
  activeJob: Job | null;
  jobs: Job[];
}

function isJobFor(value: unknown, jobId: string): value is Job {
  return typeof value === 'object' && value !== null && (value as { id?: unknown }).id === jobId;
}

/** The first candidate whose id is the route's, in the order of product rule 2.8; null when the engine must be asked. */
export function selectedJob(candidates: JobCandidates): Job | null {
  const { jobId, navigationState, explicit, activeJob, jobs } = candidates;
  if (isJobFor(navigationState, jobId)) return navigationState;
  if (isJobFor(explicit, jobId)) return explicit;
  if (isJobFor(activeJob, jobId)) return activeJob;
  return jobs.find((job) => job.id === jobId) ?? null;
}

/**
 * The newest copy of the selected job: once the engine has opened it, its active
 * job is the stored copy (a navigation state is frozen when the link was followed).
 */
export function currentCopy(job: Job, activeJob: Job | null): Job {
  return activeJob !== null && activeJob.id === job.id ? activeJob : job;
}
