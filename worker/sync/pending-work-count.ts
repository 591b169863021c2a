/**
 * Counts what waits on the device for a user, in the driver's words (issue 12
 * hole 7): changes still to send, the distinct jobs they are about (a risk
 * assessment counts with its job), photos still `up` and which of those are
 * signatures, and apart from all these the changes that need attention.
 */
import type { PendingWork } from '../../src/domain/sync/pending-work';
import type { EngineStorage } from '../../worker-shared/db/storage';
import { laneOf } from '../../worker-shared/records/outbox-entry';
import type { StoredOutboxEntry } from '../../worker-shared/records/outbox-entry';
import type { StoredPhotoSet } from '../../worker-shared/records/stored-photo';

/** What waits for a user. */
export interface PendingCounts extends PendingWork {
  /** Outbox entries still to send (pending, including those waiting behind an entry that needs attention). */
  changes: number;
  /** Photos and signatures still `up`. */
  photos: number;
  /** Distinct jobs among the pending changes and `up` photos. */
  jobs: number;
  /** Of photos, the signatures. */
  signatures: number;
  /** Entries that stopped retrying and wait for the user (Retry or Discard). */
  attention: number;
  /** True when a pass has something to do: an `up` photo, or a pending entry not behind one that needs attention. */
  sendable: boolean;
}

/** True for an entry that stopped retrying. */
export const needsAttention = (entry: StoredOutboxEntry): boolean => entry.state === 'attention';

/** Counts the owner's work (everyone's when owner is null) in these entries and photo sets. */
export function pendingCountsOf(
  entries: readonly StoredOutboxEntry[],
  sets: readonly StoredPhotoSet[],
  owner: string | null,
): PendingCounts {
  const mine = (item: { owner: string }) => owner === null || item.owner === owner;
  const owned = entries.filter(mine);
  const stopped = new Set(owned.filter(needsAttention).map(laneOf));
  const pending = owned.filter((entry) => !needsAttention(entry));
  const photos = sets.flatMap((set) => set.photos).filter((photo) => photo.status === 'up' && mine(photo));
  const jobs = new Set([...pending.map((entry) => entry.jobId), ...photos.map((photo) => photo.jobId)]);
  return {
    changes: pending.length,
    photos: photos.length,
    jobs: jobs.size,
    signatures: photos.filter((photo) => photo.purpose === 'signature').length,
    attention: owned.length - pending.length,
    sendable: photos.length > 0 || pending.some((entry) => !stopped.has(laneOf(entry))),
  };
}

/** The user's pending work; with no user (logged out), everyone's. */
export async function countPendingWork(storage: EngineStorage, owner: string | null): Promise<PendingCounts> {
  const [entries, sets] = await Promise.all([storage.outboxEntries(), storage.photoSets()]);
  return pendingCountsOf(entries, sets, owner);
}
