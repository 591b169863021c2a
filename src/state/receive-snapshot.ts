/**
 * The one place the engine's pushes enter the store (main.tsx calls it on every
 * push). The first push of an engine worker is the whole snapshot; each later
 * one holds only the fields that changed (worker/state/snapshot-changes.ts), so
 * an upload progress tick brings the sync status, not the day's jobs, and a job's
 * change brings that job (a jobs patch), not the day. Each is
 * merged into the snapshot before it and structurally shared with it
 * (domain/sharing/structural-share.ts): unchanged parts keep their identity and only the
 * readers of what changed re-render; a push that changed nothing is dropped.
 *
 * Sharing walks what changed, and each application costs the page a frame, so
 * a merged push is kept and applied in a task of its own at most once a second
 * while nobody touches the page, five times a second after a tap (run-pacer.ts;
 * at once while the page is hidden), and pushes that arrive before then merge
 * into the kept one. The store is a second behind the worker at most;
 * `flushSnapshot()` applies a kept push at once for code that reads the store
 * directly.
 */
import { startTransition } from 'react';
import { applyJobsPatch } from '@domain/job/jobs-patch';
import type { EngineSnapshot, SnapshotChanges } from '../engine';
import { runPacer } from './run-pacer';
import { snapshotAtom } from './snapshot-atom';
import { store } from './store';
import { shareStructure } from '@domain/sharing/structural-share';

type Store = typeof store;

let kept: { snapshot: EngineSnapshot; into: Store } | null = null;

/**
 * Writes the snapshot into the store now, structurally shared with the one there. The screens render it as a
 * transition: the engine's news (a job sent, the sync bar's counts) can wait for a tap, and React yields to
 * the browser while it renders them instead of holding the main thread for the whole render.
 */
export function applySnapshot(snapshot: EngineSnapshot, into: Store = store): void {
  const previous = into.get(snapshotAtom);
  const shared = shareStructure(previous, snapshot);
  if (shared !== previous) startTransition(() => into.set(snapshotAtom, shared));
}

function applyKept(): void {
  const push = kept;
  kept = null;
  if (push !== null) applySnapshot(push.snapshot, push.into);
}

const pacer = runPacer(applyKept);

/** Applies the kept push, if any. */
export function flushSnapshot(): void {
  pacer.runNow();
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
  if (!waiting) pacer.schedule();
}
