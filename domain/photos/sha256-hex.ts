/**
 * The evidence hash's form: the SHA-256 of an image's bytes as 64
 * lower-case hex digits, computed on the phone at capture and checked on
 * receipt (the object store's SHA-256 upload checksum, or the gateway for the
 * image API). The phone and the gateway both send and store it only so.
 */

/** 64 lower-case hex digits: the only form a SHA-256 is sent and stored in. */
export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;

/** True for a SHA-256 in the form it is sent and stored in. */
export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && SHA256_HEX_PATTERN.test(value);
}

/** The header that carries an image API upload's SHA-256 (hex), checked by the gateway against the body. */
export const CONTENT_SHA256_HEADER = 'Doorstep-Content-SHA256';

/** The object's user metadata key (x-amz-meta-sha256) holding the hex SHA-256 taken on the phone. */
export const SHA256_METADATA_KEY = 'sha256';
