/** The sync timer's delays while work waits: 5 s, doubling each time, at most 5 minutes. */

/** First retry delay. */
export const SYNC_RETRY_FIRST_MS = 5_000;
/** Longest retry delay. */
export const SYNC_RETRY_MAX_MS = 5 * 60_000;

/** Hands out growing delays until reset. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly firstMs: number = SYNC_RETRY_FIRST_MS,
    private readonly maxMs: number = SYNC_RETRY_MAX_MS,
  ) {}

  /** The next delay (5 s, 10 s, 20 s … 5 min, 5 min …). */
  next(): number {
    const delay = Math.min(this.maxMs, this.firstMs * 2 ** this.attempt);
    if (delay < this.maxMs) this.attempt += 1;
    return delay;
  }

  /** Starts again from the first delay. */
  reset(): void {
    this.attempt = 0;
  }
}
