/**
 * When the engine worker's User Timing measures ran, on the trace's clock: Chromium records each
 * performance.measure (category blink.user_timing) as an async begin and end on the thread that measured it, so
 * the worker's `photo-resize` measures give each resize's window in the same µs as the page's main-thread tasks.
 */
import { traceEventsOf, type TraceEvent } from '@e2e/support/main-thread-tasks';

/** A span of the trace, in trace µs. */
export interface TraceWindow {
  from: number;
  to: number;
}

const idOf = (event: TraceEvent) => event.id2?.local ?? event.id2?.global ?? event.id ?? '';

/** The windows of the measures with this name taken on a dedicated worker thread, oldest first. */
export function workerMeasureWindows(traceJson: Buffer | string, name: string): TraceWindow[] {
  const events = traceEventsOf(traceJson);
  const workerThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'DedicatedWorker thread')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const measured = events
    .filter((e) => e.name === name && workerThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const open = new Map<string, number>();
  const windows: TraceWindow[] = [];
  for (const event of measured) {
    if (event.ph === 'b') open.set(idOf(event), event.ts);
    const from = open.get(idOf(event));
    if (event.ph === 'e' && from !== undefined) {
      windows.push({ from, to: event.ts });
      open.delete(idOf(event));
    }
  }
  return windows.sort((a, b) => a.from - b.from);
}
