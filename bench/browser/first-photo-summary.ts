/**
 * The first photo of a page, each way (first-photo-steps.ts): choosing it → its thumbnail, the longest main-thread
 * task and the main-thread tasks over 50 ms meanwhile, per run and as median, minimum and maximum.
 */
import type { MainThreadTask } from '@e2e/support/main-thread-tasks';
import { spreadOf, type Spread } from '../bench-stats';
import type { FirstPhotoWay } from './first-photo-steps';

/** One run: a new page's first photo. */
export interface FirstPhotoRun {
  thumbnailMs: number;
  longestMainThreadTaskMs: number;
  tasksOver50ms: number;
  /**
   * The longest main-thread task while the engine worker resized the photo (its `photo-resize` measure): the
   * gallery's photo is resized before its thumbnail shows, with no Submit beside it; null for a photo field,
   * whose photos are resized only when the answers are submitted.
   */
  longestTaskDuringResizeMs: number | null;
}

/** A way's runs over its figures. */
export interface FirstPhotoSummary {
  thumbnailMs: Spread;
  longestMainThreadTaskMs: Spread;
  tasksOver50ms: Spread;
  longestTaskDuringResizeMs?: Spread;
}

/** What the first-photo runs measured at one CPU rate. */
export interface FirstPhotoRuns {
  cpuThrottlingRate: number;
  runs: Record<FirstPhotoWay, FirstPhotoRun[]>;
}

/**
 * How many main-thread tasks over `overMs` ran during [from, to) trace µs, each counted once: a trace names a
 * task and the RunTask inside it both, so a task that starts inside the last one counted is the same task.
 */
export function tasksOverDuring(
  tasks: readonly MainThreadTask[],
  window: { from: number; to: number },
  overMs: number,
): number {
  let count = 0;
  let countedUntil = -Infinity;
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.ms * 1000;
    if (task.ts >= window.to || end <= window.from || task.ms <= overMs || task.ts < countedUntil) continue;
    count += 1;
    countedUntil = end;
  }
  return count;
}

function wayOf(runs: readonly FirstPhotoRun[]): FirstPhotoSummary {
  const duringResize = runs.flatMap((r) =>
    r.longestTaskDuringResizeMs === null ? [] : [r.longestTaskDuringResizeMs],
  );
  return {
    thumbnailMs: spreadOf(runs.map((r) => r.thumbnailMs)),
    longestMainThreadTaskMs: spreadOf(runs.map((r) => r.longestMainThreadTaskMs)),
    tasksOver50ms: spreadOf(runs.map((r) => r.tasksOver50ms)),
    ...(duringResize.length > 0 && { longestTaskDuringResizeMs: spreadOf(duringResize) }),
  };
}

/** The summary of each way. */
export function firstPhotoSummary(measured: FirstPhotoRuns): {
  cpuThrottlingRate: number;
} & Record<FirstPhotoWay, FirstPhotoSummary> {
  return {
    cpuThrottlingRate: measured.cpuThrottlingRate,
    gallery: wayOf(measured.runs.gallery),
    photoField: wayOf(measured.runs.photoField),
  };
}
