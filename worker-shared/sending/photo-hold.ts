/**
 * Which `up` photos are on hold: not uploaded, not counted as work to send and
 * no reason for the sync timer, by the engine and the service worker alike.
 * A photo is on hold while every change that names it needs the driver's
 * attention, or, when no change names it, once the gateway or the object store
 * refused it for good (a change discarded after its photo was refused; a job
 * photo refused before any change named it). A change that needs it again (the
 * driver's Retry, a new save) takes it off hold. Its bytes stay on the phone.
 * The refusals are kept in kv `refusedPhotos` by photo id; only the engine
 * writes them (worker/uploads/refused-photos.ts).
 */
import { kvKey } from '../db/kv-key';
import type { EngineStorage } from '../db/storage';
import { photoRefId } from '../stored/outbox-entry';
import type { StoredOutboxEntry } from '../stored/outbox-entry';
import type { StoredPhoto } from '../stored/stored-photo';

/** Why a photo was refused for good. */
export interface PhotoRefusal {
  message: string;
  status: number;
  /** The refusal's code (the gateway's `code`, or the store's, e.g. BadDigest), or null. */
  code: string | null;
  /** ms since the epoch */
  at: number;
}

/** The refused photos by photo id. */
export type RefusedPhotos = Readonly<Record<string, PhotoRefusal>>;

/** kv: the photos refused for good, by photo id (pruned of photos no longer `up` at each new refusal). */
export const refusedPhotosKey = kvKey<RefusedPhotos>('refusedPhotos');

/** True when the photo stored under the images key is on hold. */
export type PhotoHold = (imageKey: string, photo: Pick<StoredPhoto, 'id'>) => boolean;

/** The hold rule over these entries and refusals. */
export function photoHoldOf(entries: readonly StoredOutboxEntry[], refused: RefusedPhotos): PhotoHold {
  const named = new Set<string>();
  const wanted = new Set<string>();
  for (const entry of entries) {
    for (const ref of entry.photos) {
      named.add(photoRefId(ref));
      if (entry.state !== 'attention') wanted.add(photoRefId(ref));
    }
  }
  return (imageKey, photo) => {
    const id = photoRefId({ imageKey, photoId: photo.id });
    if (wanted.has(id)) return false;
    return named.has(id) || refused[photo.id] !== undefined;
  };
}

/** The refused photos as stored (none when never written). */
export async function refusedPhotosIn(storage: Pick<EngineStorage, 'get'>): Promise<RefusedPhotos> {
  return (await storage.get(refusedPhotosKey)) ?? {};
}

/** The hold rule as the store has it now. */
export async function photoHoldIn(storage: Pick<EngineStorage, 'get' | 'outboxEntries'>): Promise<PhotoHold> {
  return photoHoldOf(await storage.outboxEntries(), await refusedPhotosIn(storage));
}
