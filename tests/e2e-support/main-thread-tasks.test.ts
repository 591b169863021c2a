// A trace's main-thread tasks (e2e/support/main-thread-tasks.ts): the app page's renderer found by its engine
// worker, each task's wall and CPU time, and the bench's marks.
import { describe, expect, it } from 'vitest';
import { longestTaskDuring, mainThreadTasks, taskCpuMs } from '@e2e/support/main-thread-tasks';
import { runTask, threadName } from './trace-events';

describe('the main-thread tasks of a trace', () => {
  it('read the app page’s tasks with their CPU time, where the trace timed the thread', () => {
    const trace = {
      traceEvents: [
        threadName(7, 1, 'CrRendererMain'),
        threadName(8, 1, 'CrRendererMain'),
        threadName(8, 2, 'DedicatedWorker thread'),
        runTask(7, 100, 90_000, 80_000),
        runTask(8, 1_000, 72_900, 29_400),
        runTask(8, 90_000, 4_000),
        { name: 'bench:reconnect', ph: 'R', pid: 8, tid: 1, ts: 900 },
      ],
    };
    const { tasks, marks } = mainThreadTasks(JSON.stringify(trace));
    expect(tasks).toEqual([
      { ts: 1_000, ms: 72.9, cpuMs: 29.4 },
      { ts: 90_000, ms: 4 },
    ]);
    expect(marks).toEqual(new Map([['bench:reconnect', 900]]));
  });

  it('answer the longest task during a window by wall or by CPU time, and refuse CPU time the trace lacks', () => {
    const tasks = [
      { ts: 0, ms: 40, cpuMs: 25 },
      { ts: 50_000, ms: 30, cpuMs: 20 },
      { ts: 200_000, ms: 90, cpuMs: 80 },
    ];
    // The first task started before the window and ran into it by its wall time (its CPU time alone would end
    // before the window); the last started after it.
    expect(longestTaskDuring(tasks, 30_000, 150_000)).toBe(40);
    expect(longestTaskDuring(tasks, 30_000, 150_000, taskCpuMs)).toBe(25);
    expect(longestTaskDuring(tasks, 300_000, 400_000, taskCpuMs)).toBe(0);
    expect(() => taskCpuMs({ ts: 0, ms: 5 })).toThrow('did not time the main thread');
  });
});
