/**
 * Holds the engine state; every update pushes what changed in the snapshot to the listener (the UI's proxy
 * callback): the first push is the whole snapshot, each later one only its changed fields
 * (snapshot-changes.ts); an update that changed nothing pushes nothing.
 */
import { todayIso } from '@domain/time/dates';
import type { EngineSnapshot, SnapshotChanges } from '../engine-shapes';
import { snapshotChanges } from './snapshot-changes';

type Listener = (changes: SnapshotChanges) => unknown;

/** The one place the state changes and snapshots are published. */
export class StateCell {
  private listener: Listener | null = null;
  private published: EngineSnapshot | null = null;

  constructor(
    private state: EngineSnapshot,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  /** The current state. */
  get current(): EngineSnapshot {
    return this.state;
  }

  /** Sets the listener and sends it the whole current snapshot. */
  listen(listener: Listener): void {
    this.listener = listener;
    this.published = null;
    this.publish();
  }

  /** Applies a change and publishes what it changed in the snapshot. */
  update(patch: Partial<EngineSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.publish();
  }

  private publish(): void {
    // Whether the shown day is today is the clock's to say, at every push: the day turns at midnight.
    const isToday = this.state.displayDate === todayIso(this.now());
    if (isToday !== this.state.isToday) this.state = { ...this.state, isToday };
    const { listener } = this;
    if (!listener) return;
    const snapshot = this.state;
    const changes = snapshotChanges(this.published, snapshot);
    this.published = snapshot;
    if (Object.keys(changes).length > 0) void this.deliver(listener, changes);
  }

  private async deliver(listener: Listener, changes: SnapshotChanges): Promise<void> {
    try {
      await listener(changes);
    } catch (error) {
      this.log(`Snapshot listener failed: ${String(error)}`);
    }
  }
}
