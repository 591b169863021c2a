/** Which spec §2 list message, if any, replaces the job list. */
import type { Job } from '../../domain/job';
import { messages } from '../../domain/messages';

/** "Loading..." before the first jobs, "No jobs for this date!" for none, "Jobs for this date are completed" when all are hidden; else null. */
export function listMessageFor(input: { loaded: boolean; jobs: Job[]; visible: Job[] }): string | null {
  if (!input.loaded) return messages.loading;
  if (input.jobs.length === 0) return messages.noJobsForDate;
  if (input.visible.length === 0) return messages.jobsCompleted;
  return null;
}
