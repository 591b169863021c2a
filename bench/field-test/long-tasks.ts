/**
 * Main-thread long tasks as the page's PerformanceObserver saw them ('longtask', each matched with the
 * long animation frames it overlaps, whose scripts say what ran), total blocking time, and the tasks
 * that fell in given windows (those in which the app was syncing: outbox-timeline.ts).
 */

/** A long task (times in epoch ms) and what ran in it, when the browser could tell. */
export interface LongTask {
  startTime: number;
  duration: number;
  /** 'script: {invoker} ({source}), {n} ms of it' from the long animation frame's longest script, else the task's attribution. */
  cause: string;
}

/** A stretch of time [from, to) in epoch ms. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The main thread is blocked for what a task runs beyond 50 ms. */
export const LONG_TASK_MS = 50;

/** The sum over some task durations of what each ran beyond 50 ms. */
export function blockingTimeOf(durationsMs: readonly number[]): number {
  return durationsMs.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);
}

/** Total blocking time: the sum over the tasks of what each ran beyond 50 ms. */
export function totalBlockingTime(tasks: readonly LongTask[]): number {
  return blockingTimeOf(tasks.map((task) => task.duration));
}

/** The tasks that overlap any of the windows. */
export function tasksWithin(tasks: readonly LongTask[], windows: readonly TimeWindow[]): LongTask[] {
  return tasks.filter((task) =>
    windows.some((w) => task.startTime < w.to && task.startTime + task.duration > w.from),
  );
}

/** What the page recorded: a 'longtask' entry and the long animation frames around it. */
export interface RecordedTask {
  startTime: number;
  duration: number;
  attribution: string;
}
export interface RecordedFrame {
  startTime: number;
  duration: number;
  scripts: { invoker: string; source: string; duration: number }[];
}

/** Each task with its cause: the longest script of a long animation frame it overlaps, else its attribution. */
export function attributeTasks(tasks: readonly RecordedTask[], frames: readonly RecordedFrame[]): LongTask[] {
  return tasks.map((task) => {
    const scripts = frames
      .filter(
        (f) => f.startTime < task.startTime + task.duration && f.startTime + f.duration > task.startTime,
      )
      .flatMap((f) => f.scripts);
    const longest = scripts.sort((a, b) => b.duration - a.duration)[0];
    const cause = longest
      ? `script: ${longest.invoker} (${longest.source}), ${Math.round(longest.duration)} ms of it`
      : task.attribution;
    return { startTime: task.startTime, duration: task.duration, cause };
  });
}
