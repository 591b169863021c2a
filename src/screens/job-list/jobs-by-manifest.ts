/** The day's visible jobs split by van manifest, and the equality that keeps a van's list from re-rendering. */
import type { Job } from '@domain/job/job';

/** The jobs of each manifest id, in the order given. */
export function jobsByManifest(jobs: readonly Job[]): ReadonlyMap<string, readonly Job[]> {
  const groups = new Map<string, Job[]>();
  for (const job of jobs) {
    const group = groups.get(job.manifest_id);
    if (group === undefined) groups.set(job.manifest_id, [job]);
    else group.push(job);
  }
  return groups;
}

/** The same jobs, as the same objects, in the same order. */
export function sameJobs(a: readonly Job[], b: readonly Job[]): boolean {
  return a === b || (a.length === b.length && a.every((job, index) => job === b[index]));
}
