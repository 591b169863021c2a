/**
 * Counts what waits on the device for a user, in the driver's words, as
 * the sync bar says them: changes still to send, the distinct jobs they are about (a risk
 * assessment counts with its job), photos still `up` and which of those are
 * signatures, and apart from all these the changes that need attention. A photo
 * on hold (every change that needs it waits for the driver, or it was refused
 * and no change needs it: worker-shared/sending/photo-hold.ts) is not work to
 * send: it goes with its change's Retry.
 */
import type { PhoneWaitingWork } from '@domain/location/heartbeat-rules';
import type { PendingWork } from '@domain/sync/pending-work';
import type { EngineStorage } from '@worker-shared/db/storage';
import { laneOf } from '@worker-shared/stored/outbox-entry';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { StoredPhotoSet } from '@worker-shared/stored/stored-photo';
import { photoHoldOf, refusedPhotosIn } from '@worker-shared/sending/photo-hold';
import type { RefusedPhotos } from '@worker-shared/sending/photo-hold';

/** What waits for a user. */
export interface PendingCounts extends PendingWork {
  /** Outbox entries still to send (pending, including those waiting behind an entry that needs attention). */
  changes: number;
  /** Photos and signatures still `up` and not on hold. */
  photos: number;
  /** Distinct jobs among the pending changes and `up` photos. */
  jobs: number;
  /** Of photos, the signatures. */
  signatures: number;
  /** Entries that stopped retrying and wait for the user (Retry or Discard). */
  attention: number;
  /** True when a pass has something to do: a photo to send, or a pending entry not behind one that needs attention. */
  sendable: boolean;
  /** When the oldest of the changes (attention included) and photos was saved (ms since the epoch); null when none. */
  oldestSavedAt: number | null;
}

/** True for an entry that stopped retrying. */
export const needsAttention = (entry: StoredOutboxEntry): boolean => entry.state === 'attention';

/** Counts the owner's work (everyone's when owner is null) in these entries, photo sets and refusals. */
export function pendingCountsOf(
  entries: readonly StoredOutboxEntry[],
  sets: readonly StoredPhotoSet[],
  owner: string | null,
  refused: RefusedPhotos,
): PendingCounts {
  const mine = (item: { owner: string }) => owner === null || item.owner === owner;
  const owned = entries.filter(mine);
  const stopped = new Set(owned.filter(needsAttention).map(laneOf));
  const pending = owned.filter((entry) => !needsAttention(entry));
  const onHold = photoHoldOf(entries, refused);
  const photos = sets.flatMap((set) =>
    set.photos.filter((photo) => photo.status === 'up' && mine(photo) && !onHold(set.key, photo)),
  );
  const jobs = new Set([...pending.map((entry) => entry.jobId), ...photos.map((photo) => photo.jobId)]);
  const savedAts = [...owned, ...photos].map((item) => item.createdAt);
  return {
    changes: pending.length,
    photos: photos.length,
    jobs: jobs.size,
    signatures: photos.filter((photo) => photo.purpose === 'signature').length,
    attention: owned.length - pending.length,
    sendable: photos.length > 0 || pending.some((entry) => !stopped.has(laneOf(entry))),
    oldestSavedAt: savedAts.length === 0 ? null : Math.min(...savedAts),
  };
}

/** The user's pending work; with no user (logged out), everyone's. */
export async function countPendingWork(storage: EngineStorage, owner: string | null): Promise<PendingCounts> {
  const [entries, sets, refused] = await Promise.all([
    storage.outboxEntries(),
    storage.photoSets(),
    refusedPhotosIn(storage),
  ]);
  return pendingCountsOf(entries, sets, owner, refused);
}

/** What a heartbeat says waits on the phone: every change not yet accepted (attention too) and the photos. */
export function phoneWaitingWorkOf(counts: PendingCounts): PhoneWaitingWork {
  return {
    changes: counts.changes + counts.attention,
    photos: counts.photos,
    oldestSavedAt: counts.oldestSavedAt,
  };
}
