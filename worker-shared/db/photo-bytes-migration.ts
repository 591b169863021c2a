/**
 * Schema version 3's image migration, run inside the versionchange transaction: a photo's bytes that
 * versions 1 and 2 stored as an ArrayBuffer become a Blob of its content type, so that reading the photos
 * no longer copies out every image (stored-photo.ts says why). Photos without bytes, or already a Blob,
 * are left as they are; so is a record this code cannot read, whose photos then stay as they were rather
 * than stopping the upgrade (and with it every start of the app).
 */
import type { StoredPhoto } from '../stored/stored-photo';
import type { UpgradeTx } from './outbox-migration';

/** A photo as any version stored it. */
export type PhotoAsStored = Omit<StoredPhoto, 'bytes'> & { bytes: Blob | ArrayBuffer | null };

/** True for a photo whose bytes an earlier version stored as an ArrayBuffer. */
export function hasBufferBytes(photo: unknown): photo is PhotoAsStored & { bytes: ArrayBuffer } {
  return typeof photo === 'object' && photo !== null && (photo as PhotoAsStored).bytes instanceof ArrayBuffer;
}

/** The photo with its ArrayBuffer's bytes as a Blob of its type; anything else as it is. */
export function withBlobBytes<P>(photo: P): P {
  if (!hasBufferBytes(photo)) return photo;
  return { ...photo, bytes: new Blob([photo.bytes], { type: photo.contentType }) };
}

/**
 * Rewrites every images-store record that holds an ArrayBuffer. Each request is issued from the callback of
 * the one before (idb's promises), so the transaction stays active; a failed write aborts the upgrade.
 */
export async function migratePhotoBytesToBlobs(tx: UpgradeTx): Promise<void> {
  const images = tx.objectStore('images');
  for (let cursor = await images.openCursor(); cursor; cursor = await cursor.continue()) {
    const value: unknown = cursor.value;
    const photos: readonly unknown[] = Array.isArray(value) ? value : [];
    // What is not a photo goes back as it was read.
    if (photos.some(hasBufferBytes)) await cursor.update(photos.map(withBlobBytes) as StoredPhoto[]);
  }
}
