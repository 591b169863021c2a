/**
 * The signature screen's photo per pass (product rule 5.4: a delivered photo is required).
 * A combined job signs twice; the photo of its collection pass is kept, marked
 * with the collection heading, and does not count for the delivery pass, which
 * needs a photo of its own.
 */
import type { GalleryImage, Job } from '../job/job';
import type { PhotoPurpose } from '../photos/photo-uri';

/** The gallery type of the photo taken on the signature screen. */
export const PASS_PHOTO_TYPE = 'delivered' satisfies PhotoPurpose;

/** The heading a combined job's collection-pass photo carries once that pass is done. */
export const COLLECTION_PASS_HEADING = 'collection pass';

/** The photos of the signature pass at hand, in the gallery's order. */
export function passPhotos(job: Pick<Job, 'job_activity_gallery'>): GalleryImage[] {
  return (job.job_activity_gallery ?? []).filter(
    (image) => image.type === PASS_PHOTO_TYPE && image.heading !== COLLECTION_PASS_HEADING,
  );
}

/** The job with its current pass photos marked as the collection pass's (a combined job's first pass). */
export function markCollectionPassPhotos(job: Job): Job {
  if (passPhotos(job).length === 0) return job;
  return {
    ...job,
    job_activity_gallery: (job.job_activity_gallery ?? []).map((image) =>
      image.type === PASS_PHOTO_TYPE ? { ...image, heading: COLLECTION_PASS_HEADING } : image,
    ),
  };
}
