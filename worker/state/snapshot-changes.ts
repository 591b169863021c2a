/**
 * What the engine pushes to the UI: the fields of the snapshot that changed since the last push (the first
 * push of a listener: every field). A field counts as changed when it is not the same value: the state is
 * patched, never mutated, so an untouched field keeps its identity. A day's jobs (about 1 MB for 500) then
 * cross to the main thread only when they changed, not with every upload progress tick or sync count.
 */
import type { EngineSnapshot, SnapshotChanges } from '../engine-shapes';

/** The fields of `next` that differ from `before` (all of them when there is no `before`). */
export function snapshotChanges(before: EngineSnapshot | null, next: EngineSnapshot): SnapshotChanges {
  if (before === null) return next;
  const keys = Object.keys(next) as (keyof EngineSnapshot)[];
  const changed = keys.filter((key) => !Object.is(before[key], next[key]));
  return Object.fromEntries(changed.map((key) => [key, next[key]]));
}
