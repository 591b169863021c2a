/**
 * Holds the engine state; every update pushes one snapshot to the listener (the UI's proxy callback). An
 * update that changed nothing but the progress of the uploads in flight goes, when the UI listens for them,
 * as an upload tick: the uploads alone, not a structured clone of the whole day (about 1 MB for 500 jobs)
 * for the main thread to deserialise several times a second. Each push carries the next number of one
 * sequence, so the UI can drop a tick that reaches it after a later snapshot (two callbacks are two ports).
 */
import type { EngineSnapshot, UploadProgress } from '../engine-shapes';
import type { EngineState } from './engine-state';
import { snapshotOf } from './snapshot';

type Listener = (snapshot: EngineSnapshot, seq: number) => unknown;
type TickListener = (uploads: UploadProgress[], seq: number) => unknown;

/** True when the patch changes the sync status's uploads and nothing else. */
function onlyUploads(
  state: EngineState,
  patch: Partial<EngineState>,
): patch is { sync: EngineState['sync'] } {
  const { sync, ...rest } = patch;
  if (sync === undefined || Object.keys(rest).length > 0) return false;
  const before = state.sync;
  const keys = Object.keys(sync) as (keyof typeof sync)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => key === 'uploads' || Object.is(sync[key], before[key]))
  );
}

/** The one place the state changes and snapshots are published. */
export class StateCell {
  private listener: Listener | null = null;
  private tickListener: TickListener | null = null;
  private seq = 0;

  constructor(
    private state: EngineState,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  /** The current state. */
  get current(): EngineState {
    return this.state;
  }

  /** Sets the listeners (upload ticks: optional; without, every update is a snapshot) and sends the snapshot. */
  listen(listener: Listener, tickListener?: TickListener): void {
    this.listener = listener;
    this.tickListener = tickListener ?? null;
    this.publish();
  }

  /** Applies a change and publishes it: the new snapshot, or an upload tick. */
  update(patch: Partial<EngineState>): void {
    const tick = this.tickListener !== null && this.listener !== null && onlyUploads(this.state, patch);
    this.state = { ...this.state, ...patch };
    if (tick) this.publishTick();
    else this.publish();
  }

  private publish(): void {
    const { listener } = this;
    if (!listener) return;
    const seq = (this.seq += 1);
    void this.deliver('Snapshot', () => listener(snapshotOf(this.state, this.now()), seq));
  }

  private publishTick(): void {
    const { tickListener } = this;
    if (!tickListener) return;
    const seq = (this.seq += 1);
    const { uploads } = this.state.sync;
    void this.deliver('Upload tick', () => tickListener(uploads, seq));
  }

  private async deliver(what: string, send: () => unknown): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.log(`${what} listener failed: ${String(error)}`);
    }
  }
}
