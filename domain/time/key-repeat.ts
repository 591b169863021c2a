/**
 * Product rule 9.11: key-hold repeat for time steppers: the action runs once on press,
 * again after KEY_REPEAT_FIRST_MS, then every KEY_REPEAT_NEXT_MS until release.
 * The timers are handed in, so tests drive it with fake timers.
 *
 *   idle ──press(action)──▶ action() ──first ms──▶ action() ──next ms──▶ action() …
 *     ▲                                                                      │
 *     └────────────────────────────── release() ─────────────────────────────┘
 */
import { KEY_REPEAT_FIRST_MS, KEY_REPEAT_NEXT_MS } from '../app/constants';

/** The timer functions the repeat runs on (window's, or a test's). */
export interface RepeatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Repeats an action while a key or pointer is held. */
export class KeyRepeat {
  private handle: unknown = null;
  private action: (() => void) | null = null;

  constructor(
    private readonly timers: RepeatTimers,
    private readonly firstMs: number = KEY_REPEAT_FIRST_MS,
    private readonly nextMs: number = KEY_REPEAT_NEXT_MS,
  ) {}

  /** True while held. */
  get held(): boolean {
    return this.action !== null;
  }

  /** Runs the action now and keeps repeating it until release(); a new press replaces a held one. */
  press(action: () => void): void {
    this.release();
    this.action = action;
    action();
    if (this.action === action) this.schedule(this.firstMs);
  }

  /** Stops repeating (harmless when nothing is held). */
  release(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
    this.action = null;
  }

  private schedule(ms: number): void {
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      const action = this.action;
      if (action === null) return;
      action();
      if (this.action === action) this.schedule(this.nextMs);
    }, ms);
  }
}
