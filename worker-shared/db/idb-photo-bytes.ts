/**
 * How long an uploaded photo's bytes stay on the phone: while its
 * job's day lasts, for the driver's Evidence view; once the day is over they
 * are dropped (the photo stays, `down` at its location). Under storage
 * pressure uploaded bytes are the first to go, today's too: a photo still
 * waiting to upload is never touched.
 */
import type { IDBPDatabase } from 'idb';
import type { DoorstepDb } from './schema';

/**
 * Drops the bytes of uploaded (`down`) photos, keeping those whose job is
 * stored under keepDay (null keeps none); how many photos lost their bytes.
 */
export async function dropUploadedBytes(
  db: IDBPDatabase<DoorstepDb>,
  keepDay: string | null,
): Promise<number> {
  const tx = db.transaction(['images', 'jobs'], 'readwrite', { durability: 'strict' });
  const images = tx.objectStore('images');
  const jobs = tx.objectStore('jobs');
  let dropped = 0;
  for (const key of await images.getAllKeys()) {
    const photos = (await images.get(key)) ?? [];
    const next = [];
    for (const photo of photos) {
      const uploadedBytes = photo.status === 'down' && photo.bytes !== null;
      const kept = uploadedBytes && keepDay !== null && (await jobs.get(photo.jobId))?.date === keepDay;
      if (uploadedBytes && !kept) dropped += 1;
      next.push(uploadedBytes && !kept ? { ...photo, bytes: null } : photo);
    }
    if (next.some((photo, index) => photo !== photos[index])) await images.put(next, key);
  }
  await tx.done;
  return dropped;
}
