/**
 * When a webhook that was not taken is tried again: exponential backoff with full jitter (a random wait
 * between 0 and min(cap, base·2^(attempt−1))), so endpoints that come back are not hit by every gateway's
 * retries at once; and the give-up time, after which the row is marked failed.
 */

/** The retry timing of one sender. */
export interface WebhookRetryTiming {
  /** The first retry's longest wait. */
  baseMs: number;
  /** The longest wait between two tries. */
  capMs: number;
  /** How long after the event the last try may be made; then the row is failed. */
  giveUpAfterMs: number;
}

/** The production timing: first retry within 5 s, at most an hour apart, for 24 hours. */
export const DEFAULT_RETRY_TIMING: WebhookRetryTiming = {
  baseMs: 5_000,
  capMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** The next try after the given number of tries (≥ 1), or null when the row has run out of time. */
export function nextAttemptAt(
  timing: WebhookRetryTiming,
  attempts: number,
  createdAt: Date,
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const deadline = createdAt.getTime() + timing.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  const ceiling = Math.min(timing.capMs, timing.baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40));
  // The last try is made at the deadline itself rather than skipped.
  return new Date(Math.min(now.getTime() + Math.floor(random() * ceiling), deadline));
}
