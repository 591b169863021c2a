/**
 * Schema version 3's image migration, run inside the versionchange transaction: a photo's bytes that
 * versions 1 and 2 stored as an ArrayBuffer become a Blob of its content type, so that reading the photos
 * no longer copies out every image (stored-photo.ts says why). Photos without bytes, or already a Blob,
 * are left as they are.
 */
import type { StoredPhoto } from '../stored/stored-photo';
import type { UpgradeTx } from './outbox-migration';

/** A photo as any version stored it. */
type PhotoAsStored = Omit<StoredPhoto, 'bytes'> & { bytes: Blob | ArrayBuffer | null };

/** The photo with its bytes as a Blob (the same object when they are one already, or gone). */
export function withBlobBytes(photo: PhotoAsStored): StoredPhoto {
  const { bytes } = photo;
  if (bytes === null || bytes instanceof Blob) return { ...photo, bytes };
  return { ...photo, bytes: new Blob([bytes], { type: photo.contentType }) };
}

/**
 * Rewrites every images-store record that holds an ArrayBuffer. Each request is issued from the callback of
 * the one before (idb's promises), so the transaction stays active; a failure aborts the upgrade.
 */
export async function migratePhotoBytesToBlobs(tx: UpgradeTx): Promise<void> {
  const images = tx.objectStore('images');
  for (let cursor = await images.openCursor(); cursor; cursor = await cursor.continue()) {
    const photos = cursor.value as PhotoAsStored[];
    if (photos.some((photo) => photo.bytes instanceof ArrayBuffer))
      await cursor.update(photos.map(withBlobBytes));
  }
}
