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

/**
 * The categories that give the tasks and the marks alone, for a long window: minutes of devtools.timeline make a
 * trace over the 512 MB a JavaScript string can hold (a 200-job sync did).
 */
export const TASKS_ONLY_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/** One event of a Chromium trace (the fields these readers use). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time over the event (µs), where the trace timed the thread. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
  /** Async events (a User Timing measure's begin and end): the id pairing them. */
  id?: string;
  id2?: { local?: string; global?: string };
}

/** A trace whose JSON is read a line at a time: over this, it may not fit in one JavaScript string. */
const WHOLE_PARSE_LIMIT = 256 * 1024 * 1024;

/**
 * The events of a long trace, read a line at a time (Chromium writes `{"traceEvents":[` and then one event a
 * line): minutes of a busy page make a trace over the 512 MB a JavaScript string can hold (the engine-realm
 * bench's 200-job sync on the main thread did). `keep` drops what the reader does not need as it goes.
 */
function traceEventsByLine(bytes: Buffer, keep: (event: TraceEvent) => boolean): TraceEvent[] {
  const events: TraceEvent[] = [];
  for (let from = 0; from < bytes.length;) {
    const end = bytes.indexOf(10, from);
    const to = end === -1 ? bytes.length : end;
    let line = bytes.toString('utf8', from, to).trim();
    from = to + 1;
    if (!line.startsWith('{"') || line.startsWith('{"traceEvents"')) continue;
    if (line.endsWith(',')) line = line.slice(0, -1);
    // The last event shares its line with the array's end; the trace's metadata follows it.
    const closing = line.endsWith('}') ? -1 : line.lastIndexOf('}]');
    const event = JSON.parse(closing === -1 ? line : line.slice(0, closing + 1)) as TraceEvent;
    if (keep(event)) events.push(event);
    if (closing !== -1) break;
  }
  return events;
}

/** Every event of a trace's JSON that `keep` keeps (Chromium writes either an object with traceEvents or a bare array). */
export function traceEventsOf(
  traceJson: Buffer | string,
  keep: (event: TraceEvent) => boolean = () => true,
): TraceEvent[] {
  if (Buffer.isBuffer(traceJson) && traceJson.length > WHOLE_PARSE_LIMIT)
    return traceEventsByLine(traceJson, keep);
  const parsed = JSON.parse(traceJson.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return (Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])).filter(keep);
}

/** What mainThreadTasks reads: thread names, tasks and the bench's marks. */
const isTaskOrMark = (event: TraceEvent) =>
  event.ph === 'M' ||
  event.name.startsWith('bench:') ||
  (event.ph === 'X' && (event.name === 'RunTask' || event.name.endsWith('::RunTask')));

/** One main-thread task: when it started (trace µs) and how long it ran (ms). */
export interface MainThreadTask {
  ts: number;
  ms: number;
  /**
   * The main thread's CPU time over the task (ms), where the trace timed the thread. Under CDP's CPU
   * throttling on Linux it holds the throttle's busy-wait too: every 200 µs the thread spins (rate − 1) times
   * the wall time since its last spin (at most 1 ms). So it is near the task on a core that slow and the
   * page's alone, and `ms` less it is the time the thread spent off a core that other work held. Near, not
   * equal: a thread kept off a core while it works spins longer after, and one kept off while it spins spends
   * less CPU.
   */
  cpuMs?: number;
}

/** The app page's main-thread tasks and its User Timing marks (name → trace µs), from the trace's JSON. */
export function mainThreadTasks(traceJson: Buffer | string): {
  tasks: MainThreadTask[];
  marks: Map<string, number>;
} {
  const onMain = appMainThreadEvents(traceEventsOf(traceJson, isTaskOrMark));
  const tasks = onMain
    .filter((event) => event.ph === 'X' && (event.name === 'RunTask' || event.name.endsWith('::RunTask')))
    .map((event) => ({
      ts: event.ts,
      ms: (event.dur ?? 0) / 1000,
      ...(event.tdur === undefined ? {} : { cpuMs: event.tdur / 1000 }),
    }));
  const marks = new Map<string, number>();
  for (const event of onMain) {
    if (event.name.startsWith('bench:') && (event.ph === 'R' || event.ph === 'I' || event.ph === 'n')) {
      marks.set(event.name, event.ts);
    }
  }
  return { tasks, marks };
}

/**
 * The events of the app page's main thread: the renderer that runs the engine's dedicated worker, or (a bench
 * that runs the engine on the main thread instead, engine-realm.bench.ts) the one the bench's marks are on.
 * `events` must hold the trace's thread names (its 'M' events).
 */
export function appMainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const threadNames = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
  const workerPids = new Set(
    threadNames.filter((event) => event.args?.name === 'DedicatedWorker thread').map((event) => event.pid),
  );
  const renderers = threadNames.filter((event) => event.args?.name === 'CrRendererMain');
  const marked = (thread: TraceEvent) =>
    events.some(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name.startsWith('bench:'),
    );
  const main =
    renderers.find((event) => workerPids.has(event.pid)) ?? renderers.find((event) => marked(event));
  if (main === undefined)
    throw new Error('the trace has no renderer running a dedicated worker or marked by a bench');
  return events.filter((event) => event.pid === main.pid && event.tid === main.tid);
}

/** The longest task (ms) that started in [from, to) trace µs, 0 when none. */
export function longestTask(tasks: MainThreadTask[], from = -Infinity, to = Infinity): number {
  return tasks.reduce(
    (longest, task) => (task.ts >= from && task.ts < to ? Math.max(longest, task.ms) : longest),
    0,
  );
}

/** A task's CPU time (MainThreadTask.cpuMs); throws for a trace that did not time the thread. */
export function taskCpuMs(task: MainThreadTask): number {
  if (task.cpuMs === undefined)
    throw new Error('the trace did not time the main thread (no tdur on its tasks)');
  return task.cpuMs;
}

/**
 * The longest task that ran during [from, to) trace µs — started before and still running counts too, as
 * it held the thread meanwhile — 0 when none; by its wall time (ms) or by what `measure` answers (taskCpuMs).
 */
export function longestTaskDuring(
  tasks: MainThreadTask[],
  from: number,
  to: number,
  measure: (task: MainThreadTask) => number = (task) => task.ms,
): number {
  return tasks.reduce(
    (longest, task) =>
      task.ts < to && task.ts + task.ms * 1000 > from ? Math.max(longest, measure(task)) : longest,
    0,
  );
}
