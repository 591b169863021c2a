/**
 * Holds the engine state; every update pushes what changed in the snapshot to the listener (the UI's proxy
 * callback): the first push is the whole snapshot, each later one only its changed fields
 * (snapshot-changes.ts); an update that changed nothing pushes nothing.
 *
 * A sync updates the state about thirteen times a second (each job sent, each photo's progress, the counts),
 * and each push costs the page a message to deserialise and merge, though the page applies them five times a
 * second at most (src/state/run-pacer.ts). With a push gap, a push goes at once after a quiet spell and the
 * updates within the gap after it go together, as one push at its end. `flush()` sends a held push at once:
 * every engine method calls it before it answers, so its change is posted before its answer, as without a gap.
 */
import { todayIso } from '@domain/time/dates';
import type { EngineDeps } from '../engine-deps';
import type { EngineSnapshot, SnapshotChanges } from '../engine-shapes';
import { snapshotChanges } from './snapshot-changes';

type Listener = (changes: SnapshotChanges) => unknown;

/** The least time between two pushes and the timers that keep it; no gap: each update pushes at once. */
export interface PushGap {
  gapMs: number;
  timers: Pick<EngineDeps, 'setTimeout' | 'clearTimeout'>;
}

/** The one place the state changes and snapshots are published. */
export class StateCell {
  private listener: Listener | null = null;
  private published: EngineSnapshot | null = null;
  /** The gap after the last push, while it runs. */
  private gapTimer: unknown = null;
  /** Whether an update within the gap waits for its end. */
  private held = false;

  constructor(
    private state: EngineSnapshot,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
    private readonly pushGap: PushGap | null = null,
  ) {}

  /** The current state. */
  get current(): EngineSnapshot {
    return this.state;
  }

  /** Sets the listener and sends it the whole current snapshot. */
  listen(listener: Listener): void {
    this.listener = listener;
    this.published = null;
    this.endGap();
    this.publish();
  }

  /** Applies a change and publishes what it changed in the snapshot. */
  update(patch: Partial<EngineSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.publish();
  }

  /** Sends a push held for the end of the gap now. */
  flush(): void {
    if (!this.held) return;
    this.endGap();
    this.publish();
  }

  private publish(): void {
    // Whether the shown day is today is the clock's to say, at every push: the day turns at midnight.
    const isToday = this.state.displayDate === todayIso(this.now());
    if (isToday !== this.state.isToday) this.state = { ...this.state, isToday };
    const { listener } = this;
    if (!listener) return;
    if (this.gapTimer !== null) {
      this.held = true;
      return;
    }
    const snapshot = this.state;
    const changes = snapshotChanges(this.published, snapshot);
    this.published = snapshot;
    if (Object.keys(changes).length === 0) return;
    // The gap starts before the listener runs: an update it makes meanwhile is held, not pushed at once.
    this.startGap();
    void this.deliver(listener, changes);
  }

  private startGap(): void {
    const { pushGap } = this;
    if (pushGap === null || pushGap.gapMs <= 0) return;
    this.gapTimer = pushGap.timers.setTimeout(() => {
      this.gapTimer = null;
      if (!this.held) return;
      this.held = false;
      this.publish();
    }, pushGap.gapMs);
  }

  private endGap(): void {
    if (this.gapTimer !== null) this.pushGap?.timers.clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.held = false;
  }

  private async deliver(listener: Listener, changes: SnapshotChanges): Promise<void> {
    try {
      await listener(changes);
    } catch (error) {
      this.log(`Snapshot listener failed: ${String(error)}`);
    }
  }
}
