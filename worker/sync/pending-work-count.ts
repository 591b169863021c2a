/** Counts what waits on the device for a user: their outbox entries and their photos still `up`. */
import type { PendingWork } from '../../src/domain/sync/pending-work';
import type { EngineStorage } from '../../worker-shared/db/storage';

/** The user's pending work; with no user (logged out), everyone's. */
export async function countPendingWork(storage: EngineStorage, owner: string | null): Promise<PendingWork> {
  const [entries, sets] = await Promise.all([storage.outboxEntries(), storage.photoSets()]);
  const mine = (item: { owner: string }) => owner === null || item.owner === owner;
  return {
    changes: entries.filter(mine).length,
    photos: sets.reduce(
      (sum, set) => sum + set.photos.filter((photo) => photo.status === 'up' && mine(photo)).length,
      0,
    ),
  };
}
