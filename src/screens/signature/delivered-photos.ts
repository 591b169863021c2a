/** Where the signature screen's photo lives: the job's gallery images of type 'delivered'. */
import type { GalleryImage, Job } from '../../domain/job';
import type { PhotoPurpose } from '../../domain/photo-uri';

/** The gallery type of the photo taken on the signature screen. */
export const DELIVERED_PHOTO_TYPE = 'delivered' satisfies PhotoPurpose;

/** The job's delivered photos, in the gallery's order. */
export function deliveredPhotos(job: Pick<Job, 'job_activity_gallery'>): GalleryImage[] {
  return (job.job_activity_gallery ?? []).filter((image) => image.type === DELIVERED_PHOTO_TYPE);
}
