/**
 * The main-thread tasks of a cold start, from a Chromium trace taken from before the navigation to after the first
 * tap: the top-level tasks of the app's renderer (the one running the engine's dedicated worker) that started before
 * the list painted (the `bench:list-painted` mark cold-start-page-record.ts sets), and the task that evaluated the
 * entry chunk (assets/index-*.js) with every module it imports statically: the first script the app runs; and the
 * V8 code caches Chromium made for those chunks on the main thread, in a task of its own, at the app's first open.
 */
import { mainThreadTasks, taskCpuMs, traceEventsOf, type TraceEvent } from '@e2e/support/main-thread-tasks';
import { topLevel } from './job-list-steps';
import { CODE_CACHE } from './long-task-anatomy';

/** What ran on the main thread on the way to the painted list. */
export interface ColdStartTasks {
  /** Top-level tasks that started before the list painted, longest first (ms). */
  beforePaint: number[];
  /** The same tasks' CPU times (MainThreadTask.cpuMs), longest first (ms). */
  beforePaintCpu: number[];
  /** The task that evaluated the entry chunk, ms; NaN if the trace has none. */
  entryTaskMs: number;
  /** Its CPU time, ms; NaN if the trace has none. */
  entryTaskCpuMs: number;
  /** Of that, the module graph's evaluation itself (v8.evaluateModule), ms. */
  entryEvaluationMs: number;
  /** V8's code caches for the page's chunks, made on the main thread before the list painted (ms; 0 if none). */
  codeCacheMs: number;
  /** How long before the list painted the engine's worker ran its first task (its script had come), ms. */
  workerStartBeforePaintMs: number;
}

const ENTRY = /\/assets\/index-[^/]*\.js$/;

const isScriptEvent = (event: TraceEvent) =>
  (event.ph === 'M' && event.name === 'thread_name') ||
  (event.ph === 'X' &&
    (event.name === 'v8.compileModule' ||
      event.name === 'v8.evaluateModule' ||
      event.name === CODE_CACHE ||
      event.name.endsWith('RunTask')));

/**
 * The page's entry evaluation (the first module evaluation after the entry chunk's compile), the code caches V8 made
 * for its chunks on the page's main thread, and the worker's start.
 */
function entryEventsAndWorkerStart(traceJson: Buffer): {
  evaluation: TraceEvent | undefined;
  codeCaches: TraceEvent[];
  workerStart: number;
} {
  const events = traceEventsOf(traceJson, isScriptEvent);
  const names = events.filter((event) => event.ph === 'M');
  const workers = names.filter((event) => event.args?.name === 'DedicatedWorker thread');
  const workerPids = new Set(workers.map((event) => event.pid));
  const main = names.find((event) => event.args?.name === 'CrRendererMain' && workerPids.has(event.pid));
  const worker = workers.find((event) => event.pid === main?.pid);
  const workerStart = events
    .filter((event) => event.ph === 'X' && event.pid === worker?.pid && event.tid === worker?.tid)
    .reduce((first, event) => Math.min(first, event.ts), Infinity);
  const onMain = events
    .filter((event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid)
    .sort((a, b) => a.ts - b.ts);
  const compiled = onMain.find(
    (event) => event.name === 'v8.compileModule' && ENTRY.test(event.args?.data?.url ?? ''),
  );
  const evaluation = onMain.find(
    (event) => event.name === 'v8.evaluateModule' && event.ts >= (compiled?.ts ?? Infinity),
  );
  const codeCaches = onMain.filter((event) => event.name === CODE_CACHE);
  return { evaluation, codeCaches, workerStart };
}

/** The tasks of the cold start from the trace's JSON. */
export function coldStartTasks(traceJson: Buffer): ColdStartTasks {
  const { tasks, marks } = mainThreadTasks(traceJson);
  const painted = marks.get('bench:list-painted') ?? Infinity;
  const beforePaint = topLevel(tasks).filter((task) => task.ts < painted);
  const longestFirst = (ms: number[]) => ms.sort((a, b) => b - a);
  const { evaluation, codeCaches, workerStart } = entryEventsAndWorkerStart(traceJson);
  const entryTask =
    evaluation === undefined
      ? undefined
      : beforePaint.find((task) => task.ts <= evaluation.ts && evaluation.ts < task.ts + task.ms * 1000);
  return {
    beforePaint: longestFirst(beforePaint.map((task) => task.ms)),
    beforePaintCpu: longestFirst(beforePaint.map(taskCpuMs)),
    entryTaskMs: entryTask?.ms ?? NaN,
    entryTaskCpuMs: entryTask === undefined ? NaN : taskCpuMs(entryTask),
    entryEvaluationMs: (evaluation?.dur ?? NaN) / 1000,
    codeCacheMs:
      codeCaches.filter((event) => event.ts < painted).reduce((sum, event) => sum + (event.dur ?? 0), 0) /
      1000,
    workerStartBeforePaintMs: (painted - workerStart) / 1000,
  };
}
