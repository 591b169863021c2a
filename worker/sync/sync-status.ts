/**
 * The driver's view of the sync (SyncStatus) from what waits and how the last
 * pass went. Changes that need attention are their own count: they never make
 * the state `stuck`, which means only that sending what waits keeps failing
 * (no answer, 5xx, a photo that would not go up) and the timer tries again.
 */
import type { SyncStatus, UploadProgress } from '../engine-shapes';
import type { PendingCounts } from './pending-work-count';

/** What the status is made from. */
export interface SyncFacts {
  pending: PendingCounts;
  running: boolean;
  online: boolean;
  /** The last pass's error that will be retried, or null when it went cleanly. */
  problem: string | null;
  /** Uploads in flight. */
  uploads: UploadProgress[];
}

function stateOf(facts: SyncFacts): SyncStatus['state'] {
  if (facts.running) return 'syncing';
  if (facts.pending.changes + facts.pending.photos === 0) return 'idle';
  if (!facts.online) return 'offline';
  return facts.problem !== null ? 'stuck' : 'idle';
}

/** syncing while a pass runs; with work waiting: offline, else stuck on an error; otherwise idle. */
export function syncStatusOf(facts: SyncFacts): SyncStatus {
  const state = stateOf(facts);
  const { pending } = facts;
  return {
    state,
    pendingChanges: pending.changes,
    pendingPhotos: pending.photos,
    pendingJobs: pending.jobs,
    pendingSignatures: pending.signatures,
    attention: pending.attention,
    lastError: state === 'stuck' ? facts.problem : null,
    uploads: facts.uploads,
  };
}
