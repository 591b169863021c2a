/**
 * The engine-realm bench's figures: what one sync measured (from the trace's top-level tasks between the
 * reconnect and nothing waiting), and the section of docs/benchmarks/results.json its runs make, each side's median,
 * minimum and maximum and the main thread's figures over the worker's. A side that did not run is left out.
 */
import type { MainThreadTask } from '@e2e/support/main-thread-tasks';
import { spreadOf } from './bench-stats';
import type { JobsStoredTimes, OfflineDayTimes } from './engine-realm-day';

/** What one run measured, from the reconnect to nothing waiting. */
export interface RealmRun {
  longestTaskMs: number;
  totalBlockingTimeMs: number;
  tasksOver50ms: number;
  syncMs: number;
  loadAverage1m: number;
  /** Making the day offline before the sync: every save through the engine, and a job's saves at its end. */
  offlineDayMs: number;
  lastJobsSaveMsPerJob: number;
  /** From the reconnect to the first job stored at the gateway, and to half the jobs. */
  firstJobStoredMs: number;
  halfJobsStoredMs: number;
}

/** One sync's figures from its top-level main-thread tasks. */
export function realmRun(
  tasks: readonly MainThreadTask[],
  syncMs: number,
  loadAverage1m: number,
  offline: OfflineDayTimes,
  stored: JobsStoredTimes,
): RealmRun {
  return {
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.ms)),
    totalBlockingTimeMs: tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0),
    tasksOver50ms: tasks.filter((task) => task.ms > 50).length,
    syncMs,
    loadAverage1m,
    offlineDayMs: offline.dayMs,
    lastJobsSaveMsPerJob: Math.round(offline.lastJobsMsPerJob),
    ...stored,
  };
}

/** Each figure of a side's runs as median, minimum and maximum; null when the side did not run. */
function summary(runs: readonly RealmRun[]) {
  if (runs.length === 0) return null;
  const figure = (of: (run: RealmRun) => number) => spreadOf(runs.map(of));
  return {
    longestTaskMs: figure((run) => run.longestTaskMs),
    totalBlockingTimeMs: figure((run) => run.totalBlockingTimeMs),
    tasksOver50ms: figure((run) => run.tasksOver50ms),
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
  const ratio = (of: (side: Summary) => number) =>
    inWorker === null || onMainThread === null || of(inWorker) === 0
      ? null
      : Math.round((of(onMainThread) / of(inWorker)) * 100) / 100;
  return {
    worker: inWorker,
    mainThread: onMainThread,
    mainThreadOverWorker: {
      longestTask: ratio((side) => side.longestTaskMs.median),
      totalBlockingTime: ratio((side) => side.totalBlockingTimeMs.median),
      sync: ratio((side) => side.syncMs.median),
    },
  };
}
