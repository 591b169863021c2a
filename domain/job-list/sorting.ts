/** Product rule 4.6: list order: manifests by start_time, the schedule by arrival_time. Stable, never in place. */
import { timestampMs } from '../time/dates';
import type { Job, Manifest } from '../job/job';

/** A time text with its moment, read once (null: unreadable). */
interface TimeKey {
  text: string;
  ms: number | null;
}

/** Orders two time texts: valid moments by time, then unreadable ones by their text. */
function compareTimes(a: TimeKey, b: TimeKey): number {
  if (a.ms !== null && b.ms !== null) return a.ms - b.ms;
  if (a.ms !== null) return -1;
  if (b.ms !== null) return 1;
  return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
}

/**
 * The items ordered by their time texts (a new array, stable). Each text is read as a moment once, not at
 * every comparison: a sort compares n·log n times, and reading a moment is most of a comparison's cost.
 */
function sortByTime<T>(items: readonly T[], timeOf: (item: T) => string): T[] {
  const keyed = items.map((item) => {
    const text = timeOf(item);
    return { item, key: { text, ms: timestampMs(text) } };
  });
  keyed.sort((a, b) => compareTimes(a.key, b.key));
  return keyed.map(({ item }) => item);
}

/** Manifests ordered by start_time (a new array). */
export function sortManifests<M extends Pick<Manifest, 'start_time'>>(m: readonly M[]): M[] {
  return sortByTime(m, (manifest) => manifest.start_time);
}

/** The time a job is scheduled by: arrival_time, else start_time. */
export function scheduleTimeOf(job: Pick<Job, 'arrival_time' | 'start_time'>): string {
  return job.arrival_time || job.start_time;
}

/** Jobs ordered by arrival_time, falling back to start_time (a new array). */
export function sortSchedule<J extends Pick<Job, 'arrival_time' | 'start_time'>>(jobs: readonly J[]): J[] {
  return sortByTime(jobs, scheduleTimeOf);
}
