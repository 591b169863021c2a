/** The driver's view of the sync (SyncStatus) from what waits and how the last pass went. */
import type { SyncStatus, UploadProgress } from '../engine-shapes';

/** What the status is made from. */
export interface SyncFacts {
  pendingChanges: number;
  pendingPhotos: number;
  running: boolean;
  online: boolean;
  /** The last pass's error, or null when it went cleanly. */
  problem: string | null;
  /** Uploads in flight. */
  uploads: UploadProgress[];
}

function stateOf(facts: SyncFacts): SyncStatus['state'] {
  if (facts.running) return 'syncing';
  if (facts.pendingChanges + facts.pendingPhotos === 0) return 'idle';
  if (!facts.online) return 'offline';
  return facts.problem !== null ? 'stuck' : 'idle';
}

/** syncing while a pass runs; with work waiting: offline, else stuck on an error; otherwise idle. */
export function syncStatusOf(facts: SyncFacts): SyncStatus {
  const state = stateOf(facts);
  return {
    state,
    pendingChanges: facts.pendingChanges,
    pendingPhotos: facts.pendingPhotos,
    pendingJobs: 0,
    pendingSignatures: 0,
    attention: 0,
    lastError: state === 'stuck' ? facts.problem : null,
    uploads: facts.uploads,
  };
}
