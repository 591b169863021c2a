/**
 * The evidence hash computed on the phone: SHA-256 of the encoded
 * bytes the phone uploads, as lower-case hex (domain/photos/sha256-hex.ts),
 * and as the base64 the object store's ChecksumSHA256 takes.
 */

import { sha256Hex as sha256HexOfBytes } from '@domain/evidence/evidence-digest';

/** The SHA-256 of the bytes as 64 lower-case hex digits (the record digest's own hash). */
export function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  return sha256HexOfBytes(new Uint8Array(bytes));
}

/** A hex SHA-256 as base64 (S3's ChecksumSHA256, the x-amz-checksum-sha256 header). */
export function sha256HexToBase64(hex: string): string {
  const bytes = hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  return btoa(String.fromCharCode(...bytes));
}
