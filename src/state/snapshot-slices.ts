/**
 * Slices of the engine snapshot, one atom per field, so a screen re-renders
 * only when the part it reads changed. Snapshots arrive structurally shared
 * (receive-snapshot.ts): a field that did not change keeps its identity, and
 * jotai skips every reader of an atom whose value is the same object as
 * before. Screens read the snapshot only through these (and sync-slices.ts):
 * the whole snapshot would re-render them on every push, upload progress
 * included.
 */
import { atom, type Atom } from 'jotai';
import { useStoredValue } from './use-stored-value';
import type { EngineSnapshot } from '../engine';
import { snapshotAtom } from './snapshot-atom';

type Field = keyof EngineSnapshot;

const fieldAtoms = new Map<Field, Atom<unknown>>();

/** The atom of one snapshot field (made once per field). */
export function snapshotFieldAtom<K extends Field>(key: K): Atom<EngineSnapshot[K]> {
  let found = fieldAtoms.get(key);
  if (found === undefined) {
    found = atom((get) => get(snapshotAtom)[key]);
    fieldAtoms.set(key, found);
  }
  return found as Atom<EngineSnapshot[K]>;
}

/** One field of the latest snapshot; re-renders only when that field changed. */
export function useSnapshotField<K extends Field>(key: K): EngineSnapshot[K] {
  return useStoredValue(snapshotFieldAtom(key));
}

/** The day's jobs (every job of displayDate; filter with visibleJobs()). */
export function useJobs(): EngineSnapshot['jobs'] {
  return useSnapshotField('jobs');
}

/** The day's van manifests. */
export function useManifests(): EngineSnapshot['manifests'] {
  return useSnapshotField('manifests');
}

/** Conflict notices to show until dismissed. */
export function useNotices(): EngineSnapshot['notices'] {
  return useSnapshotField('notices');
}

/** The logged-in user's changes that need attention. */
export function useAttention(): EngineSnapshot['attention'] {
  return useSnapshotField('attention');
}

/** The login, or null when logged out. */
export function useLogin(): EngineSnapshot['login'] {
  return useSnapshotField('login');
}

/** Whether the engine believes the device is online. */
export function useOnline(): boolean {
  return useSnapshotField('online');
}

const attentionJobIdsAtom = atom(
  (get) => new Set(get(snapshotFieldAtom('attention')).map((item) => item.jobId)),
);

/** Whether one of the job's changes needs attention; re-renders only when the attention list changed. */
export function useNeedsAttention(jobId: string): boolean {
  return useStoredValue(attentionJobIdsAtom).has(jobId);
}
