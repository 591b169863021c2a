/**
 * A backstop item: one outbox entry the engine could not send, with the photos
 * it names (their bytes kept while still `up`), or a lone `up` photo no entry
 * names. The service worker copies them from the outbox into its
 * background-sync queue; the outbox stays the source of truth (architecture rule 5).
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ApiRequest } from '@worker-shared/api/api-client';
import { encodeBody, withQuery } from '@worker-shared/api/request-body';
import { freezeRequest } from '@worker-shared/stored/frozen-request';
import type { StoredPhoto, StoredPhotoSet } from '@worker-shared/stored/stored-photo';
import { laneOf } from '@worker-shared/stored/outbox-entry';
import type { PhotoRef, StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { callOf, frozenRequestOf } from '@worker-shared/sending/outbox-request';
import { uploadRequest } from '@worker-shared/sending/image-api-upload';

/** A photo of an item and where the image cache keeps it. */
export interface ItemPhoto {
  imageKey: string;
  photo: StoredPhoto;
}

/** What the backstop queue holds (as the queued request's metadata). */
export interface BackstopItem {
  /** The Idempotency-Key of the call the item ends with: the entry's, or the lone photo's. */
  key: string;
  /** userName of the user whose work it is; sent only while that user is logged in. */
  owner: string;
  /** Items of one lane are replayed in order, each after the one before it went through. */
  lane: string;
  /** The outbox entry; null for a lone photo. */
  entry: StoredOutboxEntry | null;
  photos: ItemPhoto[];
}

/** The photo a ref names, if the image cache has it. */
function findPhoto(sets: StoredPhotoSet[], ref: PhotoRef): StoredPhoto | undefined {
  return sets.find((set) => set.key === ref.imageKey)?.photos.find((photo) => photo.id === ref.photoId);
}

/**
 * The items for the outbox and the image cache: lone `up` photos first, then
 * every pending entry in sending order. An entry that needs the driver's
 * attention stays with the engine (its photos go up as lone photos).
 */
export function backstopItems(entries: StoredOutboxEntry[], sets: StoredPhotoSet[]): BackstopItem[] {
  const named = new Set<string>();
  const pending = entries.filter((entry) => entry.state !== 'attention');
  const forEntries = pending.map((entry): BackstopItem => {
    const photos = entry.photos.flatMap((ref): ItemPhoto[] => {
      const photo = findPhoto(sets, ref);
      if (photo) named.add(photo.id);
      return photo ? [{ imageKey: ref.imageKey, photo }] : [];
    });
    return { key: entry.idempotencyKey, owner: entry.owner, lane: laneOf(entry), entry, photos };
  });
  const lone = sets.flatMap((set) =>
    set.photos
      .filter((photo) => photo.status === 'up' && !named.has(photo.id))
      .map((photo): BackstopItem => ({
        key: photo.idempotencyKey,
        owner: photo.owner,
        lane: `photo:${photo.id}`,
        entry: null,
        photos: [{ imageKey: set.key, photo }],
      })),
  );
  return [...lone, ...forEntries];
}

/** Identifies an item with the upload state of its photos (a changed state makes it a new copy). */
export function itemSignature(item: BackstopItem): string {
  return `${item.key}|${item.photos.map(({ photo }) => `${photo.id}:${photo.status}`).join(',')}`;
}

/** The item's photos as frozenRequestOf looks them up. */
export function photoLookup(item: BackstopItem): (ref: PhotoRef) => StoredPhoto | undefined {
  return (ref) =>
    item.photos.find(({ imageKey, photo }) => imageKey === ref.imageKey && photo.id === ref.photoId)?.photo;
}

/**
 * The call the item ends with, as it would go out now: the entry's frozen call
 * (before its `up` photos are uploaded, one with the payload as saved), or the
 * lone photo's upload.
 */
export function finalCall(item: BackstopItem): ApiRequest {
  const { entry } = item;
  if (entry === null) {
    const photo = item.photos[0]?.photo;
    if (!photo)
      return { method: 'POST', path: apiPaths.imageUpload, headers: { 'Idempotency-Key': item.key } };
    return uploadRequest(photo, photo.bytes ?? new Blob([]));
  }
  const frozen = frozenRequestOf(entry, photoLookup(item), () => undefined);
  return callOf(frozen.kind === 'ready' ? frozen.request : freezeRequest(entry, entry.payload));
}

/** The request the queue stores for an item: URL, Idempotency-Key and body, never a token. */
export function queuedRequest(item: BackstopItem, baseUrl: string): Request {
  const call = finalCall(item);
  const encoded = call.body ? encodeBody(call.body) : undefined;
  const headers = new Headers(call.headers);
  if (encoded) headers.set('Content-Type', encoded.contentType);
  return new Request(withQuery(`${baseUrl}${call.path}`, call.query), {
    method: call.method,
    headers,
    body: encoded?.body ?? null,
  });
}

/** True for queue metadata that is a backstop item. */
export function isBackstopItem(value: unknown): value is BackstopItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const entry = item.entry as { idempotencyKey?: unknown } | null | undefined;
  return (
    typeof item.key === 'string' &&
    typeof item.owner === 'string' &&
    typeof item.lane === 'string' &&
    Array.isArray(item.photos) &&
    (entry === null || (typeof entry === 'object' && typeof entry.idempotencyKey === 'string'))
  );
}
