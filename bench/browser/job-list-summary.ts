/** One run of the job-list benchmark, and the median, minimum and maximum of each of its figures over the runs. */
import { spreadOf, type Spread } from '../bench-stats';

/** What one run measured (ms unless named otherwise; CLS unitless). */
export interface Run {
  navigationToListMs: number;
  firstContentfulPaintMs: number;
  loadCls: number;
  loadClsByCause: Record<string, number>;
  expandInpMs: number[];
  expandLongestTaskMs: number[];
  /** From the date field's change (the picker's choice) to the next frame. */
  chooseDateToFrameMs: number;
  /** From that change to the list of that day. */
  chooseDateToListMs: number;
  /** INP of the tap on Clear. */
  clearDateInpMs: number;
  /** From the tap on Clear to today's list again. */
  backToTodayMs: number;
  uploadsLongestTaskMs: number;
  uploadsTasksOver50ms: number;
  uploadsMs: number;
  /** Script time handling the worker's messages (deserialising each pushed snapshot, and receiving it). */
  uploadsWorkerMessagesMs: number;
  uploadsWorkerMessages: number;
  /** Script time of the app's own tasks (React's renders). */
  uploadsAppTasksMs: number;
  /** The most one task spent on style, layout and paint (a repaint of the list). */
  uploadsLongestRenderingMs: number;
  uploadsSyncBarUpdates: number;
  uploadsCls: number;
  uploadsClsByCause: Record<string, number>;
}

function byCause(runs: readonly Run[], of: (run: Run) => Record<string, number>): Record<string, Spread> {
  const causes = [...new Set(runs.flatMap((run) => Object.keys(of(run))))];
  return Object.fromEntries(causes.map((cause) => [cause, spreadOf(runs.map((run) => of(run)[cause] ?? 0))]));
}

/** Each figure over the runs; the expansions pooled (three per run). */
export function summaryOf(runs: readonly Run[]) {
  return {
    runs: runs.length,
    navigationToListMs: spreadOf(runs.map((r) => r.navigationToListMs)),
    firstContentfulPaintMs: spreadOf(runs.map((r) => r.firstContentfulPaintMs)),
    loadCls: spreadOf(runs.map((r) => r.loadCls)),
    loadClsByCause: byCause(runs, (r) => r.loadClsByCause),
    expandVanInpMs: spreadOf(runs.flatMap((r) => r.expandInpMs)),
    expandVanLongestTaskMs: spreadOf(runs.flatMap((r) => r.expandLongestTaskMs)),
    chooseDateToFrameMs: spreadOf(runs.map((r) => r.chooseDateToFrameMs)),
    chooseDateToListMs: spreadOf(runs.map((r) => r.chooseDateToListMs)),
    clearDateInpMs: spreadOf(runs.map((r) => r.clearDateInpMs)),
    backToTodayMs: spreadOf(runs.map((r) => r.backToTodayMs)),
    uploadsLongestTaskMs: spreadOf(runs.map((r) => r.uploadsLongestTaskMs)),
    uploadsTasksOver50ms: spreadOf(runs.map((r) => r.uploadsTasksOver50ms)),
    uploadsMs: spreadOf(runs.map((r) => r.uploadsMs)),
    uploadsWorkerMessagesMs: spreadOf(runs.map((r) => r.uploadsWorkerMessagesMs)),
    uploadsWorkerMessages: spreadOf(runs.map((r) => r.uploadsWorkerMessages)),
    uploadsAppTasksMs: spreadOf(runs.map((r) => r.uploadsAppTasksMs)),
    uploadsLongestRenderingMs: spreadOf(runs.map((r) => r.uploadsLongestRenderingMs)),
    uploadsSyncBarUpdates: spreadOf(runs.map((r) => r.uploadsSyncBarUpdates)),
    uploadsCls: spreadOf(runs.map((r) => r.uploadsCls)),
    uploadsClsByCause: byCause(runs, (r) => r.uploadsClsByCause),
  };
}
