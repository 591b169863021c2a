/**
 * One open of the installed app from the pocket, measured: the browser launched again on the phone's profile, its
 * page at the CPU rate with or without a network opens /job-list (the app tapped). Measured from the navigation's
 * start: the frame that painted all of today's vans, the main-thread tasks before it (Chromium trace: the longest,
 * how many over 50 and 200 ms, the task evaluating the entry chunk, V8's code caches written for its chunks; by wall
 * time and by the thread's CPU time) and the first tap, on a van as soon as the list painted (Event Timing duration,
 * as INP).
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { TASK_TRACE_CATEGORIES } from '@e2e/support/main-thread-tasks';
import { LONG_TASK_MS } from '../field-test/long-tasks';
import { startCdpTrace, stopCdpTrace } from './cdp-trace';
import { coldStartRecord, listPainted, recordColdStart, vanOpened } from './cold-start-page-record';
import { measuredSlowdown, reopenedPage, todaysVans } from './cold-start-steps';
import type { ColdStart } from './cold-start-summary';
import { coldStartTasks } from './cold-start-trace';
import { startProfile } from './job-list-steps';

/** No task on the way to the list should run longer (product target, at CPU 6×). */
const TASK_TARGET_MS = 200;

/** How the app is opened, and where to keep what the open left (both optional). */
export interface OpenSettings {
  rate: number;
  offline: boolean;
  /** A file for the open's Chromium trace. */
  traceFile?: string;
  /** A file for a CPU profile of the main thread from the navigation to the painted list. */
  profileFile?: string;
}

/** Opens the app in the freshly launched `context` and measures the open. */
export async function measuredOpen(
  context: BrowserContext,
  origin: string,
  { rate, offline, traceFile, profileFile }: OpenSettings,
): Promise<ColdStart> {
  await recordColdStart(context, todaysVans);
  const { page, cdp } = await reopenedPage(context, origin, { rate, offline });

  await startCdpTrace(cdp, TASK_TRACE_CATEGORIES);
  if (profileFile !== undefined) await startProfile(cdp);
  const painted = listPainted(page);
  await page.goto('/job-list', { waitUntil: 'commit' });
  // Again once committed: the navigation may have moved the page into a new renderer process.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const firstVan = await painted;
  if (profileFile !== undefined) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(profileFile, JSON.stringify(profile));
  }
  const opened = vanOpened(page);
  await page.touchscreen.tap(firstVan.x, firstVan.y);
  await opened;
  // Event Timing reports an interaction after the paint that follows it.
  await page.waitForTimeout(1_000);
  const trace = await stopCdpTrace(cdp);
  const cpuSlowdown = await measuredSlowdown(page, cdp);
  if (traceFile !== undefined) await writeFile(traceFile, trace);

  const record = await coldStartRecord(page);
  const timings = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    documentArrived:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseEnd ?? NaN,
  }));
  const paintedAt = record.listPaintedAt ?? NaN;
  const tasks = coldStartTasks(trace);
  const firstTap = Math.min(...record.interactions.map((entry) => entry.interactionId));
  const tapEntries = record.interactions.filter((entry) => entry.interactionId === firstTap);
  const longestTapEntry = tapEntries.reduce<(typeof tapEntries)[number] | null>(
    (longest, entry) => (longest === null || entry.duration > longest.duration ? entry : longest),
    null,
  );
  return {
    listPaintedMs: paintedAt,
    firstContentfulPaintMs: timings.fcp,
    documentArrivedMs: timings.documentArrived,
    longestTaskMs: tasks.beforePaint[0] ?? 0,
    tasksOver50ms: tasks.beforePaint.filter((ms) => ms > LONG_TASK_MS).length,
    tasksOver200ms: tasks.beforePaint.filter((ms) => ms > TASK_TARGET_MS).length,
    longestTaskCpuMs: tasks.beforePaintCpu[0] ?? 0,
    tasksOver200msCpu: tasks.beforePaintCpu.filter((ms) => ms > TASK_TARGET_MS).length,
    entryTaskMs: tasks.entryTaskMs,
    entryTaskCpuMs: tasks.entryTaskCpuMs,
    entryEvaluationMs: tasks.entryEvaluationMs,
    codeCacheMs: tasks.codeCacheMs,
    workerStartedMs: paintedAt - tasks.workerStartBeforePaintMs,
    pageLongTasks: record.longTasks.filter((task) => task.startTime < paintedAt).length,
    firstTapMs: longestTapEntry?.duration ?? 0,
    firstTapInputDelayMs: longestTapEntry ? longestTapEntry.processingStart - longestTapEntry.startTime : 0,
    firstTapHandlersMs: longestTapEntry ? longestTapEntry.processingEnd - longestTapEntry.processingStart : 0,
    cpuSlowdown,
  };
}
