/**
 * The backstop's photo uploads: an item's `up` photos go through the image
 * API, in order. A photo the engine would send to the object store itself is
 * written under the object key the engine would use, so both paths give the
 * same location (and the same frozen update for its key).
 */
import type { ObjectStoreSettings } from '@domain/gateway/api-shapes';
import { goesToImageApi } from '@domain/photos/object-store-keys';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { uploadPhoto } from '@worker-shared/sending/image-api-upload';
import type { UploadFailure, UploadOutcome } from '@worker-shared/sending/image-api-upload';
import { fetchObjectStoreSettings, objectKeyOf } from '@worker-shared/sending/object-store-settings';
import type { BackstopItem, ItemPhoto } from './backstop-item';

/** Sends one call, keeping its answer for the holdup's sorting. */
export type ReplaySend = (call: ApiRequest) => Promise<ApiResult>;

/** Uploads one photo through the image API, under the engine's object key when it is a store photo. */
async function uploadHeldPhoto(
  send: ReplaySend,
  photo: StoredPhoto,
  store: { settings: ObjectStoreSettings | null },
): Promise<UploadOutcome> {
  if (goesToImageApi(photo.purpose)) return uploadPhoto(send, photo);
  const settings = store.settings ?? (await fetchObjectStoreSettings(send));
  if ('kind' in settings) return settings;
  store.settings = settings;
  return uploadPhoto(send, photo, objectKeyOf(settings, photo));
}

/**
 * Uploads the item's `up` photos in order: the item with every photo `down` at
 * its location, or the failure and the item with those uploaded so far `down`.
 */
export async function uploadItemPhotos(
  send: ReplaySend,
  item: BackstopItem,
): Promise<
  { kind: 'uploaded'; item: BackstopItem } | { kind: 'failed'; failure: UploadFailure; item: BackstopItem }
> {
  const store: { settings: ObjectStoreSettings | null } = { settings: null };
  const photos: ItemPhoto[] = [];
  for (const [index, held] of item.photos.entries()) {
    if (held.photo.status !== 'up') {
      photos.push(held);
      continue;
    }
    const outcome = await uploadHeldPhoto(send, held.photo, store);
    if (outcome.kind !== 'uploaded') {
      return {
        kind: 'failed',
        failure: outcome,
        item: { ...item, photos: [...photos, ...item.photos.slice(index)] },
      };
    }
    const photo = { ...held.photo, status: 'down' as const, location: outcome.location, bytes: null };
    photos.push({ imageKey: held.imageKey, photo });
  }
  return { kind: 'uploaded', item: { ...item, photos } };
}
