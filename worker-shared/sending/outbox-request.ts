/**
 * The call an outbox entry makes. Uploaded photos go in at send time: a job
 * update's gallery gains its photos as `down` items with their location (and
 * its signature field the signature's), a risk assessment's questions gain
 * their imageUrls. Until every photo an entry
 * names is uploaded the entry waits. The same entry always yields the same
 * bytes, so its idempotency key stays valid across retries.
 */
import { apiPaths } from '../../src/domain/gateway/api-shapes';
import type { DraUpdateRequest } from '../../src/domain/gateway/api-shapes';
import type { JobUpdateImage, JobUpdateRequest } from '../../src/domain/gateway/job-update-payload';
import type { ApiRequest } from '../api/api-client';
import type { StoredPhoto } from '../records/stored-photo';
import type { OutboxEntry, PhotoRef } from '../records/outbox-entry';

/** Ready to send, or waiting for photos still `up`. */
export type PreparedCall = { kind: 'ready'; call: ApiRequest } | { kind: 'waiting'; pending: StoredPhoto[] };

/** Finds a stored photo by images-store key and id. */
export type PhotoLookup = (ref: PhotoRef) => StoredPhoto | undefined;

/** The path each outbox kind is sent to. */
export const outboxCallPaths = {
  jobUpdate: apiPaths.jobUpdate,
  adminJobUpdate: apiPaths.adminJobUpdate,
  draUpdate: apiPaths.draUpdate,
} as const;

/**
 * The gallery item of an uploaded photo: an item's photo names its product in
 * heading ('product:{id}'), any other keeps the heading its gallery item had.
 */
function uploadedImage(photo: StoredPhoto, ref: PhotoRef): JobUpdateImage {
  const heading = photo.productId === undefined ? ref.heading : `product:${String(photo.productId)}`;
  return {
    id: photo.id,
    uri: photo.location ?? '',
    type: photo.purpose,
    status: 'down',
    ...(heading === undefined ? {} : { heading }),
  };
}

/**
 * The job update with its uploaded photos: the latest signature's location as
 * `signature` (an earlier pass's signature stays in the gallery), every other
 * photo in the gallery unless already there.
 */
function withGallery(payload: JobUpdateRequest, uploaded: { ref: PhotoRef; photo: StoredPhoto }[]) {
  const signature = uploaded
    .map(({ photo }) => photo)
    .filter((photo) => photo.purpose === 'signature')
    .reduce<StoredPhoto | null>(
      (latest, photo) => (latest && latest.createdAt > photo.createdAt ? latest : photo),
      null,
    );
  const known = new Set(payload.job_activity_gallery.map((image) => image.id));
  const added: JobUpdateImage[] = uploaded
    .filter(({ photo }) => photo !== signature && !known.has(photo.id))
    .map(({ photo, ref }) => uploadedImage(photo, ref));
  return {
    ...payload,
    ...(signature ? { signature: signature.location ?? '' } : {}),
    job_activity_gallery: [...payload.job_activity_gallery, ...added],
  };
}

function withImageUrls(payload: DraUpdateRequest, uploaded: { ref: PhotoRef; photo: StoredPhoto }[]) {
  return {
    ...payload,
    questions: payload.questions.map((question) => ({
      ...question,
      imageUrls: [
        ...question.imageUrls,
        ...uploaded
          .filter(({ ref }) => ref.questionId === question.questionId)
          .map(({ photo }) => photo.location ?? ''),
      ],
    })),
  };
}

/**
 * The entry's call with its uploaded photos filled in, or the photos it waits
 * for. A photo missing from the store is logged and left out (spec §8).
 */
export function prepareCall(
  entry: OutboxEntry,
  lookup: PhotoLookup,
  log: (message: string) => void,
): PreparedCall {
  const uploaded: { ref: PhotoRef; photo: StoredPhoto }[] = [];
  const pending: StoredPhoto[] = [];
  for (const ref of entry.photos) {
    const photo = lookup(ref);
    if (!photo) log(`Photo ${ref.photoId} of ${ref.imageKey} is missing; sending without it`);
    else if (photo.status === 'down' && photo.location) uploaded.push({ ref, photo });
    else pending.push(photo);
  }
  if (pending.length > 0) return { kind: 'waiting', pending };
  const value =
    entry.kind === 'draUpdate'
      ? withImageUrls(entry.payload, uploaded)
      : withGallery(entry.payload, uploaded);
  return {
    kind: 'ready',
    call: {
      method: 'POST',
      path: outboxCallPaths[entry.kind],
      body: { kind: 'json', value },
      headers: { 'Idempotency-Key': entry.idempotencyKey },
    },
  };
}
