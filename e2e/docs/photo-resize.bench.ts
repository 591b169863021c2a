// `npm run bench`: the engine worker's time to resize a 12 MP photo (4000×3000 JPEG, EXIF orientation 6,
// camera-like grain) added through the risk assessment's real photo inputs, and the longest main-thread task
// meanwhile (a Chromium trace), at full speed and with the CPU throttled 4× as a low-end phone. Not a test of
// a time limit: it records the numbers in docs/benchmarks/photo-resize.json and prints them.
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { expect, test, type Page, type Worker } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { riskQuestions } from '../../src/domain/risk-assessment/risk-assessment-form';
import { demoDriver } from '../../server/seed/demo-accounts';
import { todaysJob } from '../support/demo-jobs';
import { loginAs } from '../support/login';
import { longestTask, mainThreadTasks, TASK_TRACE_CATEGORIES } from '../support/main-thread-tasks';
import { portraitPhoto, PORTRAIT_STORED } from '../support/photo-fixtures';

const resultFile = new URL('../../docs/benchmarks/photo-resize.json', import.meta.url).pathname;

/** One resize as the worker measured it (worker/images/resize-photo.ts User Timing). */
interface ResizeTiming {
  totalMs: number;
  decodeMs: number;
  scaleMs: number;
  encodeMs: number;
  decodedSize: string;
  resizedSize: string;
}

/** One benchmark run: one CPU speed, two photos. */
interface BenchRun {
  cpuThrottlingRate: number;
  resizes: ResizeTiming[];
  longestMainThreadTaskMs: { whileResizing: number; whilePicking: number };
  longTasksOver50msWhileResizing: number;
  submitToSavedMs: number;
}

const runs: BenchRun[] = [];
let photoBytes = 0;

test.describe.configure({ mode: 'serial' });
test.use({ trace: 'off' });

const questionText = (id: string) => riskQuestions.find((q) => q.id === id)!.text;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** The engine's dedicated worker (the only worker the page starts). */
async function engineWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  return page.workers()[0]!;
}

/** The resize measures the worker has recorded so far. */
function resizeTimings(worker: Worker): Promise<ResizeTiming[]> {
  return worker.evaluate(() => {
    const measures = performance.getEntriesByType('measure') as PerformanceMeasure[];
    const last = (name: string, before: number) =>
      measures.filter((m) => m.name === name && m.startTime <= before + 1).at(-1)?.duration ?? NaN;
    return measures
      .filter((m) => m.name === 'photo-resize')
      .map((m) => {
        const detail = m.detail as { from: number[]; to: number[] };
        const end = m.startTime + m.duration;
        return {
          totalMs: m.duration,
          decodeMs: last('photo-resize:decode', end),
          scaleMs: last('photo-resize:scale', end),
          encodeMs: last('photo-resize:encode', end),
          decodedSize: detail.from.join('×'),
          resizedSize: detail.to.join('×'),
        };
      });
  });
}

/** Puts a User Timing mark on the page's main thread (it shows in the trace). */
async function mark(page: Page, name: string): Promise<void> {
  await page.evaluate((markName) => performance.mark(markName), name);
}

for (const [index, rate] of [1, 4].entries()) {
  test(`12 MP photo through the risk assessment, CPU ${rate}×`, async ({ page, context, browser }, info) => {
    const { job } = todaysJob([1, 2][index]!);
    const photo = await portraitPhoto(page, { noise: 12 });
    photoBytes = photo.buffer.length;
    // From a file, as a camera hands it over: a buffer would be rebuilt by Playwright on the main thread.
    const photoFile = info.outputPath(photo.name);
    await writeFile(photoFile, photo.buffer);
    await loginAs(page, demoDriver);
    await page.goto(`/job/${job.id}/overview`);
    await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
    await page
      .getByRole('group', { name: questionText('q1') })
      .getByLabel('Yes')
      .check();
    await page.getByRole('button', { name: 'Next' }).click();
    const worker = await engineWorker(page);
    const before = (await resizeTimings(worker)).length;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { benchLongTasks: number[] }).benchLongTasks = seen;
      new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
      });
    });
    await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
    await mark(page, 'bench:pick');
    await page
      .getByRole('group', { name: questionText('q2') })
      .getByLabel('Yes')
      .check();
    await page.getByLabel(/^Comment/).fill('Loose paving slabs.');
    await page.getByLabel(/^Photo/).setInputFiles(photoFile);
    await expect(page.getByRole('img', { name: /^Photo: / })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('group', { name: questionText('q3') })
      .getByLabel('No')
      .check();
    await page.getByLabel(/^Comment/).fill('Parking only on the next street.');
    await page.getByLabel(/^Photo/).setInputFiles(photoFile);
    await expect(page.getByRole('img', { name: /^Photo: / })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('group', { name: questionText('q4') })
      .getByLabel('Yes')
      .check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('group', { name: questionText('q5') })
      .getByLabel('Yes')
      .check();

    await mark(page, 'bench:submit');
    await page.evaluate(() => {
      (window as unknown as { benchLongTasks: number[] }).benchLongTasks.length = 0;
    });
    const submitted = Date.now();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 120_000 });
    await expect
      .poll(async () => (await resizeTimings(worker)).length, { timeout: 120_000 })
      .toBe(before + 2);
    const submitToSavedMs = Date.now() - submitted;
    await mark(page, 'bench:saved');
    const trace = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const { tasks, marks } = mainThreadTasks(trace);
    const longTasks = await page.evaluate(
      () => (window as unknown as { benchLongTasks: number[] }).benchLongTasks,
    );
    const resizes = (await resizeTimings(worker)).slice(before);
    runs.push({
      cpuThrottlingRate: rate,
      resizes: resizes.map((r) => ({
        ...r,
        totalMs: round(r.totalMs),
        decodeMs: round(r.decodeMs),
        scaleMs: round(r.scaleMs),
        encodeMs: round(r.encodeMs),
      })),
      longestMainThreadTaskMs: {
        whileResizing: round(longestTask(tasks, marks.get('bench:submit'), marks.get('bench:saved'))),
        whilePicking: round(longestTask(tasks, marks.get('bench:pick'), marks.get('bench:submit'))),
      },
      longTasksOver50msWhileResizing: longTasks.length,
      submitToSavedMs,
    });
    for (const resize of resizes) expect(resize.resizedSize).toBe('600×800');
  });
}

test.afterAll(async ({ browser }) => {
  if (runs.length === 0) return;
  const result = {
    what: 'Engine worker resize of a 12 MP photo added through the risk assessment (npm run bench)',
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${browser.version()}`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
    photo: {
      stored: `${PORTRAIT_STORED.width}×${PORTRAIT_STORED.height} JPEG`,
      exifOrientation: 6,
      bytes: photoBytes,
    },
    runs,
  };
  const options = (await resolveConfig(resultFile)) ?? {};
  await writeFile(resultFile, await format(JSON.stringify(result), { ...options, parser: 'json' }));
  console.log(JSON.stringify(result, null, 2));
});
