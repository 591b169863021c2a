/** Pushed snapshots are kept, applied once per burst and structurally shared; later pushes hold only what changed (src/state/receive-snapshot.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineSnapshot } from '@worker/engine-shapes';
import { flushSnapshot, receiveChanges } from '@src/state/receive-snapshot';
import { snapshotBeforeStart, snapshotAtom } from '@src/state/snapshot-atom';
import { store } from '@src/state/store';
import { makeJob } from '../domain/support/job-fixture';

const day: EngineSnapshot = { ...snapshotBeforeStart, ready: true, loaded: true, jobs: [makeJob()] };
const progress = (loaded: number): EngineSnapshot => ({
  ...day,
  sync: { ...day.sync, uploads: [{ photoId: 'p', jobId: 'ORD123-01', uri: 'u', loaded, total: 10 }] },
});
/**
 * Waits for the kept push's own task (a MessageChannel message). Node orders such a message against a timer
 * as it likes under load, so the tests wait for what the task does, never for a timer.
 */
const applied = (loaded: number) =>
  vi.waitFor(() => expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(loaded));

afterEach(() => {
  flushSnapshot();
  store.set(snapshotAtom, snapshotBeforeStart);
});

describe('receiveChanges', () => {
  it('applies a burst of pushes once, in a task of its own, with the last one', async () => {
    let notified = 0;
    const unsubscribe = store.sub(snapshotAtom, () => (notified += 1));
    for (const loaded of [1, 2, 3]) receiveChanges(structuredClone(progress(loaded)));
    expect(store.get(snapshotAtom)).toBe(snapshotBeforeStart);
    await applied(3);
    expect(notified).toBe(1);
    unsubscribe();
  });

  it('keeps the identity of what did not change, and drops a push that changed nothing', async () => {
    receiveChanges(structuredClone(progress(1)));
    await applied(1);
    const before = store.get(snapshotAtom);
    receiveChanges(structuredClone(progress(2)));
    await applied(2);
    const after = store.get(snapshotAtom);
    expect(after).not.toBe(before);
    expect(after.jobs).toBe(before.jobs);
    expect(after.jobs[0]).toBe(before.jobs[0]);
    receiveChanges(structuredClone(progress(2)));
    flushSnapshot();
    expect(store.get(snapshotAtom)).toBe(after);
  });

  it('flushSnapshot applies a kept push at once', () => {
    receiveChanges(structuredClone(progress(5)));
    flushSnapshot();
    expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(5);
  });
});

describe('a push of changed fields only', () => {
  it('merges over the snapshot before: what it leaves out keeps its identity', async () => {
    receiveChanges(structuredClone(progress(1)));
    await applied(1);
    const before = store.get(snapshotAtom);
    receiveChanges({ sync: structuredClone(progress(4).sync) });
    await applied(4);
    const after = store.get(snapshotAtom);
    expect(after.jobs).toBe(before.jobs);
    expect(after.login).toBe(before.login);
  });

  it('applies a jobs patch: the changed job replaced, every other job the same object', async () => {
    const jobs = [makeJob({ id: 'A' }), makeJob({ id: 'B' }), makeJob({ id: 'C' })];
    receiveChanges(structuredClone({ ...progress(1), jobs }));
    await applied(1);
    const before = store.get(snapshotAtom);
    const arrived = { ...jobs[1]!, arrived_at_drop: true };
    receiveChanges({ jobsPatch: { ids: null, changed: [arrived] } });
    receiveChanges({ sync: structuredClone(progress(2).sync) });
    await applied(2);
    const after = store.get(snapshotAtom).jobs;
    expect(after).toEqual([jobs[0], arrived, jobs[2]]);
    expect(after[0]).toBe(before.jobs[0]);
    expect(after[2]).toBe(before.jobs[2]);
    expect(store.get(snapshotAtom)).not.toHaveProperty('jobsPatch');
  });

  it('merges into a kept push, so a burst still applies once, with every change in it', async () => {
    let notified = 0;
    const unsubscribe = store.sub(snapshotAtom, () => (notified += 1));
    receiveChanges(structuredClone(progress(1)));
    receiveChanges({ online: false });
    receiveChanges({ sync: structuredClone(progress(6).sync) });
    await applied(6);
    expect(notified).toBe(1);
    expect(store.get(snapshotAtom).online).toBe(false);
    expect(store.get(snapshotAtom).sync.uploads[0]?.loaded).toBe(6);
    unsubscribe();
  });
});
