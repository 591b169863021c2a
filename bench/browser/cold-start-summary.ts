/** One cold start of the benchmark, and the median, minimum and maximum of each of its figures over the runs. */
import { spreadOf, type Spread } from '../bench-stats';

/** What one cold start measured (ms from the navigation's start unless named otherwise). */
export interface ColdStart {
  /** The frame that first painted every one of today's vans. */
  listPaintedMs: number;
  firstContentfulPaintMs: number;
  /** When the service worker's answer (the page's HTML) had arrived. */
  documentArrivedMs: number;
  /** Main-thread tasks before the list painted: the longest, and how many ran over 50 and over 200 ms. */
  longestTaskMs: number;
  tasksOver50ms: number;
  tasksOver200ms: number;
  /**
   * The same tasks by the main thread's CPU time (MainThreadTask.cpuMs): without the time this machine's thread
   * waited for a core, with the throttle's spin and DevTools' own work in the page (inspector-cost.ts) still in.
   */
  longestTaskCpuMs: number;
  tasksOver200msCpu: number;
  /** The task that evaluated the entry chunk, its CPU time, and the module graph's evaluation in it. */
  entryTaskMs: number;
  entryTaskCpuMs: number;
  entryEvaluationMs: number;
  /**
   * V8's code caches for the page's chunks, written on the main thread before the list painted: Chromium writes them
   * in a task of their own at the first open after the install (or an update), and none at the opens after it.
   */
  codeCacheMs: number;
  /** When the engine's worker ran its first task (its script come, the thread started). */
  workerStartedMs: number;
  /** Long tasks the page's own Long Tasks API saw before the list painted. */
  pageLongTasks: number;
  /** The first tap, on a van, as soon as the list painted: its Event Timing duration (0: under 16 ms). */
  firstTapMs: number;
  /** Of that tap's longest event: the wait before its handlers ran (the main thread busy) and the handlers. */
  firstTapInputDelayMs: number;
  firstTapHandlersMs: number;
  /** How much slower the page ran after the run than at full speed: the CPU throttling held (≈ the rate). */
  cpuSlowdown: number;
}

/** Each figure over the runs. */
export function summaryOf(runs: readonly ColdStart[]): Record<keyof ColdStart, Spread> {
  const keys = Object.keys(runs[0] ?? {}) as (keyof ColdStart)[];
  return Object.fromEntries(keys.map((key) => [key, spreadOf(runs.map((run) => run[key]))])) as Record<
    keyof ColdStart,
    Spread
  >;
}
