/**
 * A shared phone: a job whose unsynced work (outbox entries, photos still `up`)
 * belongs to another user stays on the device for that user's next login, but
 * nobody else can open it, read its notes or change it until it has synced.
 */
import { jobImageKeys } from '@domain/photos/photo-uri';
import type { StoredJob } from '@worker-shared/db/schema';
import type { EngineStorage } from '@worker-shared/db/storage';
import { findStoredJob } from './find-stored-job';

/** True when another user than `viewer` has work waiting for the job. */
export async function heldByAnotherUser(
  storage: EngineStorage,
  jobId: string,
  viewer: string,
): Promise<boolean> {
  // The job's own photos (jobImageKeys), not every photo's bytes on the phone.
  const [entries, sets] = await Promise.all([
    storage.outboxEntries(),
    storage.photoSetsOf(jobImageKeys(jobId)),
  ]);
  const foreign = (item: { owner: string }) => item.owner !== viewer;
  return (
    entries.some((entry) => entry.jobId === jobId && foreign(entry)) ||
    sets.some((set) =>
      set.photos.some((photo) => photo.jobId === jobId && photo.status === 'up' && foreign(photo)),
    )
  );
}

/** The stored job as the viewer may see it: undefined when logged out, unknown, or held by another user. */
export async function findJobFor(
  storage: EngineStorage,
  jobId: string,
  now: number,
  viewer: string | null,
): Promise<StoredJob | undefined> {
  if (viewer === null) return undefined;
  const stored = await findStoredJob(storage, jobId, now);
  if (!stored || (await heldByAnotherUser(storage, jobId, viewer))) return undefined;
  return stored;
}
