/** Holds the engine state; every update pushes one snapshot to the listener (the UI's proxy callback). */
import type { EngineSnapshot } from '../engine-shapes';
import type { EngineState } from './engine-state';
import { snapshotOf } from './snapshot';

type Listener = (snapshot: EngineSnapshot) => unknown;

/** The one place the state changes and snapshots are published. */
export class StateCell {
  private listener: Listener | null = null;

  constructor(
    private state: EngineState,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  /** The current state. */
  get current(): EngineState {
    return this.state;
  }

  /** Sets the listener and sends it the current snapshot. */
  listen(listener: Listener): void {
    this.listener = listener;
    this.publish();
  }

  /** Applies a change and publishes the new snapshot. */
  update(patch: Partial<EngineState>): void {
    this.state = { ...this.state, ...patch };
    this.publish();
  }

  private publish(): void {
    const { listener } = this;
    if (!listener) return;
    void this.deliver(listener, snapshotOf(this.state, this.now()));
  }

  private async deliver(listener: Listener, snapshot: EngineSnapshot): Promise<void> {
    try {
      await listener(snapshot);
    } catch (error) {
      this.log(`Snapshot listener failed: ${String(error)}`);
    }
  }
}
