/**
 * Where a job's completion photos sit on the job: the
 * property's damage and the delivered photo in job_activity_gallery, an item's
 * damage (damage / collection-damage) in its after_images. Gallery item id =
 * stored photo id; never any image bytes on the job. Pure; returns new jobs.
 */
import type { GalleryImage, Job, Product } from '@domain/job/job';
import { productKey, updateProducts } from '@domain/job/product-by-id';
import type { StoredPhoto } from './stored-photo';

/** A stored photo's evidence marks as a gallery item carries them: its SHA-256 and annotated flag, when set. */
export function evidenceMarksOf(
  photo: Pick<StoredPhoto, 'sha256' | 'annotated'>,
): Pick<GalleryImage, 'sha256' | 'annotated'> {
  return {
    ...(photo.sha256 === undefined ? {} : { sha256: photo.sha256 }),
    ...(photo.annotated === true ? { annotated: true } : {}),
  };
}

/** The gallery item of a stored photo (`up` until uploaded), with its evidence marks (evidenceMarksOf). */
export function galleryItemOf(
  photo: Pick<StoredPhoto, 'id' | 'uri' | 'purpose' | 'status' | 'sha256' | 'annotated'>,
): GalleryImage {
  return {
    id: photo.id,
    uri: photo.uri,
    type: photo.purpose,
    status: photo.status,
    ...evidenceMarksOf(photo),
  };
}

/** The job with the photo's item added: to its product's after_images when it has one, else the job gallery. */
export function withGalleryItem(job: Job, item: GalleryImage, productId: Product['id'] | null): Job {
  if (productId === null)
    return { ...job, job_activity_gallery: [...(job.job_activity_gallery ?? []), item] };
  return updateProducts(job, [productId], (product) => ({
    ...product,
    after_images: [...(product.after_images ?? []), item],
  }));
}

/** Where a photo's item sits: the job gallery (productId null) or a product's after_images. */
export interface GalleryPlace {
  item: GalleryImage;
  productId: Product['id'] | null;
}

/** The item with this id on the job, and where it sits; null when the job does not carry it. */
export function findGalleryItem(job: Job, photoId: string): GalleryPlace | null {
  const own = job.job_activity_gallery?.find((image) => image.id === photoId);
  if (own) return { item: own, productId: null };
  for (const product of job.products) {
    const item = product.after_images?.find((image) => image.id === photoId);
    if (item) return { item, productId: product.id };
  }
  return null;
}

function swapped(images: GalleryImage[] | undefined, photoId: string, next: GalleryImage | null) {
  if (images === undefined) return undefined;
  return images.flatMap((image) => (image.id !== photoId ? [image] : next ? [next] : []));
}

/** The job with the item of this id replaced in place by next, or removed when next is null. */
export function withItemReplaced(job: Job, photoId: string, next: GalleryImage | null): Job {
  const place = findGalleryItem(job, photoId);
  if (place === null) return job;
  if (place.productId === null) {
    return { ...job, job_activity_gallery: swapped(job.job_activity_gallery, photoId, next) ?? [] };
  }
  const key = productKey(place.productId);
  return {
    ...job,
    products: job.products.map((product) =>
      productKey(product.id) === key
        ? { ...product, after_images: swapped(product.after_images, photoId, next) ?? [] }
        : product,
    ),
  };
}

/** The ids of every photo the job carries (job gallery and every item's after_images). */
export function galleryIds(job: Job): Set<string> {
  return new Set([
    ...(job.job_activity_gallery ?? []).map((image) => image.id),
    ...job.products.flatMap((product) => (product.after_images ?? []).map((image) => image.id)),
  ]);
}
