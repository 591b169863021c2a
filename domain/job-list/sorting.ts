/** Product rule 4.6: list order: manifests by start_time, the schedule by arrival_time. Stable, never in place. */
import { timestampMs } from '../time/dates';
import type { Job, Manifest } from '../job/job';

/** Orders two time texts: valid moments by time, then unreadable ones by their text. */
function compareTimes(a: string, b: string): number {
  const ma = timestampMs(a);
  const mb = timestampMs(b);
  if (ma !== null && mb !== null) return ma - mb;
  if (ma !== null) return -1;
  if (mb !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Manifests ordered by start_time (a new array). */
export function sortManifests(m: Manifest[]): Manifest[] {
  return [...m].sort((a, b) => compareTimes(a.start_time, b.start_time));
}

/** The time a job is scheduled by: arrival_time, else start_time. */
export function scheduleTimeOf(job: Pick<Job, 'arrival_time' | 'start_time'>): string {
  return job.arrival_time || job.start_time;
}

/** Jobs ordered by arrival_time, falling back to start_time (a new array). */
export function sortSchedule(jobs: Job[]): Job[] {
  return [...jobs].sort((a, b) => compareTimes(scheduleTimeOf(a), scheduleTimeOf(b)));
}
