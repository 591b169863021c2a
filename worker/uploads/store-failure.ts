/**
 * What an object store error means for the photo (product rule 7.6), in the driver's
 * words. No answer: the store was not reached (the pass stops, the photo is
 * tried again later). A 400 (BadDigest: the bytes that arrived are not the ones
 * hashed at capture, or any other malformed upload) and a 403 or an ended
 * session token (the store would not take the grant; the uploader asks a fresh
 * grant once before it gives up) are refusals for good: the change that needs
 * the photo then needs the driver's attention. Every other answer (5xx, 429 …)
 * is tried again later.
 */
import { messages } from '@domain/app/messages';
import { retryLater } from '@worker-shared/sending/image-api-upload';
import type { UploadFailure } from '@worker-shared/sending/image-api-upload';

/** The store was not reached: the pass stops, the photo is tried again later. */
export const storeNotReached: UploadFailure = {
  kind: 'retry',
  message: messages.errorContactingServer,
  network: true,
  retryAfterMs: null,
};

/** The message when a key already holds other bytes. */
export const OTHER_OBJECT_MESSAGE =
  'A different photo is already stored under this name; it was not replaced.';

/** The store's codes for a body that does not match its hash. */
const DIGEST_CODES: ReadonlySet<string> = new Set([
  'BadDigest',
  'InvalidDigest',
  'XAmzContentSHA256Mismatch',
]);

/** What the driver reads when the store found the bytes damaged on the way. */
export const DIGEST_MESSAGE =
  'The photo store received this photo damaged: it did not match the photo saved on this phone.';

/** The store's codes (S3 answers 400 for some) for credentials it would not take. */
const GRANT_CODES: ReadonlySet<string> = new Set(['ExpiredToken', 'InvalidToken', 'TokenRefreshRequired']);

/** The HTTP status of an SDK error, if the store answered. */
export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** The store's error code (e.g. BadDigest), or null. */
function codeOf(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  return name && name !== 'Error' && name !== 'UnknownError' ? name : null;
}

/** True when the store would not take the grant's credentials (a fresh grant may do). */
export function grantNotTaken(error: unknown): boolean {
  const status = statusOf(error);
  const code = codeOf(error);
  return status === 403 || (status === 400 && code !== null && GRANT_CODES.has(code));
}

/** A refusal for good, with the store's code and a plain message (also as the body's `message`). */
function refusal(status: number, code: string | null, message: string): UploadFailure {
  return { kind: 'refused', status, code, message, json: { message } };
}

/** A key that holds another photo's bytes: never replaced, so the upload is refused for good. */
export const otherObjectRefusal: UploadFailure = refusal(412, 'PreconditionFailed', OTHER_OBJECT_MESSAGE);

/** An SDK error as an upload failure. */
export function storeFailureOf(error: unknown): UploadFailure {
  const status = statusOf(error);
  if (status === undefined) return storeNotReached;
  const text = error instanceof Error ? error.message.trim() : '';
  const said = text && text !== 'UnknownError' ? text : '';
  const code = codeOf(error);
  const detail = said ? ` (${said})` : '';
  if (grantNotTaken(error)) {
    return refusal(status, code, `The photo store did not let this phone store this photo${detail}.`);
  }
  if (status === 400 && code !== null && DIGEST_CODES.has(code)) return refusal(400, code, DIGEST_MESSAGE);
  if (status === 400) return refusal(400, code, `The photo store did not accept this photo${detail}.`);
  return retryLater(said || messages.somethingWentWrong);
}
