/**
 * An entry's body with its uploaded photos filled in: a job update's gallery
 * gains them as `down` items with their location (its signature field the
 * latest signature's), a risk assessment's questions gain their imageUrls.
 * Each photo carries the SHA-256 taken on the phone at capture (`sha256`; the
 * signature's as `signature_sha256`) and, when drawn on, `annotated`. Run once per entry, when its call is frozen.
 */
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import type { JobUpdateImage, JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { evidenceMarksOf } from '../stored/job-gallery';
import type { OutboxEntry, PhotoRef } from '../stored/outbox-entry';
import { latestSignatureOf, type StoredPhoto } from '../stored/stored-photo';

/** A photo an entry names, uploaded. */
export interface UploadedPhoto {
  ref: PhotoRef;
  photo: StoredPhoto;
}

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
    ...evidenceMarksOf(photo),
  };
}

/**
 * The job update with its uploaded photos: the latest signature's location as
 * `signature` (an earlier pass's signature stays in the gallery), every other
 * photo in the gallery unless already there.
 */
function withGallery(payload: JobUpdateRequest, uploaded: UploadedPhoto[]): JobUpdateRequest {
  const signature = latestSignatureOf(uploaded.map(({ photo }) => photo));
  const known = new Set(payload.job_activity_gallery.map((image) => image.id));
  const added: JobUpdateImage[] = uploaded
    .filter(({ photo }) => photo !== signature && !known.has(photo.id))
    .map(({ photo, ref }) => uploadedImage(photo, ref));
  return {
    ...payload,
    ...(signature ? { signature: signature.location ?? '', signature_sha256: signature.sha256 ?? null } : {}),
    job_activity_gallery: [...payload.job_activity_gallery, ...added],
  };
}

/** The risk assessment with each uploaded photo's location in its question's imageUrls. */
function withImageUrls(payload: DraUpdateRequest, uploaded: UploadedPhoto[]): DraUpdateRequest {
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

/** The entry's body with these uploaded photos in it. */
export function bodyWithPhotos(entry: OutboxEntry, uploaded: UploadedPhoto[]): unknown {
  return entry.kind === 'draUpdate'
    ? withImageUrls(entry.payload, uploaded)
    : withGallery(entry.payload, uploaded);
}
