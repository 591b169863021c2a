/** Which product rule 2.6 list message, if any, replaces a job list. */
import type { Job } from '../job/job';
import { messages } from '../app/messages';

/** What a job list knows about its date: whether its jobs have arrived, all of them, the visible ones, the connection. */
export interface JobListState {
  loaded: boolean;
  online: boolean;
  jobs: Job[];
  visible: Job[];
}

/**
 * "Loading..." before the first jobs (offline, the note that they load once back online instead),
 * "No jobs for this date!" for none, "Jobs for this date are completed" when all are hidden; else null.
 */
export function listMessageFor(list: JobListState): string | null {
  if (!list.loaded) return list.online ? messages.loading : messages.jobsNotOnDeviceOffline;
  if (list.jobs.length === 0) return messages.noJobsForDate;
  if (list.visible.length === 0) return messages.jobsCompleted;
  return null;
}
