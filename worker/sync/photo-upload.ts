/**
 * Uploads one `up` photo to the image API (spec §7): the raw bytes, with the
 * name and content type as query, and the photo's own Idempotency-Key so a
 * repeat after a lost answer stores nothing twice.
 */
import { apiPaths } from '../../src/domain/api-shapes';
import type { Job } from '../../src/domain/job';
import { messages } from '../../src/domain/messages';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult } from '../api/api-result';
import type { EngineStorage } from '../db/storage';
import type { StoredPhoto } from '../images/stored-photo';
import type { SerialQueue } from '../state/serial-queue';
import { sendOutcomeOf } from './send-outcome';
import type { SendOutcome } from './send-outcome';

/** The upload's outcome: its location, or why not. */
export type UploadOutcome =
  { kind: 'uploaded'; location: string } | Exclude<SendOutcome, { kind: 'accepted' }>;

/** 'image/png' → 'png' (the query form the spec gives). */
function shortType(contentType: string): string {
  return contentType.replace(/^image\//, '');
}

/** The upload call for a photo. */
export function uploadRequest(photo: StoredPhoto, bytes: ArrayBuffer): ApiRequest {
  return {
    method: 'POST',
    path: apiPaths.imageUpload,
    query: { name: photo.uploadName, contentType: shortType(photo.contentType) },
    body: { kind: 'raw', data: bytes, contentType: photo.contentType },
    headers: { 'Idempotency-Key': photo.idempotencyKey },
  };
}

/** Sends a photo; a success without a mediaLink counts as a server data error. */
export async function uploadPhoto(
  send: (call: ApiRequest) => Promise<ApiResult>,
  photo: StoredPhoto,
): Promise<UploadOutcome> {
  if (!photo.bytes) return { kind: 'failed', message: `Photo ${photo.uri} has no data`, network: false };
  const outcome = sendOutcomeOf(await send(uploadRequest(photo, photo.bytes)));
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
  onJobChanged(job: Job): void;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  log: (message: string) => void;
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
      const outcome = await uploadPhoto(world.send, photo);
      if (outcome.kind === 'uploaded') {
        await world.jobWrites.run(async () => {
          const job = await world.storage.markPhotoUploaded(set.key, photo.id, outcome.location);
          if (job) world.onJobChanged(job);
        });
        continue;
      }
      world.log(`Photo upload failed for ${photo.uri}: ${outcome.message}`);
      await world.storage.recordPhotoFailure(set.key, photo.id, outcome.message);
      failures.set(photo.id, outcome);
      if (endsPass(outcome)) return failures;
    }
  }
  return failures;
}
