/**
 * Opt-in recordings of the phone's main thread over the whole day, so the long tasks the report lists can be
 * opened up:
 * - a CPU profile (`FIELD_TEST_CPU_PROFILE=file.cpuprofile`): the functions that ran in them
 *   (field-profile-report.ts). Samples every millisecond: a day is minutes long, and the tasks looked for are
 *   over 50 ms. The profile's clock is the browser's monotonic one, so the file also keeps the epoch time of its
 *   start, which the report's tasks are timed in (close enough for field-profile.ts to find the exact shift);
 * - a Chromium trace (`FIELD_TEST_TRACE=file.json`, the devtools.timeline categories): their script, style,
 *   layout and paint (bench/browser/long-task-report.ts). Keep the day short (`--jobs 10`): a 10-job day's
 *   trace is 170 MB.
 */
import { writeFile } from 'node:fs/promises';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { TASK_TRACE_CATEGORIES } from '@e2e/support/main-thread-tasks';
import type { CpuProfile, ProfileFrame } from '../gateway/cpu-profile-summary';

/** A V8 `.cpuprofile` with the epoch milliseconds at which its clock read `startTime`. */
export interface FieldCpuProfile extends CpuProfile<FieldProfileFrame> {
  startTime: number;
  startedAtEpochMs: number;
}

/** A frame as the field day's report reads it: where in its script, to name it through the source maps. */
export interface FieldProfileFrame extends ProfileFrame {
  scriptId: string;
  lineNumber: number;
  columnNumber: number;
}

/** The files asked for, each null when not. */
export function recordingFiles(env: Record<string, string | undefined>): {
  cpuProfile: string | null;
  trace: string | null;
} {
  return { cpuProfile: env['FIELD_TEST_CPU_PROFILE'] || null, trace: env['FIELD_TEST_TRACE'] || null };
}

/** Starts a trace of the page into `file`; the answer stops it. */
export async function startPageTrace(
  browser: Browser,
  page: Page,
  file: string,
): Promise<() => Promise<void>> {
  await browser.startTracing(page, { path: file, categories: TASK_TRACE_CATEGORIES });
  return async () => {
    await browser.stopTracing();
  };
}

/** Starts the profiler on the page's session; the answer stops it and writes the profile to `file`. */
export async function startPageCpuProfile(session: CDPSession, file: string): Promise<() => Promise<void>> {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 1000 });
  const before = Date.now();
  await session.send('Profiler.start');
  const startedAtEpochMs = (before + Date.now()) / 2;
  return async () => {
    const { profile } = await session.send('Profiler.stop');
    await writeFile(file, JSON.stringify({ ...profile, startedAtEpochMs }));
  };
}
