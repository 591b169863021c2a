/** Stored photos of job ORD123-01 for the outbox and backstop tests: `up` with bytes, or `down` at a location. */
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';

/** An `up` failure photo of ORD123-01 with three bytes, changed by the overrides. */
export function upPhoto(id: string, overrides: Partial<StoredPhoto> = {}): StoredPhoto {
  return {
    id,
    uri: `ORD123-01-failed-${id}`,
    purpose: 'failed',
    jobId: 'ORD123-01',
    owner: 'demo.driver',
    fileName: 'door.jpg',
    uploadName: `ORD123-01-failed-${id}.png`,
    contentType: 'image/png',
    bytes: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    width: 3,
    height: 1,
    status: 'up',
    location: null,
    idempotencyKey: `photo-key-${id}`,
    createdAt: 1,
    attempts: 0,
    lastError: null,
    ...overrides,
  };
}

/** The photo uploaded: `down` at http://gw/media/{id}, its bytes dropped. */
export const downPhoto = (id: string) =>
  upPhoto(id, { status: 'down', location: `http://gw/media/${id}`, bytes: null });
