/**
 * The one place an engine snapshot enters the store (main.tsx calls it on every
 * push, upload progress ticks included). A push is a fresh structured clone of
 * the whole state (a 500-job day is about 1 MB), so it is structurally shared
 * with the snapshot before (structural-share.ts): unchanged parts keep their
 * identity and only the readers of what changed re-render; a push that changed
 * nothing is dropped.
 *
 * Sharing walks the whole snapshot, so it runs once per burst, not once per
 * push: a push is kept and applied in a task of its own (a MessageChannel
 * message, which a hidden page still runs), and pushes that arrive before that
 * task only replace the kept one. The store is a task behind the worker at
 * most; `flushSnapshot()` applies a kept push at once for code that reads the
 * store directly.
 *
 * An upload progress tick brings only the uploads in flight (worker/state/state-cell.ts): it goes into the
 * kept push, or else straight into the store's sync status. Every push is numbered; a tick numbered before
 * the latest snapshot arrived late (the two come through separate ports) and is dropped. A snapshot sets the
 * number (a new engine worker starts counting again).
 */
import type { EngineSnapshot, UploadProgress } from '../engine';
import { snapshotAtom } from './snapshot';
import { store } from './store';
import { shareStructure } from './structural-share';

type Store = typeof store;

let kept: { snapshot: EngineSnapshot; into: Store } | null = null;
let channel: MessageChannel | null = null;
let latestSeq = 0;

/** Writes the snapshot into the store now, structurally shared with the one there. */
export function applySnapshot(snapshot: EngineSnapshot, into: Store = store): void {
  const previous = into.get(snapshotAtom);
  const shared = shareStructure(previous, snapshot);
  if (shared !== previous) into.set(snapshotAtom, shared);
}

/** Applies the kept push, if any. */
export function flushSnapshot(): void {
  const push = kept;
  kept = null;
  if (push !== null) applySnapshot(push.snapshot, push.into);
}

function applyLater(): void {
  if (channel === null) {
    channel = new MessageChannel();
    channel.port1.onmessage = flushSnapshot;
    // Node (the UI tests) would wait for an open port before exiting; a browser has no unref.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(null);
}

/** Takes the engine's latest snapshot (the only writer of snapshotAtom, through applySnapshot). */
export function receiveSnapshot(
  snapshot: EngineSnapshot,
  seq: number = latestSeq,
  into: Store = store,
): void {
  latestSeq = seq;
  if (kept !== null && kept.into !== into) flushSnapshot();
  const waiting = kept !== null;
  kept = { snapshot, into };
  if (!waiting) applyLater();
}

/** Takes an upload progress tick: the uploads in flight, numbered in the same sequence as the snapshots. */
export function receiveUploadTick(uploads: UploadProgress[], seq: number, into: Store = store): void {
  if (seq < latestSeq) return;
  latestSeq = seq;
  if (kept !== null && kept.into === into) {
    const { snapshot } = kept;
    kept = { snapshot: { ...snapshot, sync: { ...snapshot.sync, uploads } }, into };
    return;
  }
  const current = into.get(snapshotAtom);
  applySnapshot({ ...current, sync: { ...current.sync, uploads } }, into);
}
