/**
 * The one place the engine's pushes enter the store (main.tsx calls it on every
 * push). The first push of an engine worker is the whole snapshot; each later
 * one holds only the fields that changed (worker/state/snapshot-changes.ts), so
 * an upload progress tick brings the sync status, not the day's jobs, and a job's
 * change brings that job (a jobs patch), not the day. Each is
 * merged into the snapshot before it and structurally shared with it
 * (structural-share.ts): unchanged parts keep their identity and only the
 * readers of what changed re-render; a push that changed nothing is dropped.
 *
 * Sharing walks what changed, so it runs once per burst, not once per push: a
 * merged push is kept and applied in a task of its own (a MessageChannel
 * message, which a hidden page still runs), and pushes that arrive before that
 * task merge into the kept one. The store is a task behind the worker at most;
 * `flushSnapshot()` applies a kept push at once for code that reads the store
 * directly.
 */
import { applyJobsPatch } from '@domain/job/jobs-patch';
import type { EngineSnapshot, SnapshotChanges } from '../engine';
import { snapshotAtom } from './snapshot-atom';
import { store } from './store';
import { shareStructure } from './structural-share';

type Store = typeof store;

let kept: { snapshot: EngineSnapshot; into: Store } | null = null;
let channel: MessageChannel | null = null;

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

/** The snapshot after a push: its changed fields over `before`, its jobs patch applied to `before`'s jobs. */
export function mergedSnapshot(before: EngineSnapshot, changes: SnapshotChanges): EngineSnapshot {
  const { jobsPatch, ...fields } = changes;
  const merged = { ...before, ...fields };
  return jobsPatch === undefined ? merged : { ...merged, jobs: applyJobsPatch(before.jobs, jobsPatch) };
}

/** Takes a push of the engine (the only writer of snapshotAtom, through applySnapshot). */
export function receiveChanges(changes: SnapshotChanges, into: Store = store): void {
  if (kept !== null && kept.into !== into) flushSnapshot();
  const waiting = kept !== null;
  const before = kept?.snapshot ?? into.get(snapshotAtom);
  kept = { snapshot: mergedSnapshot(before, changes), into };
  if (!waiting) applyLater();
}
