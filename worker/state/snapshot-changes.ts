/**
 * What the engine pushes to the UI: the fields of the snapshot that changed since the last push (the first
 * push of a listener: every field). A field counts as changed when it is not the same value: the state is
 * patched, never mutated, so an untouched field keeps its identity. A day's jobs (about 1 MB for 500) then
 * cross to the main thread only when they changed, not with every upload progress tick or sync count; and
 * when only some of them changed, only those cross (`jobsPatch`, domain/job/jobs-patch.ts).
 */
import { jobsPatch } from '@domain/job/jobs-patch';
import type { EngineSnapshot, SnapshotChanges } from '../engine-shapes';

/** The fields of `next` that differ from `before` (all of them when there is no `before`). */
export function snapshotChanges(before: EngineSnapshot | null, next: EngineSnapshot): SnapshotChanges {
  if (before === null) return next;
  const keys = Object.keys(next) as (keyof EngineSnapshot)[];
  const changed = keys.filter((key) => !Object.is(before[key], next[key]));
  const { jobs, ...fields }: SnapshotChanges = Object.fromEntries(changed.map((key) => [key, next[key]]));
  if (jobs === undefined) return fields;
  const patch = jobsPatch(before.jobs, jobs);
  if (patch === null) return { ...fields, jobs };
  // A new array of the very same jobs in the same order changed nothing the UI shows.
  return patch.ids === null && patch.changed.length === 0 ? fields : { ...fields, jobsPatch: patch };
}
