/**
 * Turns a picked photo into a stored photo (product rule 5.7 photos): only image files
 * are accepted, the name is normalised, the image is decoded, scaled into
 * 800×800 and encoded PNG by the deps's processPhoto, and it starts `up`.
 */
import { isImageType, normalisePhotoName, photoUri } from '@domain/photos/photo-uri';
import type { PhotoPurpose } from '@domain/photos/photo-uri';
import type { PhotoInput } from '../engine-shapes';
import type { ProcessPhoto } from './process-photo';
import { newCapturedPhoto, type StoredPhoto } from '@worker-shared/stored/stored-photo';

/** Thrown for a file that is not an image. */
export class NotAnImageError extends Error {
  constructor(readonly fileName: string) {
    super(`Not an image file: ${fileName}`);
    this.name = 'NotAnImageError';
  }
}

/** Whose photo it is and what for. */
export interface PhotoContext {
  jobId: string;
  purpose: PhotoPurpose;
  owner: string;
  /** ms since the epoch */
  now: number;
}

/** The content type of processed photos (product rule 9.7: photos other than signatures are png). */
const PHOTO_CONTENT_TYPE = 'image/png';

/** Processes a picked photo into a new `up` photo with its own upload idempotency key. */
export async function takePhoto(
  input: PhotoInput,
  context: PhotoContext,
  process: ProcessPhoto,
): Promise<StoredPhoto> {
  if (!isImageType(input.file.type)) throw new NotAnImageError(input.name);
  const processed = await process(input.file);
  const uri = photoUri(context.jobId, context.purpose, context.now);
  return newCapturedPhoto({
    uri,
    purpose: context.purpose,
    jobId: context.jobId,
    owner: context.owner,
    fileName: normalisePhotoName(input.name),
    uploadName: `${uri}.png`,
    contentType: processed.blob.type || PHOTO_CONTENT_TYPE,
    image: processed.blob,
    imageRead: await processed.blob.arrayBuffer(),
    width: processed.width,
    height: processed.height,
    createdAt: context.now,
  });
}
