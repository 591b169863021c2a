/**
 * The image API's check of the SHA-256 the phone took at capture:
 * the Doorstep-Content-SHA256 header, 64 lower-case hex digits, must be the
 * received body's; a body changed on the way is refused, never stored.
 */
import { CONTENT_SHA256_HEADER, isSha256Hex } from '@domain/photos/sha256-hex';
import { badRequest } from './api-error';
import { bodySha256Hex } from './body-sha256';

/** Why a declared hash is refused when it is no SHA-256. */
export const MALFORMED_CONTENT_SHA256 = `${CONTENT_SHA256_HEADER} must be a SHA-256 as 64 lower-case hex digits.`;

/** Why a body is refused when it does not hash to the declared SHA-256. */
export const DAMAGED_PHOTO =
  'The photo arrived damaged: its SHA-256 does not match the one taken on the phone. It was not stored.';

/** The declared SHA-256 when it is the body's; undefined when none was declared; else a 400. */
export function declaredSha256(header: string | undefined, body: Uint8Array): string | undefined {
  if (header === undefined) return undefined;
  const declared = header.trim();
  if (!isSha256Hex(declared)) throw badRequest(MALFORMED_CONTENT_SHA256);
  if (bodySha256Hex(body) !== declared) throw badRequest(DAMAGED_PHOTO);
  return declared;
}
