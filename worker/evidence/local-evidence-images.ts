/**
 * The phone's photos as the evidence record sees them (issue 14): each photo's
 * link (its location once uploaded, else its upload name, which carries the
 * moment it was taken), the job with those links in its gallery and signature,
 * and what the phone holds under each link: the SHA-256 taken at capture and
 * the SHA-256 of the bytes it still has, computed now.
 */
import type { GalleryImage, Job } from '@domain/job/job';
import type { StoredImageFacts } from '@domain/evidence/evidence-inputs';
import { evidenceMarksOf } from '@worker-shared/stored/job-gallery';
import { sha256Hex } from '@worker-shared/stored/photo-sha256';
import { latestSignatureOf, type StoredPhoto } from '@worker-shared/stored/stored-photo';

/** The link the record names a photo by: its location once uploaded, else its upload name. */
export function photoLink(photo: Pick<StoredPhoto, 'location' | 'uploadName'>): string {
  return photo.location ?? photo.uploadName;
}

/** A gallery item with its stored photo's link, SHA-256 and annotated mark (an item the phone no longer holds stays as it is). */
function linked(item: GalleryImage, byId: ReadonlyMap<string, StoredPhoto>): GalleryImage {
  const photo = byId.get(item.id);
  if (!photo) return item;
  return { ...item, uri: photoLink(photo), ...evidenceMarksOf(photo) };
}

/** The job with every photo it carries under its link, and the latest signature (uploaded or not) as its signature. */
export function jobViewWithLinks(job: Job, photos: readonly StoredPhoto[]): Job {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const signature = latestSignatureOf(photos);
  return {
    ...job,
    job_activity_gallery: (job.job_activity_gallery ?? []).map((item) => linked(item, byId)),
    products: job.products.map((product) =>
      product.after_images === undefined
        ? product
        : { ...product, after_images: product.after_images.map((item) => linked(item, byId)) },
    ),
    ...(signature ? { signature: photoLink(signature), signature_sha256: signature.sha256 ?? null } : {}),
  };
}

/** What the phone holds under each photo's link: ref = the photo's id, bytes hashed now. */
export async function localImageFacts(
  photos: readonly StoredPhoto[],
): Promise<Record<string, StoredImageFacts>> {
  const facts: Record<string, StoredImageFacts> = {};
  for (const photo of photos) {
    facts[photoLink(photo)] = {
      ref: photo.id,
      contentType: photo.contentType,
      receivedAt: null,
      storedSha256: photo.bytes ? await sha256Hex(photo.bytes) : null,
      declaredSha256: photo.sha256 ?? null,
      present: photo.bytes !== null,
    };
  }
  return facts;
}
