/**
 * The first photo of a page, each way (first-photo-steps.ts): choosing it → its thumbnail, the longest main-thread
 * task and the main-thread tasks over 50 ms meanwhile, per run and as median, minimum and maximum.
 */
import { spreadOf, type Spread } from './bench-stats';
import type { FirstPhotoWay } from './first-photo-steps';

/** One run: a new page's first photo. */
export interface FirstPhotoRun {
  thumbnailMs: number;
  longestMainThreadTaskMs: number;
  tasksOver50ms: number;
}

/** A way's runs over its figures. */
export interface FirstPhotoSummary {
  thumbnailMs: Spread;
  longestMainThreadTaskMs: Spread;
  tasksOver50ms: Spread;
}

/** What the first-photo runs measured at one CPU rate. */
export interface FirstPhotoRuns {
  cpuThrottlingRate: number;
  runs: Record<FirstPhotoWay, FirstPhotoRun[]>;
}

function wayOf(runs: readonly FirstPhotoRun[]): FirstPhotoSummary {
  return {
    thumbnailMs: spreadOf(runs.map((r) => r.thumbnailMs)),
    longestMainThreadTaskMs: spreadOf(runs.map((r) => r.longestMainThreadTaskMs)),
    tasksOver50ms: spreadOf(runs.map((r) => r.tasksOver50ms)),
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
