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
function hasBufferBytes(photo: unknown): photo is PhotoAsStored {
  return typeof photo === 'object' && photo !== null && (photo as PhotoAsStored).bytes instanceof ArrayBuffer;
}

/** The photo with its bytes as a Blob (the same object when they are one already, or gone). */
function withBlobBytes(photo: PhotoAsStored): StoredPhoto {
  const { bytes } = photo;
  if (bytes === null || bytes instanceof Blob) return photo as StoredPhoto;
  return { ...photo, bytes: new Blob([bytes], { type: photo.contentType }) };
}

/** The photos with every ArrayBuffer's bytes as a Blob; anything else in the list left as it is. */
export function photosWithBlobBytes<P>(photos: readonly P[]): P[] {
  return photos.map((photo) => (hasBufferBytes(photo) ? (withBlobBytes(photo) as P) : photo));
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
    if (photos.some(hasBufferBytes)) await cursor.update(photosWithBlobBytes(photos) as StoredPhoto[]);
  }
}
