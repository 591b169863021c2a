/** The image cache over IndexedDB: photo lists by key, each photo moving from `up` to `down`. */
import type { IDBPDatabase } from 'idb';
import type { Job } from '@domain/job/job';
import type { StoredPhoto, StoredPhotoSet } from '../stored/stored-photo';
import { jobWithUploadedPhoto } from '../stored/uploaded-on-job';
import { putJobs } from './job-writes';
import type { DoorstepDb } from './schema';

/** Every key's photos. */
export async function readPhotoSets(db: IDBPDatabase<DoorstepDb>): Promise<StoredPhotoSet[]> {
  const tx = db.transaction('images', 'readonly');
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
  return keys.map((key, index) => ({ key, photos: values[index] ?? [] }));
}

/** These keys' photos in the store's key order (as photoSets lists them); a key with none is left out. */
export async function readPhotoSetsOf(
  db: IDBPDatabase<DoorstepDb>,
  keys: readonly string[],
): Promise<StoredPhotoSet[]> {
  // String keys sort by UTF-16 code units in IndexedDB, as in Array.prototype.sort.
  const sorted = [...new Set(keys)].sort();
  const tx = db.transaction('images', 'readonly');
  const [values] = await Promise.all([Promise.all(sorted.map((key) => tx.store.get(key))), tx.done]);
  return sorted.flatMap((key, index) => {
    const photos = values[index];
    return photos && photos.length > 0 ? [{ key, photos }] : [];
  });
}

/** The images store of any read-write transaction that holds it. */
interface ImagesWrite {
  get(key: string): Promise<StoredPhoto[] | undefined>;
  put(value: StoredPhoto[], key: string): Promise<unknown>;
}

/** Changes one photo of a key in place; undefined when it is not stored. */
async function changePhoto(
  images: ImagesWrite,
  key: string,
  photoId: string,
  change: (photo: StoredPhoto) => StoredPhoto,
): Promise<StoredPhoto | undefined> {
  const photos = await images.get(key);
  const photo = photos?.find((p) => p.id === photoId);
  if (!photos || !photo) return undefined;
  const next = change(photo);
  await images.put(
    photos.map((p) => (p.id === photoId ? next : p)),
    key,
  );
  return next;
}

/** Counts a failed upload and keeps its error; the photo stays `up`. */
export async function recordPhotoFailure(
  db: IDBPDatabase<DoorstepDb>,
  key: string,
  photoId: string,
  message: string,
): Promise<void> {
  const tx = db.transaction('images', 'readwrite', { durability: 'strict' });
  await changePhoto(tx.store, key, photoId, (p) => ({ ...p, attempts: p.attempts + 1, lastError: message }));
  await tx.done;
}

/**
 * Marks a photo uploaded: `down` with its location; its bytes are kept when its
 * job is of keepBytesOfDay (today: the driver's Evidence view shows them) and
 * dropped otherwise. The job follows in the same transaction
 * (jobWithUploadedPhoto; returned when changed).
 */
export async function markPhotoUploaded(
  db: IDBPDatabase<DoorstepDb>,
  key: string,
  photoId: string,
  location: string,
  keepBytesOfDay?: string,
): Promise<Job | undefined> {
  const tx = db.transaction(['images', 'jobs', 'kv'], 'readwrite', { durability: 'strict' });
  const jobs = tx.objectStore('jobs');
  const photos = await tx.objectStore('images').get(key);
  const jobId = photos?.find((p) => p.id === photoId)?.jobId;
  const jobDay = jobId === undefined ? undefined : (await jobs.get(jobId))?.date;
  const keepBytes = keepBytesOfDay !== undefined && jobDay === keepBytesOfDay;
  const photo = await changePhoto(tx.objectStore('images'), key, photoId, (p) => ({
    ...p,
    status: 'down',
    location,
    bytes: keepBytes ? p.bytes : null,
    lastError: null,
  }));
  const stored = photo ? await jobs.get(photo.jobId) : undefined;
  const changed =
    stored && photo ? (jobWithUploadedPhoto(stored.job, photo, location) ?? undefined) : undefined;
  if (stored && changed) {
    await putJobs({ jobs: tx.objectStore('jobs'), kv: tx.objectStore('kv') }, [{ ...stored, job: changed }]);
  }
  await tx.done;
  return changed;
}
