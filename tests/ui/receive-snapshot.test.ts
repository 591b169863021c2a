/** Issue 13: pushed snapshots are kept, applied once per burst and structurally shared; upload ticks join them (src/state/receive-snapshot.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineSnapshot } from '../../worker/engine-shapes';
import { flushSnapshot, receiveSnapshot, receiveUploadTick } from '../../src/state/receive-snapshot';
import { initialSnapshot, snapshotAtom } from '../../src/state/snapshot';
import { store } from '../../src/state/store';
import { makeJob } from '../domain/support/job-fixture';

const day: EngineSnapshot = { ...initialSnapshot, ready: true, loaded: true, jobs: [makeJob()] };
const progress = (loaded: number): EngineSnapshot => ({
  ...day,
  sync: { ...day.sync, uploads: [{ photoId: 'p', jobId: 'ORD123-01', uri: 'u', loaded, total: 10 }] },
});
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  flushSnapshot();
  store.set(snapshotAtom, initialSnapshot);
});

describe('receiveSnapshot', () => {
  it('applies a burst of pushes once, in a task of its own, with the last one', async () => {
    let notified = 0;
    const unsubscribe = store.sub(snapshotAtom, () => (notified += 1));
    for (const loaded of [1, 2, 3]) receiveSnapshot(structuredClone(progress(loaded)));
    expect(store.get(snapshotAtom)).toBe(initialSnapshot);
    await nextTask();
    expect(notified).toBe(1);
    expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(3);
    unsubscribe();
  });

  it('keeps the identity of what did not change, and drops a push that changed nothing', async () => {
    receiveSnapshot(structuredClone(progress(1)));
    await nextTask();
    const before = store.get(snapshotAtom);
    receiveSnapshot(structuredClone(progress(2)));
    await nextTask();
    const after = store.get(snapshotAtom);
    expect(after).not.toBe(before);
    expect(after.jobs).toBe(before.jobs);
    expect(after.jobs[0]).toBe(before.jobs[0]);
    receiveSnapshot(structuredClone(progress(2)));
    await nextTask();
    expect(store.get(snapshotAtom)).toBe(after);
  });

  it('flushSnapshot applies a kept push at once', () => {
    receiveSnapshot(structuredClone(progress(5)));
    flushSnapshot();
    expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(5);
  });
});

describe('receiveUploadTick', () => {
  const uploads = (loaded: number) => progress(loaded).sync.uploads;

  it('puts the uploads into the store, keeping everything else as it was', async () => {
    receiveSnapshot(structuredClone(progress(1)), 1);
    await nextTask();
    const before = store.get(snapshotAtom);
    receiveUploadTick(uploads(4), 2);
    const after = store.get(snapshotAtom);
    expect(after.sync.uploads[0]?.loaded).toBe(4);
    expect(after.jobs).toBe(before.jobs);
    expect({ ...after.sync, uploads: [] }).toEqual({ ...before.sync, uploads: [] });
  });

  it('goes into a kept snapshot, so the burst still applies once', async () => {
    let notified = 0;
    const unsubscribe = store.sub(snapshotAtom, () => (notified += 1));
    receiveSnapshot(structuredClone(progress(1)), 1);
    receiveUploadTick(uploads(6), 2);
    await nextTask();
    expect(notified).toBe(1);
    expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(6);
    unsubscribe();
  });

  it('drops a tick numbered before the latest snapshot: the pass ended, no stale bar is left', async () => {
    receiveSnapshot(structuredClone(day), 8);
    await nextTask();
    receiveUploadTick(uploads(3), 7);
    await nextTask();
    expect(store.get(snapshotAtom).sync.uploads).toEqual([]);
  });

  it('takes the numbers of a new engine worker, which counts from 1 again', async () => {
    receiveSnapshot(structuredClone(day), 40);
    receiveSnapshot(structuredClone(day), 1);
    receiveUploadTick(uploads(2), 2);
    await nextTask();
    expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(2);
  });
});
