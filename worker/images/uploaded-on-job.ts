/**
 * A job following one of its photos to the store: the gallery item of the same
 * id (job gallery or an item's after_images) turns `down` at the location, and
 * a signature becomes the job's signature (spec §3: gallery items go from `up`
 * to `down`; decisions: job.signature = the signature's location).
 */
import type { GalleryImage, Job } from '../../src/domain/job';
import type { StoredPhoto } from './stored-photo';

function followed(
  images: GalleryImage[] | undefined,
  photoId: string,
  location: string,
): GalleryImage[] | undefined {
  if (!images?.some((image) => image.id === photoId)) return undefined;
  return images.map((image) =>
    image.id === photoId ? { ...image, status: 'down' as const, uri: location } : image,
  );
}

/** The job once the photo is uploaded, or null when the job does not carry it. */
export function jobWithUploadedPhoto(
  job: Job,
  photo: Pick<StoredPhoto, 'id' | 'purpose'>,
  location: string,
): Job | null {
  if (photo.purpose === 'signature') return { ...job, signature: location };
  const gallery = followed(job.job_activity_gallery, photo.id, location);
  if (gallery) return { ...job, job_activity_gallery: gallery };
  let found = false;
  const products = job.products.map((product) => {
    const images = followed(product.after_images, photo.id, location);
    if (!images) return product;
    found = true;
    return { ...product, after_images: images };
  });
  return found ? { ...job, products } : null;
}
