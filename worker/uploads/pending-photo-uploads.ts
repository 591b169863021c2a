/**
 * Uploads the `up` photos (product rule 7.6): risk assessment photos to the image API
 * (the raw bytes, with the name and content type as query, and the photo's own
 * Idempotency-Key so a repeat after a lost answer stores nothing twice); every
 * other photo and the signature to the object store under a key of its own
 * (a repeat writes the same object again). Progress is reported per photo.
 * An uploaded photo of today's job keeps its bytes (the driver's Evidence
 * view); each pass drops the bytes of uploaded photos of days now over
 * (dropBytesOfDaysOver) before it sends any photo.
 * The pass sends a job's photos (uploadPhotosOf) just before its changes, then
 * whatever is left (uploadPendingPhotos). A photo refused for good is recorded as refused and handed on (the changes
 * that need it stop for the driver's attention); photos on hold
 * (worker-shared/sending/photo-hold.ts) are not sent again.
 */
import type { Job } from '@domain/job/job';
import { todayIso } from '@domain/time/dates';
import { goesToImageApi } from '@domain/photos/object-store-keys';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { UploadProgress } from '../engine-shapes';
import type { StoredPhoto, StoredPhotoSet } from '@worker-shared/stored/stored-photo';
import { photoRefId } from '@worker-shared/stored/outbox-entry';
import type { PhotoRef } from '@worker-shared/stored/outbox-entry';
import type { SerialQueue } from '@worker-shared/serial-queue';
import type { ObjectStoreUploader } from './object-store-uploader';
import { endsPass, retryLater, uploadPhoto } from '@worker-shared/sending/image-api-upload';
import type { UploadFailure, UploadOutcome } from '@worker-shared/sending/image-api-upload';
import { photoHoldIn } from '@worker-shared/sending/photo-hold';
import type { PhotoHold } from '@worker-shared/sending/photo-hold';
import { inPlainWords, recordPhotoRefusal } from './refused-photos';
import type { PhotoRefusalOutcome } from './refused-photos';

/** What uploading the pending photos needs. */
export interface PhotoUploadDeps {
  storage: EngineStorage;
  send: (call: ApiRequest) => Promise<ApiResult>;
  /** Where every photo but the risk assessment ones goes. */
  objectStore: ObjectStoreUploader;
  onJobChanged(job: Job): void;
  /** ms since the epoch: which day is today (default Date.now). */
  now?: () => number;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  log: (message: string) => void;
  /** A photo's upload started (loaded 0) or moved on. */
  onUploadProgress?(progress: UploadProgress): void;
  /** A photo's upload ended, either way (uploaded: after its photo was stored `down`). */
  onUploadSettled?(photoId: string, uploaded: boolean): Promise<void>;
  /** A photo was refused for good (recorded; the message in the refuser's words): the changes that need it stop. */
  onPhotoRefused?(imageKey: string, photo: StoredPhoto, refusal: PhotoRefusalOutcome): Promise<void>;
}

/** Sends one photo where it belongs, reporting its progress. */
async function uploadOne(deps: PhotoUploadDeps, photo: StoredPhoto): Promise<UploadOutcome> {
  const total = photo.bytes?.size ?? 0;
  const report = (loaded: number, of: number) =>
    deps.onUploadProgress?.({ photoId: photo.id, jobId: photo.jobId, uri: photo.uri, loaded, total: of });
  report(0, total);
  if (goesToImageApi(photo.purpose)) {
    const outcome = await uploadPhoto(deps.send, photo);
    if (outcome.kind === 'uploaded') report(total, total);
    return outcome;
  }
  return deps.objectStore.upload(photo, report);
}

/** Keeps a refusal for good and hands it on. */
async function keepRefusal(
  deps: PhotoUploadDeps,
  imageKey: string,
  photo: StoredPhoto,
  refusal: PhotoRefusalOutcome,
): Promise<void> {
  const { message, status, code } = refusal;
  const at = (deps.now ?? Date.now)();
  // Every photo still `up`, not only those of the sets this round read: the refusals of other jobs'
  // photos on hold are kept (a refusal is rare, so the whole store is read only then).
  const sets = await deps.storage.photoSets();
  const upIds = new Set(sets.flatMap((set) => set.photos.filter((p) => p.status === 'up').map((p) => p.id)));
  await recordPhotoRefusal(deps.storage, photo.id, { message, status, code, at }, upIds);
  await deps.onPhotoRefused?.(imageKey, photo, refusal);
}

/** Which photos of a set a round sends (on top of the owner's `up` photos not on hold). */
type PhotoChoice = (imageKey: string, photo: StoredPhoto) => boolean;

/**
 * Uploads the owner's `up` photos of these sets that are not on hold and are
 * chosen, in the sets' order. Each success is marked
 * `down` at once; failures are logged and kept on the photo, a refusal for good
 * also recorded and handed on. Stops at a network failure or an expired login.
 * Returns the failures by photo id.
 */
async function uploadFrom(
  deps: PhotoUploadDeps,
  owner: string,
  sets: readonly StoredPhotoSet[],
  chosen: PhotoChoice,
  hold: PhotoHold,
): Promise<Map<string, UploadFailure>> {
  const failures = new Map<string, UploadFailure>();
  const today = todayIso((deps.now ?? Date.now)());
  let onHold = hold;
  for (const set of sets) {
    for (const photo of set.photos) {
      if (photo.status !== 'up' || photo.owner !== owner || onHold(set.key, photo)) continue;
      if (!chosen(set.key, photo)) continue;
      const tried = await uploadOne(deps, photo).catch((error: unknown) => retryLater(String(error)));
      const outcome = tried.kind === 'refused' ? inPlainWords(tried) : tried;
      if (outcome.kind === 'uploaded') {
        await deps.jobWrites.run(async () => {
          const job = await deps.storage.markPhotoUploaded(set.key, photo.id, outcome.location, today);
          if (job) deps.onJobChanged(job);
        });
        await deps.onUploadSettled?.(photo.id, true);
        continue;
      }
      deps.log(`Photo upload failed for ${photo.uri}: ${outcome.message}`);
      await deps.storage.recordPhotoFailure(set.key, photo.id, outcome.message);
      if (outcome.kind === 'refused') {
        await keepRefusal(deps, set.key, photo, outcome);
        onHold = await photoHoldIn(deps.storage);
      }
      await deps.onUploadSettled?.(photo.id, false);
      failures.set(photo.id, outcome);
      if (endsPass(outcome)) return failures;
    }
  }
  return failures;
}

/** Drops the bytes of uploaded photos of days now over (today's stay for the Evidence view). */
export async function dropBytesOfDaysOver(deps: Pick<PhotoUploadDeps, 'storage' | 'now'>): Promise<void> {
  await deps.storage.dropUploadedBytes(todayIso((deps.now ?? Date.now)()));
}

/**
 * Uploads the photos a change waits for (one job's, so the change can follow them
 * at once), as uploadPendingPhotos does; only the sets that hold them are read.
 */
export async function uploadPhotosOf(
  deps: PhotoUploadDeps,
  owner: string,
  refs: readonly PhotoRef[],
): Promise<Map<string, UploadFailure>> {
  const sets = await deps.storage.photoSetsOf(refs.map((ref) => ref.imageKey));
  const wanted = new Set(refs.map(photoRefId));
  // A change that waits for its photos wants them, so none of them is on hold (photo-hold.ts) until one
  // is refused, after which the hold is read again; the outbox is not read for each job.
  const noneOnHold: PhotoHold = () => false;
  return uploadFrom(
    deps,
    owner,
    sets,
    (imageKey, photo) => wanted.has(photoRefId({ imageKey, photoId: photo.id })),
    noneOnHold,
  );
}

/**
 * Uploads every `up` photo of the owner that is not on hold, oldest key first,
 * but those this pass already tried. Returns the failures by photo id.
 */
export async function uploadPendingPhotos(
  deps: PhotoUploadDeps,
  owner: string,
  tried: ReadonlySet<string> = new Set(),
): Promise<Map<string, UploadFailure>> {
  // The entries before the photos: a photo saved meanwhile with its entry is sent, not held.
  const hold = await photoHoldIn(deps.storage);
  const sets = await deps.storage.photoSets();
  return uploadFrom(deps, owner, sets, (_key, photo) => !tried.has(photo.id), hold);
}
