/**
 * The sync timer's delays while work waits: capped exponential backoff with
 * "equal jitter". The n-th delay is drawn between half and all of
 * min(5 min, 5 s × 2ⁿ), so phones that lost signal together do not come back
 * in step, and the delays still grow (never a tight loop on a flaky link). A
 * gateway's Retry-After is a floor, kept within RETRY_AFTER_LIMIT_MS.
 */

/** First retry delay (before jitter). */
export const SYNC_RETRY_FIRST_MS = 5_000;
/** Longest retry delay (before jitter). */
export const SYNC_RETRY_MAX_MS = 5 * 60_000;
/** The longest Retry-After the timer honours (a longer one would leave work waiting for hours). */
export const RETRY_AFTER_LIMIT_MS = 15 * 60_000;

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Hands out growing, jittered delays until reset. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly random: RandomSource = Math.random,
    private readonly firstMs: number = SYNC_RETRY_FIRST_MS,
    private readonly maxMs: number = SYNC_RETRY_MAX_MS,
  ) {}

  /** The ceiling of the next delay: 5 s, 10 s, 20 s … 5 min, 5 min … */
  ceiling(): number {
    return Math.min(this.maxMs, this.firstMs * 2 ** this.attempt);
  }

  /** The next delay: in [ceiling / 2, ceiling), at least the Retry-After floor (when given). */
  next(floorMs: number | null = null): number {
    const cap = this.ceiling();
    if (cap < this.maxMs) this.attempt += 1;
    const jittered = Math.round(cap / 2 + (cap / 2) * Math.min(Math.max(this.random(), 0), 1));
    const floor = floorMs === null ? 0 : Math.min(Math.max(floorMs, 0), RETRY_AFTER_LIMIT_MS);
    return Math.max(jittered, floor);
  }

  /** Starts again from the first delay. */
  reset(): void {
    this.attempt = 0;
  }
}
