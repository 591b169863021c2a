/**
 * What a long main-thread task was made of, from a Chromium trace taken with the devtools.timeline categories
 * (TASK_TRACE_CATEGORIES): each task over the threshold split into script, garbage collection, style, layout,
 * paint and the rest, and its script time by the built chunk that ran it (the entry, index-*.js, is the app's own
 * code and React; trace-work.ts's appChunksOf names the chunk holding the engine's messages; V8 writing a chunk's
 * code cache is named apart). Every event's own time (its duration less its children's) goes to the nearest of
 * itself and the events it ran under that has a kind: a layout forced by a script is layout, a collection during a
 * render is garbage collection. Pure: the caller reads the trace.
 */
import type { TraceEvent } from '@e2e/support/main-thread-tasks';

/** The kinds a task's time is split into. */
export const taskParts = ['script', 'garbage collection', 'style', 'layout', 'paint', 'other'] as const;
export type TaskPart = (typeof taskParts)[number];

/** One long task: when it started (ms after `from`), how long it ran and its parts (ms). */
export interface TaskAnatomy {
  startMs: number;
  ms: number;
  parts: Record<TaskPart, number>;
  /** Script time by the file its code came from (the chunk's name, without its hash), most first. */
  scriptByFile: [string, number][];
}

/**
 * V8 serialising a module's compiled code for a later load (Chromium writes it the first time a chunk runs from the
 * service worker's cache).
 */
export const CODE_CACHE = 'v8.produceModuleCache';

const KIND_OF: Record<string, TaskPart> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  [CODE_CACHE]: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
};

const isTask = (event: TraceEvent) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name.endsWith('::RunTask'));

/** The chunk's name without its content hash: assets/index-BSQhCj8h.js → index. */
export function fileOf(url: string): string {
  const file = url.split('?')[0]?.split('/').at(-1) ?? '';
  return file === '' ? '(no file)' : file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

interface Node {
  event: TraceEvent;
  parent: Node | null;
  childrenUs: number;
}

/**
 * The tasks over `overMs` of one thread's events (all from the same pid and tid) that started in [from, to)
 * trace µs, with their parts.
 */
export function longTaskAnatomy(
  onThread: readonly TraceEvent[],
  overMs: number,
  from = -Infinity,
  to = Infinity,
): TaskAnatomy[] {
  const complete = onThread
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const anatomies: TaskAnatomy[] = [];
  // A task's run shows as nested task events (RunTask around ThreadControllerImpl::RunTask): the outermost counts.
  let taskEnd = -Infinity;
  for (let at = 0; at < complete.length; at += 1) {
    const task = complete[at]!;
    if (!isTask(task) || task.ts < taskEnd) continue;
    const end = task.ts + (task.dur ?? 0);
    taskEnd = end;
    const taskMs = (task.dur ?? 0) / 1000;
    if (taskMs <= overMs || task.ts < from || task.ts >= to) continue;
    const root: Node = { event: task, parent: null, childrenUs: 0 };
    const nodes: Node[] = [root];
    const stack: Node[] = [root];
    for (let next = at + 1; next < complete.length && complete[next]!.ts < end; next += 1) {
      const event = complete[next]!;
      while (stack.length > 1 && event.ts >= stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0))
        stack.pop();
      const parent = stack.at(-1)!;
      const node: Node = { event, parent, childrenUs: 0 };
      parent.childrenUs += event.dur ?? 0;
      nodes.push(node);
      stack.push(node);
    }
    const parts = Object.fromEntries(taskParts.map((part) => [part, 0])) as Record<TaskPart, number>;
    const byFile = new Map<string, number>();
    for (const node of nodes) {
      const ownMs = Math.max(0, (node.event.dur ?? 0) - node.childrenUs) / 1000;
      let kind: TaskPart = 'other';
      let file: string | null = null;
      let scriptEvent: string | null = null;
      let codeCache = false;
      for (let up: Node | null = node; up !== null; up = up.parent) {
        const named = KIND_OF[up.event.name];
        if (kind === 'other' && named !== undefined) kind = named;
        if (named === 'script') scriptEvent = up.event.name;
        codeCache ||= up.event.name === CODE_CACHE;
        file ??= up.event.args?.data?.url ? fileOf(up.event.args.data.url) : null;
      }
      parts[kind] += ownMs;
      // Script with no file named (a module graph's evaluation names none) goes under what ran it; V8 writing a
      // chunk's code cache is named apart from the chunk's own code running, though its event names the chunk.
      const source = codeCache
        ? `${file ?? '(no file)'} code cache`
        : (file ?? `(${scriptEvent ?? 'no file'})`);
      if (kind === 'script') byFile.set(source, (byFile.get(source) ?? 0) + ownMs);
    }
    anatomies.push({
      startMs: from === -Infinity ? task.ts / 1000 : (task.ts - from) / 1000,
      ms: taskMs,
      parts,
      scriptByFile: [...byFile].sort((a, b) => b[1] - a[1]),
    });
  }
  return anatomies;
}

/** The parts summed over tasks (ms). */
export function summedParts(anatomies: readonly TaskAnatomy[]): Record<TaskPart, number> {
  const sum = Object.fromEntries(taskParts.map((part) => [part, 0])) as Record<TaskPart, number>;
  for (const anatomy of anatomies) for (const part of taskParts) sum[part] += anatomy.parts[part];
  return sum;
}
