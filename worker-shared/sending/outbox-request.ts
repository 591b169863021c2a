/**
 * The call an outbox entry makes. Its exact request is frozen once
 * (stored/frozen-request.ts): at save when it names no photos, else by the
 * first sender that finds every photo uploaded, which seals it in the store
 * (storage.sealOutboxRequest: the first writer wins) before the first attempt.
 * Until every photo an entry names is uploaded the entry waits. Every later
 * attempt, by the engine or the service worker of any version, sends the
 * stored bytes, so the idempotency key stays valid across app updates.
 */
import type { ApiRequest } from '../api/api-client';
import { freezeRequest } from '../stored/frozen-request';
import type { FrozenRequest } from '../stored/frozen-request';
import type { StoredPhoto } from '../stored/stored-photo';
import type { OutboxEntry, PhotoRef } from '../stored/outbox-entry';
import { bodyWithPhotos } from './body-with-photos';
import type { UploadedPhoto } from './body-with-photos';

/** The entry's frozen call, or the photos it waits for. */
export type FrozenCall =
  { kind: 'ready'; request: FrozenRequest } | { kind: 'waiting'; pending: StoredPhoto[] };

/** Finds a stored photo by images-store key and id. */
export type PhotoLookup = (ref: PhotoRef) => StoredPhoto | undefined;

/**
 * The entry's call, frozen: its own when it has one, else built now with its
 * uploaded photos filled in; or the photos it waits for. A photo missing from
 * the store is logged and left out (product rule 8.8). A built call must be sealed in
 * the store before it is sent (storage.sealOutboxRequest), and the stored
 * answer sent.
 */
export function frozenRequestOf(
  entry: OutboxEntry,
  lookup: PhotoLookup,
  log: (message: string) => void,
): FrozenCall {
  if (entry.request) return { kind: 'ready', request: entry.request };
  const uploaded: UploadedPhoto[] = [];
  const pending: StoredPhoto[] = [];
  for (const ref of entry.photos) {
    const photo = lookup(ref);
    if (!photo) log(`Photo ${ref.photoId} of ${ref.imageKey} is missing; sending without it`);
    else if (photo.status === 'down' && photo.location) uploaded.push({ ref, photo });
    else pending.push(photo);
  }
  if (pending.length > 0) return { kind: 'waiting', pending };
  return { kind: 'ready', request: freezeRequest(entry, bodyWithPhotos(entry, uploaded)) };
}

/** The gateway call that sends a frozen request's exact bytes (the client adds the token and the device headers). */
export function callOf(request: FrozenRequest): ApiRequest {
  return {
    method: request.method,
    path: request.path,
    body: { kind: 'jsonText', text: request.body },
    headers: { ...request.headers },
  };
}
