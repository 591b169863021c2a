/**
 * The pieces of a job's evidence the record reads from the job document and
 * the updates that carried them: reason paths by id, the job's photos (the job
 * gallery and each item's after_images; at the gateway an item's photo sits in
 * the gallery with heading 'product:{id}'), and which update first carried a
 * piece (its receivedAt is when that piece reached the gateway).
 */
import type { GalleryImage, Job, Product } from '../job/job';
import { productKey } from '../job/product-by-id';
import type { ReasonCode, ReasonCodeField } from '../reasons/reason-code';
import { reasonPathTo } from '../reasons/reason-lookup';
import { reasonTree } from '../reasons/reason-tree';
import type { RecordUpdateInput } from './evidence-inputs';

/** The labels from the top reason down to the reason with this id in the field's tree ([] when none). */
export function reasonLabels(
  codes: readonly ReasonCode[],
  field: ReasonCodeField,
  id: number | null | undefined,
): string[] {
  return reasonPathTo(reasonTree(codes, field), id).map((reason) => reason.label);
}

/** A photo of the job with the product it shows, if any. */
export interface JobPhoto {
  image: GalleryImage;
  product: Product | null;
}

/** The product a gallery heading 'product:{id}' names, or null. */
function productOfHeading(job: Job, heading: string | undefined): Product | null {
  const id = heading?.startsWith('product:') === true ? heading.slice('product:'.length) : null;
  return id === null ? null : (job.products.find((p) => productKey(p.id) === id) ?? null);
}

/** Every photo of the job once (by link): the gallery's, then each product's after_images. */
export function jobPhotos(job: Job): JobPhoto[] {
  const photos: JobPhoto[] = (job.job_activity_gallery ?? []).map((image) => ({
    image,
    product: productOfHeading(job, image.heading),
  }));
  for (const product of job.products) {
    for (const image of product.after_images ?? []) photos.push({ image, product });
  }
  const seen = new Set<string>();
  return photos.filter(({ image }) => !seen.has(image.uri) && seen.add(image.uri) !== undefined);
}

/** A field of a JSON object, or undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The links of a payload's job_activity_gallery. */
function galleryLinks(payload: unknown): string[] {
  const gallery = fieldOf(payload, 'job_activity_gallery');
  return Array.isArray(gallery)
    ? gallery.map((item) => fieldOf(item, 'uri')).filter((u) => typeof u === 'string')
    : [];
}

/** When the first update carrying the link (as a photo or the signature) reached the gateway, or null. */
export function receivedWith(updates: readonly RecordUpdateInput[], link: string): string | null {
  const carrier = updates.find(
    (update) => fieldOf(update.payload, 'signature') === link || galleryLinks(update.payload).includes(link),
  );
  return carrier?.receivedAt ?? null;
}

/** The moment a payload says it was made: its outcome time, else its timestamp, else null. */
export function payloadTime(payload: unknown): string | null {
  for (const key of ['job_outcome_time', 'timestamp']) {
    const value = fieldOf(payload, key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}
