/**
 * Schema version 2's outbox migration, run inside the versionchange
 * transaction: every entry becomes 'pending', and an entry whose photos are
 * all uploaded gets its call frozen now, built exactly as the version 1 code
 * built it at send time, so a retry after the update replays the same bytes.
 * An entry still waiting for photos is frozen by its first sender.
 */
import type { IDBPTransaction, StoreNames } from 'idb';
import type { FrozenRequest, OutboxEntry, PhotoRef } from '../stored/outbox-entry';
import type { StoredPhoto } from '../stored/stored-photo';
import { frozenRequestOf } from '../sending/outbox-request';
import type { DoorstepDb } from './schema';

/** The upgrade's transaction. */
export type UpgradeTx = IDBPTransaction<DoorstepDb, StoreNames<DoorstepDb>[], 'versionchange'>;

/** The entry's call as version 1 would have sent it now, or null (photos still up, or an entry it cannot read). */
function version1Call(entry: OutboxEntry, photos: Map<string, StoredPhoto[]>): FrozenRequest | null {
  const lookup = (ref: PhotoRef) => photos.get(ref.imageKey)?.find((photo) => photo.id === ref.photoId);
  try {
    const frozen = frozenRequestOf(entry, lookup, () => undefined);
    return frozen.kind === 'ready' ? frozen.request : null;
  } catch {
    // A damaged entry must not stop the upgrade: it stays unfrozen, and its sender meets the problem.
    return null;
  }
}

/** A version 1 entry as version 2 keeps it. */
export function migratedEntry(entry: OutboxEntry, photos: Map<string, StoredPhoto[]>): OutboxEntry {
  const request = version1Call(entry, photos);
  return { ...entry, state: entry.state ?? 'pending', ...(request ? { request } : {}) };
}

/**
 * Rewrites every outbox entry in the upgrade's transaction. Each request is
 * issued from the callback of the one before (idb's promises), so the
 * transaction stays active; a failure aborts the upgrade.
 */
export async function migrateOutboxToV2(tx: UpgradeTx): Promise<void> {
  const outbox = tx.objectStore('outbox');
  const images = tx.objectStore('images');
  const [keys, sets] = await Promise.all([images.getAllKeys(), images.getAll()]);
  const photos = new Map(keys.map((key, index) => [key, sets[index] ?? []]));
  for (let cursor = await outbox.openCursor(); cursor; cursor = await cursor.continue()) {
    await cursor.update(migratedEntry(cursor.value, photos));
  }
}
