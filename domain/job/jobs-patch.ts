/**
 * A day's jobs sent as what changed: the jobs that are not the same objects as before (the
 * engine patches its state and never mutates it, so a job nothing touched keeps its identity), with the
 * list's ids in order only when the list itself changed (a job added, dropped or moved). A photo uploading on
 * one job of a 500-job day then carries that one job to the main thread, a few KB, not the day, about 1 MB,
 * whose deserialising alone was a 40–70 ms task on a phone at CPU 4× after every upload.
 */
import type { Job } from './job';

/** What changed in a list of jobs. */
export interface JobsPatch {
  /** Every job's id in the list's order; null when the ids and their order did not change. */
  ids: string[] | null;
  /** The jobs that changed and the jobs new to the list. */
  changed: Job[];
}

const idsOf = (jobs: readonly Job[]) => jobs.map((job) => job.id);

/** The patch from `before` to `next`; null when a patch would not be smaller (most jobs changed, or ids repeat). */
export function jobsPatch(before: readonly Job[], next: readonly Job[]): JobsPatch | null {
  const previous = new Map(before.map((job) => [job.id, job]));
  const changed = next.filter((job) => previous.get(job.id) !== job);
  if (changed.length * 2 > next.length || new Set(idsOf(next)).size !== next.length) return null;
  const sameIds = before.length === next.length && next.every((job, index) => before[index]?.id === job.id);
  return { ids: sameIds ? null : idsOf(next), changed };
}

/** The jobs after the patch. Throws when the patch names a job that neither it nor `before` holds. */
export function applyJobsPatch(before: readonly Job[], patch: JobsPatch): Job[] {
  const byId = new Map(before.map((job) => [job.id, job]));
  for (const job of patch.changed) byId.set(job.id, job);
  return (patch.ids ?? idsOf(before)).map((id) => {
    const job = byId.get(id);
    if (job === undefined)
      throw new Error(`The engine's jobs patch names job ${id}, which the page does not hold.`);
    return job;
  });
}
