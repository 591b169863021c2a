/**
 * Where the page's main-thread script time went in a window of a Chromium trace (the devtools.timeline
 * categories): the top-level FunctionCall events, summed by the built chunk whose code was called. The chunk
 * holding the Comlink wrap of the engine (src/engine.ts, found in the build's chunk report: the bundler names
 * and groups chunks as it likes) is the handling of the worker's messages (reading a pushed snapshot
 * deserialises its structured clone) and what runs in the callback; the entry chunk's is the app's own tasks
 * (React's renders). And the
 * most one task spent on the rendering steps (style, layout, paint): a repaint of the whole list.
 */

import { appMainThreadEvents, traceEventsOf, type TraceEvent } from '@e2e/support/main-thread-tasks';
import { mainThreadChunks } from '@scripts/first-load-chunks';

/** The built chunks whose calls are told apart (their file names, assets/…). */
export interface AppChunks {
  /** The chunk holding src/engine.ts: Comlink's handling of the worker's messages. */
  engine: string;
  /** The entry chunk: the app's own tasks. */
  entry: string;
}

/** The engine's and the entry's chunks of the build in `dist`, from its chunk report. */
export function appChunksOf(dist: string): AppChunks {
  const chunks = mainThreadChunks(dist);
  const engine = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/engine.ts')));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (engine === undefined || entry === undefined)
    throw new Error(`no engine or entry chunk in the chunk report of ${dist}`);
  return { engine: engine.fileName, entry: entry.fileName };
}

/** Script time (ms) in the window: worker messages, the app's own tasks, and everything else. */
export interface ScriptWork {
  workerMessagesMs: number;
  workerMessages: number;
  appTasksMs: number;
  otherMs: number;
  /** The most one task spent updating the rendering (style, layout, paint…): a repaint of the list shows here. */
  longestRenderingMs: number;
}

const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'IntersectionObserverController::computeIntersections',
]);

/** The most time one top-level task of the window spent in rendering steps. */
function longestRendering(onMain: readonly TraceEvent[], from: number, to: number): number {
  const tasks = onMain
    .filter((e) => e.ph === 'X' && e.name.endsWith('RunTask') && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts);
  const steps = onMain.filter((e) => e.ph === 'X' && RENDERING.has(e.name) && e.ts >= from && e.ts < to);
  let longest = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const inside = steps.filter((step) => step.ts >= task.ts && step.ts < end);
    longest = Math.max(longest, inside.reduce((sum, step) => sum + (step.dur ?? 0), 0) / 1000);
  }
  return longest;
}

/** The script time between the two User Timing marks of the app's main thread. */
export function scriptWork(
  traceJson: Buffer | string,
  fromMark: string,
  toMark: string,
  chunks: AppChunks,
): ScriptWork {
  const onMain = appMainThreadEvents(traceEventsOf(traceJson));
  const at = (mark: string) => onMain.find((event) => event.name === mark)?.ts ?? NaN;
  const [from, to] = [at(fromMark), at(toMark)];
  const work: ScriptWork = {
    workerMessagesMs: 0,
    workerMessages: 0,
    appTasksMs: 0,
    otherMs: 0,
    longestRenderingMs: longestRendering(onMain, from, to),
  };
  let end = -Infinity;
  const calls = onMain
    .filter((event) => event.ph === 'X' && event.name === 'FunctionCall' && event.ts >= from && event.ts < to)
    .sort((a, b) => a.ts - b.ts);
  for (const call of calls) {
    if (call.ts < end) continue;
    end = call.ts + (call.dur ?? 0);
    const ms = (call.dur ?? 0) / 1000;
    const url = call.args?.data?.url ?? '';
    if (url.endsWith(`/${chunks.engine}`)) {
      work.workerMessagesMs += ms;
      work.workerMessages += 1;
    } else if (url.endsWith(`/${chunks.entry}`)) work.appTasksMs += ms;
    else work.otherMs += ms;
  }
  return work;
}
