/**
 * The image API call for one photo (product rule 7.2), which both workers send: the raw
 * bytes with the name and content type as query, the photo's own
 * Idempotency-Key (a repeat after a lost answer stores nothing twice) and the
 * moment it was taken (Doorstep-Saved-At: a photo of an earlier day's job,
 * sent after midnight, is still accepted) and the SHA-256 taken at capture
 * (Doorstep-Content-SHA256: the gateway refuses a body that does not match), and
 * how its answer becomes an upload outcome. The engine's pending uploads
 * (worker/uploads/pending-photo-uploads.ts) and the service worker's backstop use it.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { isMediaLink } from '@domain/photos/media-links';
import { SAVED_AT_HEADER } from '@domain/sync/sync-window';
import { CONTENT_SHA256_HEADER } from '@domain/photos/sha256-hex';
import type { ApiRequest } from '../api/api-client';
import type { ApiResult } from '../api/api-result';
import type { StoredPhoto } from '../stored/stored-photo';
import { sendOutcomeOf } from './send-outcome';
import type { SendOutcome } from './send-outcome';

/** Why a photo did not go up, sorted as every sender sorts a call's result. */
export type UploadFailure = Exclude<SendOutcome, { kind: 'accepted' }>;

/** The upload's outcome: its location, or why not. */
export type UploadOutcome = { kind: 'uploaded'; location: string } | UploadFailure;

/** A failure found on the phone or in a 2xx answer: kept, and tried again later. */
export function retryLater(message: string): UploadFailure {
  return { kind: 'retry', message, network: false, retryAfterMs: null };
}

/** 'image/png' → 'png' (the query form the image API takes). */
function shortType(contentType: string): string {
  return contentType.replace(/^image\//, '');
}

/**
 * The image API call for a photo; with an object key the gateway writes the
 * photo under that key (the service worker's backstop names the object the
 * engine would upload to the store itself, so both give the same location).
 */
export function uploadRequest(photo: StoredPhoto, bytes: Blob, objectKey?: string): ApiRequest {
  return {
    method: 'POST',
    path: apiPaths.imageUpload,
    query: {
      name: photo.uploadName,
      contentType: shortType(photo.contentType),
      ...(objectKey === undefined ? {} : { objectKey }),
    },
    body: { kind: 'raw', data: bytes, contentType: photo.contentType },
    headers: {
      'Idempotency-Key': photo.idempotencyKey,
      [SAVED_AT_HEADER]: new Date(photo.createdAt).toISOString(),
      ...(photo.sha256 === undefined ? {} : { [CONTENT_SHA256_HEADER]: photo.sha256 }),
    },
  };
}

/** Sends a photo through the image API; a success without a mediaLink that is an http(s) link counts as a server data error. */
export async function uploadPhoto(
  send: (call: ApiRequest) => Promise<ApiResult>,
  photo: StoredPhoto,
  objectKey?: string,
): Promise<UploadOutcome> {
  if (!photo.bytes) return retryLater(`Photo ${photo.uri} has no data`);
  const outcome = sendOutcomeOf(await send(uploadRequest(photo, photo.bytes, objectKey)));
  if (outcome.kind !== 'accepted') return outcome;
  const link = (outcome.json as { mediaLink?: unknown } | undefined)?.mediaLink;
  if (typeof link === 'string' && isMediaLink(link)) return { kind: 'uploaded', location: link };
  return retryLater(messages.serverDataError);
}

/** True when the pass must stop after this failure (no signal, or the login ended). */
export function endsPass(failure: UploadFailure | SendOutcome): boolean {
  if (failure.kind === 'expired') return true;
  return failure.kind === 'retry' && failure.network;
}
