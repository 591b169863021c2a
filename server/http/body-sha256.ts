/**
 * Checking a body against the SHA-256 the phone computed at capture:
 * the image API's Doorstep-Content-SHA256 header (hex) and the object store's
 * x-amz-checksum-sha256 header (base64), as S3 checks it.
 */
import { createHash } from 'node:crypto';

/** The body's SHA-256 as 64 lower-case hex digits. */
export function bodySha256Hex(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

/** The S3 upload checksum header the gate checks. */
export const CHECKSUM_SHA256_HEADER = 'x-amz-checksum-sha256';

/** S3's words when a body does not match its declared SHA-256 (code BadDigest). */
export const BAD_DIGEST_MESSAGE = 'The SHA256 you specified did not match the calculated checksum.';

/** True when a declared base64 SHA-256 (x-amz-checksum-sha256) is the body's; absent counts as matching. */
export function checksumHeaderMatches(declared: string | undefined, body: Uint8Array): boolean {
  if (declared === undefined) return true;
  return createHash('sha256').update(body).digest('base64') === declared.trim();
}
