/** Product rule 4.1: startup rule: whether locally stored jobs are still fresh enough to keep. */
import { STORED_JOBS_MAX_AGE_MS } from '../app/constants';
import { isSameDay, timestampMs, todayIso } from '../time/dates';
import type { DownloadInfo, Job } from '../job/job';

/** What the keep/drop decision looks at. */
export interface StoredJobsInput {
  jobs: Pick<Job, 'start_time'>[];
  download: DownloadInfo[];
  now: Date | number;
}

/** Epoch ms of the latest valid download created_at, or null when there is none. */
export function latestDownloadMs(download: DownloadInfo[]): number | null {
  let latest: number | null = null;
  for (const entry of download) {
    const ms = timestampMs(entry.created_at);
    if (ms !== null && (latest === null || ms > latest)) latest = ms;
  }
  return latest;
}

/** Why stored jobs must be dropped (for the log), or null when they may be kept. */
export function staleStoredJobsReason(input: StoredJobsInput): string | null {
  const first = input.jobs[0];
  if (first === undefined) return 'no stored jobs';
  const today = todayIso(input.now);
  if (!isSameDay(first.start_time, today))
    return `first job starts ${first.start_time}, not today (${today})`;
  const latest = latestDownloadMs(input.download);
  if (latest === null) return 'no download time';
  const ageMs = new Date(input.now).getTime() - latest;
  if (ageMs >= STORED_JOBS_MAX_AGE_MS) return `download is ${Math.floor(ageMs / 60_000)} minutes old`;
  return null;
}

/** Keep only if the first job starts today and the latest download is less than 18 h old. */
export function shouldKeepStoredJobs(input: StoredJobsInput): boolean {
  return staleStoredJobsReason(input) === null;
}
