/**
 * The sync status in two slices: what the bar says (state, counts, last error)
 * and the photos going up with their progress. A progress tick changes only
 * `sync.uploads`, so only the progress display re-renders for it.
 */
import { atom } from 'jotai';
import { useStoredValue } from './use-stored-value';
import { selectAtom } from 'jotai/utils';
import type { SyncStatus, UploadProgress } from '../engine';
import { snapshotFieldAtom } from './snapshot-slices';

/** The sync status without the uploads in flight. */
export type SyncCounts = Omit<SyncStatus, 'uploads'>;

function withoutUploads(sync: SyncStatus): SyncCounts {
  const { uploads: _uploads, ...counts } = sync;
  return counts;
}

function sameCounts(a: SyncCounts, b: SyncCounts): boolean {
  const keys = Object.keys(a) as (keyof SyncCounts)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const syncAtom = snapshotFieldAtom('sync');

/** State, counts and last error of the sync: the same object while none of them changed (upload progress). */
export const syncCountsAtom = selectAtom(syncAtom, withoutUploads, sameCounts);

/** The photos going up right now, with their progress. */
export const uploadsAtom = atom((get) => get(syncAtom).uploads);

/** What the sync bar says; re-renders only when the state, a count or the error changed. */
export function useSyncCounts(): SyncCounts {
  return useStoredValue(syncCountsAtom);
}

/** The uploads in flight; re-renders on every progress tick. */
export function useUploads(): UploadProgress[] {
  return useStoredValue(uploadsAtom);
}
