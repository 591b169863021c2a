/**
 * The engine-realm bench's figures: what one sync measured (from the trace's top-level tasks between the
 * reconnect and nothing waiting), and the section of docs/benchmarks/results.json its runs make, each side's median,
 * minimum and maximum and the main thread's figures over the worker's. A side that did not run is left out.
 */
import type { MainThreadTask } from '@e2e/support/main-thread-tasks';
import { blockingTimeOf, LONG_TASK_MS } from '../field-test/long-tasks';
import { spreadOf } from '../bench-stats';
import type { JobsStoredTimes, OfflineDayTimes } from './engine-realm-day';

/** How much some tasks held the main thread: the longest, the time past 50 ms of each, how many went past. */
export interface Blocking {
  longestTaskMs: number;
  totalBlockingTimeMs: number;
  tasksOver50ms: number;
}

/** What one run measured, from the reconnect to nothing waiting. */
export interface RealmRun extends Blocking {
  /**
   * The same from each task's CPU time on the main thread (MainThreadTask.cpuMs), near the tasks of a phone
   * whose main thread has a core to itself: without the time the thread spent off a core other work held.
   * Null when the trace did not time the thread.
   */
  cpuTime: Blocking | null;
  syncMs: number;
  loadAverage1m: number;
  /** Making the day offline before the sync: every save through the engine, and a job's saves at its end. */
  offlineDayMs: number;
  lastJobsSaveMsPerJob: number;
  /** From the reconnect to the first job stored at the gateway, and to half the jobs. */
  firstJobStoredMs: number;
  halfJobsStoredMs: number;
}

function blockingOf(durationsMs: readonly number[]): Blocking {
  return {
    longestTaskMs: Math.max(0, ...durationsMs),
    totalBlockingTimeMs: blockingTimeOf(durationsMs),
    tasksOver50ms: durationsMs.filter((ms) => ms > LONG_TASK_MS).length,
  };
}

/** Every value, or null when one of them is missing: a figure from some of the runs would mislead. */
function allOrNull<T>(values: readonly (T | null | undefined)[]): T[] | null {
  const present = values.flatMap((value) => (value === null || value === undefined ? [] : [value]));
  return present.length === values.length ? present : null;
}

/** One figure of some runs as median, minimum and maximum. */
function spreadOver<Run>(runs: readonly Run[], of: (run: Run) => number) {
  return spreadOf(runs.map(of));
}

/** One sync's figures from its top-level main-thread tasks. */
export function realmRun(
  tasks: readonly MainThreadTask[],
  syncMs: number,
  loadAverage1m: number,
  offline: OfflineDayTimes,
  stored: JobsStoredTimes,
): RealmRun {
  const cpuTimes = allOrNull(tasks.map((task) => task.cpuMs));
  return {
    ...blockingOf(tasks.map((task) => task.ms)),
    cpuTime: cpuTimes === null ? null : blockingOf(cpuTimes),
    syncMs,
    loadAverage1m,
    offlineDayMs: offline.dayMs,
    lastJobsSaveMsPerJob: Math.round(offline.lastJobsMsPerJob),
    ...stored,
  };
}

/** Each blocking figure of some runs as median, minimum and maximum. */
function blockingSpread(runs: readonly Blocking[]) {
  const figure = (of: (run: Blocking) => number) => spreadOver(runs, of);
  return {
    longestTaskMs: figure((run) => run.longestTaskMs),
    totalBlockingTimeMs: figure((run) => run.totalBlockingTimeMs),
    tasksOver50ms: figure((run) => run.tasksOver50ms),
  };
}

/** Each figure of a side's runs as median, minimum and maximum; null when the side did not run. */
function summary(runs: readonly RealmRun[]) {
  if (runs.length === 0) return null;
  const figure = (of: (run: RealmRun) => number) => spreadOver(runs, of);
  const cpuTime = allOrNull(runs.map((run) => run.cpuTime));
  return {
    ...blockingSpread(runs),
    cpuTime: cpuTime === null ? null : blockingSpread(cpuTime),
    syncMs: figure((run) => run.syncMs),
    offlineDayMs: figure((run) => run.offlineDayMs),
    lastJobsSaveMsPerJob: figure((run) => run.lastJobsSaveMsPerJob),
    firstJobStoredMs: figure((run) => run.firstJobStoredMs),
    halfJobsStoredMs: figure((run) => run.halfJobsStoredMs),
    loadAverage1m: figure((run) => run.loadAverage1m),
  };
}

type Summary = NonNullable<ReturnType<typeof summary>>;

/** Both sides' figures and, when both ran, the main thread's medians over the worker's. */
export function realmFigures(worker: readonly RealmRun[], mainThread: readonly RealmRun[]) {
  const [inWorker, onMainThread] = [summary(worker), summary(mainThread)];
  const ratio = (of: (side: Summary) => number | undefined) => {
    const [over, under] = [
      onMainThread === null ? undefined : of(onMainThread),
      inWorker === null ? undefined : of(inWorker),
    ];
    return over === undefined || under === undefined || under === 0
      ? null
      : Math.round((over / under) * 100) / 100;
  };
  return {
    worker: inWorker,
    mainThread: onMainThread,
    mainThreadOverWorker: {
      longestTask: ratio((side) => side.longestTaskMs.median),
      longestTaskCpuTime: ratio((side) => side.cpuTime?.longestTaskMs.median),
      totalBlockingTime: ratio((side) => side.totalBlockingTimeMs.median),
      sync: ratio((side) => side.syncMs.median),
    },
  };
}
