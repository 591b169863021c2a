/**
 * What a retailer's receiver does with a post, written independently of the gateway's signing code: split
 * Doorstep-Signature into t and v1, recompute HMAC-SHA256 of "<t>.<raw body>" with the shared secret,
 * compare in constant time, and refuse a timestamp older (or newer) than the tolerance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The replay window docs/security.md recommends: five minutes. */
export const TOLERANCE_SECONDS = 300;

/** True when the header signs the raw body with the secret and its time is within the tolerance of now. */
export function verifyDoorstepSignature(
  secret: string,
  rawBody: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = TOLERANCE_SECONDS,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), part.slice(at + 1)] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
