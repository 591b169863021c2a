/**
 * The photos a driver takes while completing a job (product rule 5.7,
 * decisions): refused while the device store is above 80% of its quota,
 * processed in the worker (decode, 800×800, PNG), stored `up` in
 * the image cache under the job id and as a gallery item on the job in one
 * transaction, with no outbox entry; the completion's job update carries them.
 * An edited photo is a new photo (new id, uri and upload key) so only the
 * drawing is uploaded; a photo taken off the job leaves the cache unless it
 * has already been uploaded.
 */
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { findProduct } from '@domain/job/product-by-id';
import { isImageType } from '@domain/photos/photo-uri';
import { storageNearlyFull } from '@domain/photos/storage-budget';
import type { StorageUsage } from '@domain/photos/storage-budget';
import type { JobEditResult, JobPhotoInput, JobPhotoPurpose, PhotoInput, ProductId } from '../engine-shapes';
import {
  findGalleryItem,
  galleryItemOf,
  withGalleryItem,
  withItemReplaced,
} from '@worker-shared/stored/job-gallery';
import { NotAnImageError, takePhoto } from '../images/photo-intake';
import { photoBlobOf, type StoredPhoto } from '@worker-shared/stored/stored-photo';
import { findJobFor } from '../jobs/job-for-user';
import { cachedPhotos, editContext, saveJobEdit, waitingIds } from './job-edit-save';
import type { JobEditDeps } from './job-edit-save';

const jobPhotoPurposes: readonly string[] = [
  'damage',
  'collection-damage',
  'delivered',
] satisfies JobPhotoPurpose[];

/** True for the purposes of completion photos. */
function isJobPhotoPurpose(type: string): type is JobPhotoPurpose {
  return jobPhotoPurposes.includes(type);
}

/** Where a purpose may sit: delivered on the job only, collection-damage on an item only, damage on either. */
function placeAllowed(purpose: JobPhotoPurpose, productId: ProductId | null): boolean {
  if (purpose === 'delivered') return productId === null;
  if (purpose === 'collection-damage') return productId !== null;
  return true;
}

/** The device store's usage, read safely (unknown figures never refuse). */
function usageOf(deps: JobEditDeps): Promise<StorageUsage> {
  return deps.storageUsage().catch((): StorageUsage => ({}));
}

/**
 * True when the store is nearly full even after dropping the bytes of uploaded
 * photos (today's too): uploaded bytes are the first to go, a new photo next.
 */
async function stillNearlyFull(deps: JobEditDeps): Promise<boolean> {
  if (!storageNearlyFull(await usageOf(deps))) return false;
  const dropped = await deps.storage.dropUploadedBytes(null);
  return dropped === 0 || storageNearlyFull(await usageOf(deps));
}

/** Processes the picked file into a stored photo of the job, or the message to show. */
async function processed(
  deps: JobEditDeps,
  input: { jobId: string; purpose: JobPhotoPurpose; productId: ProductId | null; photo: PhotoInput },
): Promise<StoredPhoto | { ok: false; message: string }> {
  const login = deps.login();
  if (login === null) return { ok: false, message: messages.loginExpired };
  if (await stillNearlyFull(deps)) {
    deps.log(`Photo for ${input.jobId} refused: the device store is nearly full`);
    return { ok: false, message: messages.maxUploadSize };
  }
  const about = { jobId: input.jobId, purpose: input.purpose, owner: login.userName, now: deps.now() };
  try {
    const photo = await takePhoto(input.photo, about, deps.processPhoto);
    return input.productId === null ? photo : { ...photo, productId: input.productId };
  } catch (error) {
    deps.log(`Photo for ${input.jobId} not taken: ${String(error)}`);
    const notImage = error instanceof NotAnImageError;
    return { ok: false, message: notImage ? messages.onlyImageFiles : messages.somethingWentWrong };
  }
}

/** Adds a photo to the job where its purpose puts it (a product's after_images, else the job gallery). */
export async function addJobPhoto(deps: JobEditDeps, input: JobPhotoInput): Promise<JobEditResult> {
  if (!placeAllowed(input.purpose, input.productId)) {
    deps.log(`A ${input.purpose} photo cannot go ${input.productId === null ? 'on the job' : 'on an item'}`);
    return { ok: false, message: messages.somethingWentWrong };
  }
  const before = await editContext(deps, input.jobId);
  if ('ok' in before) return before;
  if (input.productId !== null && findProduct(before.stored.job, input.productId) === null) {
    return { ok: false, message: messages.somethingWentWrong };
  }
  const photo = await processed(deps, input);
  if ('ok' in photo) return photo;
  return saveJobEdit(deps, input.jobId, ({ stored }) => {
    if (input.productId !== null && findProduct(stored.job, input.productId) === null) {
      return { ok: false, message: messages.somethingWentWrong };
    }
    const job = withGalleryItem(stored.job, galleryItemOf(photo), input.productId);
    return { ok: true, job, addPhotos: [photo] };
  });
}

/** The photo's purpose and place on the job, when it is a completion photo the job carries. */
function completionPhotoOn(job: Job, photoId: string) {
  const place = findGalleryItem(job, photoId);
  return place && isJobPhotoPurpose(place.item.type) ? { ...place, purpose: place.item.type } : null;
}

/** Replaces a photo by the editor's drawing: a new, annotated photo in the same place; the old one is never uploaded. */
export async function replaceJobPhoto(
  deps: JobEditDeps,
  jobId: string,
  photoId: string,
  edited: Blob,
): Promise<JobEditResult> {
  if (!isImageType(edited.type)) return { ok: false, message: messages.onlyImageFiles };
  const before = await editContext(deps, jobId);
  if ('ok' in before) return before;
  const place = completionPhotoOn(before.stored.job, photoId);
  if (place === null) return { ok: false, message: messages.somethingWentWrong };
  const old = (await cachedPhotos(deps.storage, jobId)).find((photo) => photo.id === photoId);
  const name = old?.fileName ?? `${place.item.uri}.png`;
  const drawn = await processed(deps, { ...place, jobId, photo: { file: edited, name } });
  if ('ok' in drawn) return drawn;
  const photo: StoredPhoto = { ...drawn, annotated: true };
  return saveJobEdit(deps, jobId, ({ stored }, cached) => {
    if (completionPhotoOn(stored.job, photoId) === null) {
      return { ok: false, message: messages.somethingWentWrong };
    }
    const job = withItemReplaced(stored.job, photoId, galleryItemOf(photo));
    return { ok: true, job, addPhotos: [photo], dropPhotoIds: waitingIds(cached, [photoId]) };
  });
}

/** Takes a photo off the job (and out of the cache unless already uploaded). */
export function removeJobPhoto(deps: JobEditDeps, jobId: string, photoId: string): Promise<JobEditResult> {
  return saveJobEdit(deps, jobId, ({ stored }, cached) => {
    if (completionPhotoOn(stored.job, photoId) === null) {
      return { ok: false, message: messages.somethingWentWrong };
    }
    const job = withItemReplaced(stored.job, photoId, null);
    return { ok: true, job, dropPhotoIds: waitingIds(cached, [photoId]) };
  });
}

/** A stored photo's image of the user's job while it waits to upload; null once only its location remains. */
export async function photoData(deps: JobEditDeps, jobId: string, photoId: string): Promise<Blob | null> {
  const viewer = deps.login()?.userName ?? null;
  if (!(await findJobFor(deps.storage, jobId, deps.now(), viewer))) return null;
  const photo = (await cachedPhotos(deps.storage, jobId)).find((p) => p.id === photoId);
  return photo ? photoBlobOf(photo) : null;
}
