/**
 * One CPU rate of the photo benchmark — the engine worker's resizes and the main-thread baselines', with the
 * longest main-thread task during each — and its summary: median, minimum and maximum of each figure, and how
 * each baseline compares with the worker (median over median).
 */
import { spreadOf, type Spread } from '../bench-stats';
import type { MainThreadDecode, MainThreadResize } from './main-thread-photo-resize';
import type { ResizeTiming } from './photo-worker-timings';

/**
 * One way's resizes and the longest main-thread task during each (its own window in the trace), in order: by
 * wall time, and by the main thread's CPU time (MainThreadTask.cpuMs: without the time spent off a core).
 */
export interface ResizeRuns<Resize> {
  resizes: Resize[];
  longestTaskMs: number[];
  longestTaskCpuMs: number[];
}

/** What one CPU rate measured. */
export interface PhotoRateRun {
  cpuThrottlingRate: number;
  /** The worker's resizes of the photos added through the risk assessment. */
  worker: ResizeRuns<ResizeTiming>;
  /** The same photo resized on the page's main thread, each way. */
  mainThread: Record<MainThreadDecode, ResizeRuns<MainThreadResize>>;
  /** Over the whole of Submit → saved, and over picking the photos. */
  longestMainThreadTaskMs: { whileSubmitting: number; whilePicking: number };
  longTasksOver50msWhileSubmitting: number;
  submitToSavedMs: number;
}

/** A way's figures over its runs. */
export interface ResizeSummary {
  totalMs: Spread;
  longestMainThreadTaskMs: Spread;
  longestMainThreadTaskCpuMs: Spread;
}

/** A baseline's figures, and baseline ÷ worker of the medians (above 1: slower, or a longer main-thread task). */
export interface BaselineSummary extends ResizeSummary {
  overWorker: { totalMs: number; longestMainThreadTaskMs: number };
}

/** A CPU rate's figures over its runs. */
export interface PhotoRateSummary {
  cpuThrottlingRate: number;
  worker: ResizeSummary;
  mainThread: Record<MainThreadDecode, BaselineSummary>;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

function resizeSummary(runs: ResizeRuns<{ totalMs: number }>): ResizeSummary {
  return {
    totalMs: spreadOf(runs.resizes.map((r) => r.totalMs)),
    longestMainThreadTaskMs: spreadOf(runs.longestTaskMs),
    longestMainThreadTaskCpuMs: spreadOf(runs.longestTaskCpuMs),
  };
}

function baselineSummary(runs: ResizeRuns<MainThreadResize>, worker: ResizeSummary): BaselineSummary {
  const own = resizeSummary(runs);
  return {
    ...own,
    overWorker: {
      totalMs: ratio(own.totalMs.median, worker.totalMs.median),
      longestMainThreadTaskMs: ratio(
        own.longestMainThreadTaskMs.median,
        worker.longestMainThreadTaskMs.median,
      ),
    },
  };
}

/** The summary of one CPU rate's runs. */
export function summaryOf(run: PhotoRateRun): PhotoRateSummary {
  const worker = resizeSummary(run.worker);
  return {
    cpuThrottlingRate: run.cpuThrottlingRate,
    worker,
    mainThread: {
      createImageBitmap: baselineSummary(run.mainThread.createImageBitmap, worker),
      imgElement: baselineSummary(run.mainThread.imgElement, worker),
    },
  };
}
