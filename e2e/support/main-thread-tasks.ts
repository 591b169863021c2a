/**
 * The page's main-thread tasks from a Chromium trace (browser.startTracing with
 * the devtools.timeline categories): the renderer that also runs the engine's
 * dedicated worker is the app's; its CrRendererMain thread's top-level tasks
 * (RunTask) are split at User Timing marks the benchmark puts on the page.
 */

/** The categories the trace needs. */
export const TASK_TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/** One event of a Chromium trace (the fields these readers use). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
  /** Async events (a User Timing measure's begin and end): the id pairing them. */
  id?: string;
  id2?: { local?: string; global?: string };
}

/** Every event of a trace's JSON (Chromium writes either an object with traceEvents or a bare array). */
export function traceEventsOf(traceJson: Buffer | string): TraceEvent[] {
  const parsed = JSON.parse(traceJson.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** One main-thread task: when it started (trace µs) and how long it ran (ms). */
export interface MainThreadTask {
  ts: number;
  ms: number;
}

/** The app page's main-thread tasks and its User Timing marks (name → trace µs), from the trace's JSON. */
export function mainThreadTasks(traceJson: Buffer | string): {
  tasks: MainThreadTask[];
  marks: Map<string, number>;
} {
  const events = traceEventsOf(traceJson);
  const threadNames = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
  const workerPids = new Set(
    threadNames.filter((event) => event.args?.name === 'DedicatedWorker thread').map((event) => event.pid),
  );
  const renderers = threadNames.filter((event) => event.args?.name === 'CrRendererMain');
  // The app's renderer runs the engine's worker; a bench that runs the engine on the main thread instead
  // (engine-realm.bench.ts) is found by its marks.
  const marked = (thread: TraceEvent) =>
    events.some(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name.startsWith('bench:'),
    );
  const main =
    renderers.find((event) => workerPids.has(event.pid)) ?? renderers.find((event) => marked(event));
  if (main === undefined)
    throw new Error('the trace has no renderer running a dedicated worker or marked by a bench');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain
    .filter((event) => event.ph === 'X' && (event.name === 'RunTask' || event.name.endsWith('::RunTask')))
    .map((event) => ({ ts: event.ts, ms: (event.dur ?? 0) / 1000 }));
  const marks = new Map<string, number>();
  for (const event of onMain) {
    if (event.name.startsWith('bench:') && (event.ph === 'R' || event.ph === 'I' || event.ph === 'n')) {
      marks.set(event.name, event.ts);
    }
  }
  return { tasks, marks };
}

/** The longest task (ms) that started in [from, to) trace µs, 0 when none. */
export function longestTask(tasks: MainThreadTask[], from = -Infinity, to = Infinity): number {
  return tasks.reduce(
    (longest, task) => (task.ts >= from && task.ts < to ? Math.max(longest, task.ms) : longest),
    0,
  );
}

/**
 * The longest task (ms) that ran during [from, to) trace µs — started before and still running counts too, as
 * it held the thread meanwhile — 0 when none.
 */
export function longestTaskDuring(tasks: MainThreadTask[], from: number, to: number): number {
  return tasks.reduce(
    (longest, task) =>
      task.ts < to && task.ts + task.ms * 1000 > from ? Math.max(longest, task.ms) : longest,
    0,
  );
}
