// The engine-realm bench's figures (bench/browser/engine-realm-summary.ts): blocking time, the offline day's
// saves, when the jobs reached the gateway, the tasks' CPU times, and a side that did not run.
import { describe, expect, it } from 'vitest';
import { realmFigures, realmRun } from '@bench/browser/engine-realm-summary';

const task = (ms: number, cpuMs?: number) => ({ ts: 0, ms, ...(cpuMs === undefined ? {} : { cpuMs }) });
const offline = { dayMs: 60_000, lastJobsMsPerJob: 410.4 };
const stored = { firstJobStoredMs: 4_000, halfJobsStoredMs: 61_000 };

describe('the engine-realm figures', () => {
  it('count each task past 50 ms as blocking, and only those over 50 ms as long', () => {
    expect(realmRun([task(30), task(50), task(80), task(120)], 9_000, 2, offline, stored)).toEqual({
      longestTaskMs: 120,
      totalBlockingTimeMs: 100,
      tasksOver50ms: 2,
      cpuTime: null,
      syncMs: 9_000,
      loadAverage1m: 2,
      offlineDayMs: 60_000,
      lastJobsSaveMsPerJob: 410,
      firstJobStoredMs: 4_000,
      halfJobsStoredMs: 61_000,
    });
    expect(realmRun([], 1, 1, offline, stored).longestTaskMs).toBe(0);
  });

  it('give the same figures from the tasks’ CPU times, when the trace timed every task', () => {
    const tasks = [task(30, 12), task(72, 31), task(130, 55), task(61, 60)];
    expect(realmRun(tasks, 9_000, 2, offline, stored)).toMatchObject({
      longestTaskMs: 130,
      tasksOver50ms: 3,
      cpuTime: { longestTaskMs: 60, totalBlockingTimeMs: 15, tasksOver50ms: 2 },
    });
    expect(realmRun([task(80, 20), task(90)], 9_000, 2, offline, stored).cpuTime).toBeNull();
    const timed = realmRun(tasks, 9_000, 2, offline, stored);
    const worker = [timed, realmRun([task(40, 20)], 9_000, 2, offline, stored)];
    const mainThread = [realmRun([task(200, 80)], 9_000, 2, offline, stored)];
    const figures = realmFigures(worker, mainThread);
    expect(figures.worker?.cpuTime?.longestTaskMs).toMatchObject({ median: 40, min: 20, max: 60 });
    expect(figures.worker?.cpuTime?.tasksOver50ms.runs).toEqual([2, 0]);
    expect(figures.mainThreadOverWorker.longestTaskCpuTime).toBe(2);
    const untimed = realmRun([task(90)], 1, 1, offline, stored);
    expect(realmFigures([untimed], []).worker?.cpuTime).toBeNull();
    // One run without CPU times leaves the side's CPU figures out, rather than summing some runs of it.
    expect(realmFigures([timed, untimed], []).worker?.cpuTime).toBeNull();
    const idle = realmRun([task(10, 0)], 1, 1, offline, stored);
    // A worker side that took no CPU gives no ratio, not an infinite one.
    expect(realmFigures([idle], mainThread).mainThreadOverWorker.longestTaskCpuTime).toBeNull();
  });

  it('give the main thread over the worker when both ran, and leave a missing side out', () => {
    const worker = [
      realmRun([task(60)], 10_000, 1, offline, stored),
      realmRun([task(100)], 12_000, 1, offline, stored),
    ];
    const mainThread = [realmRun([task(160), task(160)], 20_000, 1, offline, stored)];
    const both = realmFigures(worker, mainThread);
    expect(both.worker?.longestTaskMs.median).toBe(80);
    expect(both.worker?.lastJobsSaveMsPerJob.median).toBe(410);
    expect(both.worker?.firstJobStoredMs).toMatchObject({ median: 4_000, min: 4_000, max: 4_000 });
    expect(both.mainThreadOverWorker).toEqual({
      longestTask: 2,
      longestTaskCpuTime: null,
      totalBlockingTime: 7.33,
      sync: 1.82,
    });
    const one = realmFigures(worker, []);
    expect(one.mainThread).toBeNull();
    expect(one.mainThreadOverWorker).toEqual({
      longestTask: null,
      longestTaskCpuTime: null,
      totalBlockingTime: null,
      sync: null,
    });
  });
});
