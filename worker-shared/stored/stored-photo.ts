/**
 * A photo in the image cache (product rule 3.12): stored under its job id, or 'DRA-{id}'
 * for risk assessment photos, with status `up` until the image API has it and
 * `down` (with its location) afterwards. The bytes of an uploaded photo are kept
 * while its job's day lasts (the driver's Evidence view) and dropped after.
 * Each photo carries the SHA-256 of its bytes, taken when it was saved.
 */
import type { GalleryStatus } from '@domain/job/job';
import type { PhotoPurpose } from '@domain/photos/photo-uri';
import { sha256Hex } from './photo-sha256';

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
  /** The picked file's name, normalised (product rule 5.7). */
  fileName: string;
  /** The upload call's `name` query value. */
  uploadName: string;
  contentType: string;
  /**
   * The encoded image (its type contentType); null once uploaded and its job's day is over (or storage ran
   * short). A Blob, so that reading the photos reads their facts alone: IndexedDB answers a Blob without
   * reading its data, where an ArrayBuffer is copied out whole, every photo of the day on each count of what
   * waits (150 photos of about 800 KB took 2 s to read on a desktop).
   */
  bytes: Blob | null;
  /**
   * Lower-case hex SHA-256 of the encoded image, computed when it was saved and
   * sent with the upload; absent on photos stored before hashes existed.
   */
  sha256?: string;
  /** True for a photo saved from the editor's drawing (the pen); absent on a photo as taken. */
  annotated?: boolean;
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

/**
 * A new `up` photo (newUpPhoto) of a captured photo or signature, carrying the SHA-256 of its image computed
 * now from the image as read. The image's Blob is kept as it came (typed as the photo's content type), not
 * copied from the bytes read: on a phone each copy is another 800 KB of a photo in memory.
 */
export async function newCapturedPhoto(
  fields: Omit<NewPhotoFields, 'bytes' | 'sha256'> & { image: Blob; imageRead: ArrayBuffer },
): Promise<StoredPhoto> {
  const { image, imageRead, ...rest } = fields;
  const bytes = photoBlobOf({ bytes: image, contentType: rest.contentType }) ?? image;
  return newUpPhoto({ ...rest, bytes, sha256: await sha256Hex(imageRead) });
}

/** The photo's image as a Blob of its content type; null when its bytes are gone. */
export function photoBlobOf(photo: Pick<StoredPhoto, 'bytes' | 'contentType'>): Blob | null {
  const { bytes, contentType } = photo;
  if (bytes === null) return null;
  // slice shares the data: no copy is made to change the type.
  return bytes.type === contentType ? bytes : bytes.slice(0, bytes.size, contentType);
}

/** The photo's image read into memory, to send or hash; null when its bytes are gone. */
export function photoBytesOf(photo: Pick<StoredPhoto, 'bytes'>): Promise<ArrayBuffer> | null {
  return photo.bytes === null ? null : photo.bytes.arrayBuffer();
}

/** The newest signature among the photos (a later pass's drawing replaces an earlier one), or null. */
export function latestSignatureOf<P extends Pick<StoredPhoto, 'purpose' | 'createdAt'>>(
  photos: readonly P[],
): P | null {
  return photos
    .filter((photo) => photo.purpose === 'signature')
    .reduce<P | null>(
      (latest, photo) => (latest && latest.createdAt > photo.createdAt ? latest : photo),
      null,
    );
}
