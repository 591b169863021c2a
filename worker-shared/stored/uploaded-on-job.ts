/**
 * A job following one of its photos to the store: the gallery item of the same
 * id (job gallery or an item's after_images) turns `down` at the location, and
 * a signature becomes the job's signature (product rule 4.13: gallery items go from `up`
 * to `down`; decisions: job.signature = the signature's location), with the
 * SHA-256 taken at capture (signature_sha256; the gallery item has its own).
 */
import type { Job } from '@domain/job/job';
import { findGalleryItem, withItemReplaced } from './job-gallery';
import type { StoredPhoto } from './stored-photo';

/** The job once the photo is uploaded, or null when the job does not carry it. */
export function jobWithUploadedPhoto(
  job: Job,
  photo: Pick<StoredPhoto, 'id' | 'purpose' | 'sha256'>,
  location: string,
): Job | null {
  if (photo.purpose === 'signature') {
    return { ...job, signature: location, signature_sha256: photo.sha256 ?? null };
  }
  const place = findGalleryItem(job, photo.id);
  if (place === null) return null;
  return withItemReplaced(job, photo.id, { ...place.item, status: 'down', uri: location });
}
