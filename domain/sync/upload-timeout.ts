/**
 * How long one upload of a photo or signature may take before it is given up (and its request aborted, so a
 * retry never runs beside it): the wait for any answer, plus the time its bytes take on the slowest uplink the
 * app is built for. A flat 30 s gave up for good on a 500 KB photo below about 140 kbit/s: every pass started
 * it again and none finished, while the earlier tries still held the uplink.
 */

/** The slowest uplink a driver meets (a weak 2G/EDGE cell), in bytes per millisecond: 32 kbit/s. */
export const SLOWEST_UPLINK_BYTES_PER_MS = 32_000 / 8 / 1000;

/** The time an upload of `bytes` may take, given the wait for an answer (`answerMs`). */
export function uploadTimeoutMs(bytes: number, answerMs: number): number {
  return answerMs + Math.ceil(Math.max(0, bytes) / SLOWEST_UPLINK_BYTES_PER_MS);
}
