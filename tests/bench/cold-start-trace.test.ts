// A cold start's main-thread tasks from its trace (bench/browser/cold-start-trace.ts): the tasks before the
// list painted by wall and CPU time, the task that evaluated the entry chunk, the code caches V8 made for its
// chunks, and when the worker started.
import { describe, expect, it } from 'vitest';
import { coldStartTasks } from '@bench/browser/cold-start-trace';
import { runTask, threadName } from '../e2e-support/trace-events';

const PAGE = 8;
const WORKER_THREAD = 2;

describe('a cold start’s tasks', () => {
  it('are those before the list painted, longest first by wall and by CPU time, with the entry’s task and code caches', () => {
    const trace = {
      traceEvents: [
        threadName(7, 1, 'CrRendererMain'),
        threadName(PAGE, 1, 'CrRendererMain'),
        threadName(PAGE, WORKER_THREAD, 'DedicatedWorker thread'),
        // Another renderer's task: not the app's.
        runTask(7, 0, 900_000, 900_000),
        // The entry's task: the entry chunk compiled, then its module graph evaluated.
        runTask(PAGE, 0, 250_000, 200_000),
        {
          name: 'v8.compileModule',
          ph: 'X',
          pid: PAGE,
          tid: 1,
          ts: 10_000,
          dur: 5_000,
          args: { data: { url: 'http://127.0.0.1/assets/index-Ab1.js' } },
        },
        { name: 'v8.evaluateModule', ph: 'X', pid: PAGE, tid: 1, ts: 20_000, dur: 220_000 },
        // Shorter than the next by wall time, longer by CPU time: the next waited for a core half its time.
        runTask(PAGE, 255_000, 40_000, 35_000),
        runTask(PAGE, 300_000, 60_000, 30_000),
        runTask(PAGE, 260_000, 5_000, 5_000, WORKER_THREAD),
        // V8's code caches for the page's chunks, made in a task of its own; the worker's chunk's is not the page's.
        {
          name: 'v8.produceModuleCache',
          ph: 'X',
          pid: PAGE,
          tid: 1,
          ts: 300_000,
          dur: 45_000,
          args: { data: { url: 'http://127.0.0.1/assets/index-Ab1.js' } },
        },
        {
          name: 'v8.produceModuleCache',
          ph: 'X',
          pid: PAGE,
          tid: 1,
          ts: 345_000,
          dur: 5_000,
          args: { data: { url: 'http://127.0.0.1/assets/react-Cd2.js' } },
        },
        {
          name: 'v8.produceModuleCache',
          ph: 'X',
          pid: PAGE,
          tid: WORKER_THREAD,
          ts: 270_000,
          dur: 3_000,
          args: { data: { url: 'http://127.0.0.1/assets/index-Wk2.js' } },
        },
        { name: 'bench:list-painted', ph: 'R', pid: PAGE, tid: 1, ts: 400_000 },
        // After the list painted: the first tap's, not the way to the list.
        {
          name: 'v8.produceModuleCache',
          ph: 'X',
          pid: PAGE,
          tid: 1,
          ts: 450_000,
          dur: 40_000,
          args: { data: { url: 'http://127.0.0.1/assets/job-screen-Ef3.js' } },
        },
        runTask(PAGE, 500_000, 300_000, 280_000),
      ],
    };
    expect(coldStartTasks(Buffer.from(JSON.stringify(trace)))).toEqual({
      beforePaint: [250, 60, 40],
      beforePaintCpu: [200, 35, 30],
      entryTaskMs: 250,
      entryTaskCpuMs: 200,
      entryEvaluationMs: 220,
      codeCacheMs: 50,
      workerStartBeforePaintMs: 140,
    });
  });
});
