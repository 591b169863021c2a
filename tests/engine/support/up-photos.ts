/** `up` photos of the demo driver put straight into the engine's storage, as the photo intake would store them. */
import { randomUUID } from 'node:crypto';
import { demoDriver } from '@server/seed/demo-accounts';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import type { EngineHarness } from './engine-harness';

/** A small JPEG-looking body. */
export const jpegBytes = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x42);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

/** An `up` photo of the demo driver, stored as the photo intake would store it. */
export function upPhoto(
  h: EngineHarness,
  jobId: string,
  given: Partial<Omit<StoredPhoto, 'bytes'>> & { bytes: Uint8Array },
): StoredPhoto {
  const purpose = given.purpose ?? 'damage';
  const createdAt = h.clock.now();
  const uri = `${jobId}-${purpose}-${Math.floor(createdAt / 1000)}`;
  return {
    id: randomUUID(),
    uri,
    purpose,
    jobId,
    owner: demoDriver.username,
    fileName: 'photo.png',
    uploadName: `${uri}.png`,
    contentType: 'image/png',
    width: 4,
    height: 3,
    status: 'up',
    location: null,
    idempotencyKey: randomUUID(),
    createdAt,
    attempts: 0,
    lastError: null,
    ...given,
    bytes: new Blob([given.bytes.slice()], { type: 'image/png' }),
  };
}

/** Stores the photos under the key, as a save would. */
export async function storePhotos(h: EngineHarness, key: string, photos: StoredPhoto[]): Promise<void> {
  const storage = await h.openStorage();
  await storage.commitSave({ photos: { key, photos } });
  storage.close();
}

/** The photos stored under the key. */
export async function photosUnder(h: EngineHarness, key: string): Promise<StoredPhoto[]> {
  const storage = await h.openStorage();
  const photos = (await storage.photoSets()).find((set) => set.key === key)?.photos ?? [];
  storage.close();
  return photos;
}
