/**
 * When the next sync pass runs by itself: while work the pass can send waits
 * (online, logged in), after the backoff's next jittered delay, never sooner
 * than the gateway's Retry-After; otherwise no timer, and the backoff starts
 * again. Changes that need attention alone never set it.
 */
import type { Backoff } from './backoff';

/** What the timer needs. */
export interface SyncTimerDeps {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  backoff: Backoff;
}

/** One pending timer at most. */
export class SyncTimer {
  private handle: unknown = null;

  constructor(private readonly deps: SyncTimerDeps) {}

  /** Sets the timer to fire once after the next delay when work waits; else clears it and resets the backoff. */
  schedule(workWaits: boolean, retryAfterMs: number | null, fire: () => void): void {
    this.clear();
    if (!workWaits) {
      this.deps.backoff.reset();
      return;
    }
    this.handle = this.deps.setTimeout(() => {
      this.handle = null;
      fire();
    }, this.deps.backoff.next(retryAfterMs));
  }

  /** Clears the pending timer, if any. */
  clear(): void {
    if (this.handle !== null) this.deps.clearTimeout(this.handle);
    this.handle = null;
  }
}
