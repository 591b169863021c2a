// The engine-realm bench's figures (bench/browser/engine-realm-summary.ts): blocking time, the offline day's
// saves, and a side that did not run.
import { describe, expect, it } from 'vitest';
import { realmFigures, realmRun } from '@bench/browser/engine-realm-summary';

const task = (ms: number) => ({ ts: 0, ms });
const offline = { dayMs: 60_000, lastJobsMsPerJob: 410.4 };

describe('the engine-realm figures', () => {
  it('count each task past 50 ms as blocking, and only those over 50 ms as long', () => {
    expect(realmRun([task(30), task(50), task(80), task(120)], 9_000, 2, offline)).toEqual({
      longestTaskMs: 120,
      totalBlockingTimeMs: 100,
      tasksOver50ms: 2,
      syncMs: 9_000,
      loadAverage1m: 2,
      offlineDayMs: 60_000,
      lastJobsSaveMsPerJob: 410,
    });
    expect(realmRun([], 1, 1, offline).longestTaskMs).toBe(0);
  });

  it('give the main thread over the worker when both ran, and leave a missing side out', () => {
    const worker = [realmRun([task(60)], 10_000, 1, offline), realmRun([task(100)], 12_000, 1, offline)];
    const mainThread = [realmRun([task(160), task(160)], 20_000, 1, offline)];
    const both = realmFigures(worker, mainThread);
    expect(both.worker?.longestTaskMs.median).toBe(80);
    expect(both.worker?.lastJobsSaveMsPerJob.median).toBe(410);
    expect(both.mainThreadOverWorker).toEqual({ longestTask: 2, totalBlockingTime: 7.33, sync: 1.82 });
    const one = realmFigures(worker, []);
    expect(one.mainThread).toBeNull();
    expect(one.mainThreadOverWorker).toEqual({ longestTask: null, totalBlockingTime: null, sync: null });
  });
});
