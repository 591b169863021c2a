/**
 * Where the delivery report's damage photos live on a job (photo purpose
 * 'damage'): a product's in its after_images, the customer's property's in the
 * job's job_activity_gallery. Both are gallery images of type 'damage'.
 */
import type { GalleryImage, Job, Product } from '../job/job';
import type { PhotoPurpose } from '../photos/photo-uri';

/** The gallery type (photo purpose) of a damage photo. */
export const DAMAGE_PHOTO_TYPE = 'damage' satisfies PhotoPurpose;

function isDamagePhoto(image: GalleryImage): boolean {
  return image.type === DAMAGE_PHOTO_TYPE;
}

/** The photos of damage to the customer's property (job gallery images of type 'damage'). */
export function propertyDamagePhotos(job: Pick<Job, 'job_activity_gallery'>): GalleryImage[] {
  return (job.job_activity_gallery ?? []).filter(isDamagePhoto);
}

/** The photos of damage to one product (its after_images of type 'damage'). */
export function productDamagePhotos(product: Pick<Product, 'after_images'>): GalleryImage[] {
  return (product.after_images ?? []).filter(isDamagePhoto);
}

/** The job without any damage photo, and the photos taken off (property ones first, then by product). */
export function withoutDamagePhotos(job: Job): { job: Job; removed: GalleryImage[] } {
  const removed = [...propertyDamagePhotos(job), ...job.products.flatMap(productDamagePhotos)];
  if (removed.length === 0) return { job, removed };
  return {
    job: {
      ...job,
      ...(job.job_activity_gallery === undefined
        ? {}
        : { job_activity_gallery: job.job_activity_gallery.filter((image) => !isDamagePhoto(image)) }),
      products: job.products.map((product) =>
        product.after_images === undefined
          ? product
          : { ...product, after_images: product.after_images.filter((image) => !isDamagePhoto(image)) },
      ),
    },
    removed,
  };
}

/** The gallery type of a photo of damage found on collection (the collection report's item photos). */
export const COLLECTION_DAMAGE_TYPE = 'collection-damage' satisfies PhotoPurpose;

/** The item's photos of damage taken on collection (its after_images of type 'collection-damage'). */
export function collectionDamagePhotos(product: Pick<Product, 'after_images'>): GalleryImage[] {
  return (product.after_images ?? []).filter((image) => image.type === COLLECTION_DAMAGE_TYPE);
}
