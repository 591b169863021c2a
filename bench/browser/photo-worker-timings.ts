/**
 * What the engine worker recorded about its photo resizes: each resize leaves User Timing measures in the worker's
 * own timeline (worker/images/resize-photo.ts), read here through Playwright's handle on the worker.
 */
import { expect, type Page, type Worker } from '@playwright/test';

const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** One resize as the worker measured it (ms; sizes as "width×height"). */
export interface ResizeTiming {
  totalMs: number;
  decodeMs: number;
  scaleMs: number;
  encodeMs: number;
  decodedSize: string;
  resizedSize: string;
  /** Which scaler the worker used: the browser's createImageBitmap, or pica where the browser cannot scale. */
  scaler: string;
}

/** The engine's dedicated worker (the only worker the page starts). */
export async function engineWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  return page.workers()[0]!;
}

/** Every resize the worker has measured so far, oldest first. */
export async function resizeTimings(worker: Worker): Promise<ResizeTiming[]> {
  const timings = await worker.evaluate(() => {
    const measures = performance.getEntriesByType('measure') as PerformanceMeasure[];
    // A resize's parts are measured just before the whole: the last of each name that ended by then.
    const last = (name: string, before: number) =>
      measures.filter((m) => m.name === name && m.startTime <= before + 1).at(-1)?.duration ?? NaN;
    return measures
      .filter((m) => m.name === 'photo-resize')
      .map((m) => {
        const detail = m.detail as { from: number[]; to: number[]; scaler: string };
        const end = m.startTime + m.duration;
        return {
          totalMs: m.duration,
          decodeMs: last('photo-resize:decode', end),
          scaleMs: last('photo-resize:scale', end),
          encodeMs: last('photo-resize:encode', end),
          decodedSize: detail.from.join('×'),
          resizedSize: detail.to.join('×'),
          scaler: detail.scaler,
        };
      });
  });
  return timings.map((t) => ({
    ...t,
    totalMs: roundMs(t.totalMs),
    decodeMs: roundMs(t.decodeMs),
    scaleMs: roundMs(t.scaleMs),
    encodeMs: roundMs(t.encodeMs),
  }));
}
