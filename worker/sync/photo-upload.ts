/**
 * Uploads the `up` photos (spec §7): risk assessment photos to the image API
 * (the raw bytes, with the name and content type as query, and the photo's own
 * Idempotency-Key so a repeat after a lost answer stores nothing twice); every
 * other photo and the signature to the object store under a key of its own
 * (a repeat writes the same object again). Progress is reported per photo.
 */
import { apiPaths } from '../../src/domain/api-shapes';
import type { Job } from '../../src/domain/job';
import { messages } from '../../src/domain/messages';
import { goesToImageApi } from '../../src/domain/object-store-keys';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult } from '../api/api-result';
import type { EngineStorage } from '../db/storage';
import type { UploadProgress } from '../engine-api';
import type { StoredPhoto } from '../images/stored-photo';
import type { SerialQueue } from '../state/serial-queue';
import type { ObjectStoreUploads } from './object-store-uploads';
import { sendOutcomeOf } from './send-outcome';
import type { SendOutcome } from './send-outcome';

/** The upload's outcome: its location, or why not. */
export type UploadOutcome =
  { kind: 'uploaded'; location: string } | Exclude<SendOutcome, { kind: 'accepted' }>;

/** 'image/png' → 'png' (the query form the spec gives). */
function shortType(contentType: string): string {
  return contentType.replace(/^image\//, '');
}

/**
 * The image API call for a photo; with an object key the gateway writes the
 * photo under that key (the service worker's backstop names the object the
 * engine would upload to the store itself, so both give the same location).
 */
export function uploadRequest(photo: StoredPhoto, bytes: ArrayBuffer, objectKey?: string): ApiRequest {
  return {
    method: 'POST',
    path: apiPaths.imageUpload,
    query: {
      name: photo.uploadName,
      contentType: shortType(photo.contentType),
      ...(objectKey === undefined ? {} : { objectKey }),
    },
    body: { kind: 'raw', data: bytes, contentType: photo.contentType },
    headers: { 'Idempotency-Key': photo.idempotencyKey },
  };
}

/** Sends a photo through the image API; a success without a mediaLink counts as a server data error. */
export async function uploadPhoto(
  send: (call: ApiRequest) => Promise<ApiResult>,
  photo: StoredPhoto,
  objectKey?: string,
): Promise<UploadOutcome> {
  if (!photo.bytes) return { kind: 'failed', message: `Photo ${photo.uri} has no data`, network: false };
  const outcome = sendOutcomeOf(await send(uploadRequest(photo, photo.bytes, objectKey)));
  if (outcome.kind !== 'accepted') return outcome;
  const link = (outcome.json as { mediaLink?: unknown } | undefined)?.mediaLink;
  if (typeof link === 'string' && link !== '') return { kind: 'uploaded', location: link };
  return { kind: 'failed', message: messages.serverDataError, network: false };
}

/** Why a photo did not go up in this pass. */
export type UploadFailure = Exclude<UploadOutcome, { kind: 'uploaded' }>;

/** True when the pass must stop after this failure (no signal, or the login ended). */
export function endsPass(failure: UploadFailure | SendOutcome): boolean {
  return failure.kind === 'expired' || (failure.kind === 'failed' && failure.network);
}

/** What uploading the pending photos needs. */
export interface PhotoUploadWorld {
  storage: EngineStorage;
  send: (call: ApiRequest) => Promise<ApiResult>;
  /** Where every photo but the risk assessment ones goes. */
  objectStore: ObjectStoreUploads;
  onJobChanged(job: Job): void;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  log: (message: string) => void;
  /** A photo's upload started (loaded 0) or moved on. */
  onUploadProgress?(progress: UploadProgress): void;
  /** A photo's upload ended, either way (after its photo was stored `down` on success). */
  onUploadSettled?(photoId: string): Promise<void>;
}

/** Sends one photo where it belongs, reporting its progress. */
async function uploadOne(world: PhotoUploadWorld, photo: StoredPhoto): Promise<UploadOutcome> {
  const total = photo.bytes?.byteLength ?? 0;
  const report = (loaded: number, of: number) =>
    world.onUploadProgress?.({ photoId: photo.id, jobId: photo.jobId, uri: photo.uri, loaded, total: of });
  report(0, total);
  if (goesToImageApi(photo.purpose)) {
    const outcome = await uploadPhoto(world.send, photo);
    if (outcome.kind === 'uploaded') report(total, total);
    return outcome;
  }
  return world.objectStore.upload(photo, report);
}

/**
 * Uploads the owner's `up` photos, oldest key first. Each success is marked
 * `down` at once; failures are logged and kept on the photo. Stops at a network
 * failure or an expired login. Returns the failures by photo id.
 */
export async function uploadPendingPhotos(
  world: PhotoUploadWorld,
  owner: string,
): Promise<Map<string, UploadFailure>> {
  const failures = new Map<string, UploadFailure>();
  for (const set of await world.storage.photoSets()) {
    for (const photo of set.photos) {
      if (photo.status !== 'up' || photo.owner !== owner) continue;
      const outcome = await uploadOne(world, photo).catch((error: unknown): UploadOutcome => ({
        kind: 'failed',
        message: String(error),
        network: false,
      }));
      if (outcome.kind === 'uploaded') {
        await world.jobWrites.run(async () => {
          const job = await world.storage.markPhotoUploaded(set.key, photo.id, outcome.location);
          if (job) world.onJobChanged(job);
        });
        await world.onUploadSettled?.(photo.id);
        continue;
      }
      world.log(`Photo upload failed for ${photo.uri}: ${outcome.message}`);
      await world.storage.recordPhotoFailure(set.key, photo.id, outcome.message);
      await world.onUploadSettled?.(photo.id);
      failures.set(photo.id, outcome);
      if (endsPass(outcome)) return failures;
    }
  }
  return failures;
}
