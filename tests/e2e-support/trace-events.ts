// Chromium trace events as e2e/support/main-thread-tasks.ts reads them, for tests that build a trace.
import type { TraceEvent } from '@e2e/support/main-thread-tasks';

/** The metadata event naming a thread (CrRendererMain, DedicatedWorker thread). */
export const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});

/** A top-level task of a thread: its start and wall time (µs), and its CPU time where the trace timed it. */
export const runTask = (pid: number, ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
