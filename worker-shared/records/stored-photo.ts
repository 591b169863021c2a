/**
 * A photo in the image cache (spec §3): stored under its job id, or 'DRA-{id}'
 * for risk assessment photos, with status `up` until the image API has it and
 * `down` (with its location) afterwards. The bytes are dropped once uploaded.
 */
import type { GalleryStatus } from '../../src/domain/job/job';
import type { PhotoPurpose } from '../../src/domain/photos/photo-uri';

/** One stored photo. */
export interface StoredPhoto {
  /** Unique on the device (also the gallery item id on the job). */
  id: string;
  /** photoUri(jobId, purpose, time): job id, purpose and Unix seconds. */
  uri: string;
  /** What it shows; 'signature' is the customer's drawing (JPEG, key SIGNATURE/…). */
  purpose: PhotoPurpose | 'signature';
  jobId: string;
  /** The product whose damage it shows (item damage photos), else absent. */
  productId?: string | number;
  /** userName of the user who took it; uploaded only with that user's token. */
  owner: string;
  /** The picked file's name, normalised (spec §5). */
  fileName: string;
  /** The upload call's `name` query value. */
  uploadName: string;
  contentType: string;
  /** The encoded image; null once uploaded. */
  bytes: ArrayBuffer | null;
  width: number;
  height: number;
  status: GalleryStatus;
  /** The mediaLink the image API answered, once `down`. */
  location: string | null;
  /** Sent as the Idempotency-Key header of the upload. */
  idempotencyKey: string;
  /** ms since the epoch */
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

/** The photos stored under one images-store key. */
export interface StoredPhotoSet {
  key: string;
  photos: StoredPhoto[];
}

/** What a new photo is made of; the rest is the same for every new photo. */
export type NewPhotoFields = Omit<
  StoredPhoto,
  'id' | 'status' | 'location' | 'idempotencyKey' | 'attempts' | 'lastError'
>;

/** A new `up` photo with its own id and upload idempotency key, not yet tried. */
export function newUpPhoto(fields: NewPhotoFields): StoredPhoto {
  return {
    id: crypto.randomUUID(),
    ...fields,
    status: 'up',
    location: null,
    idempotencyKey: crypto.randomUUID(),
    attempts: 0,
    lastError: null,
  };
}
