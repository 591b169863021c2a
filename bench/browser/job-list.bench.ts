// `npx playwright test -c playwright.docs.config.ts --project job-list-bench` (after `npm run build`; `npm run bench`
// runs it too): the job list on a 500-job day in 25 vans (three of 50 jobs, job-list-day.ts), at CPU 4× (CDP
// Emulation.setCPUThrottlingRate) in the 360×740 touch phone. Per run, in a fresh browser context with location
// denied (the banner shows) and storage kept: the navigation to the list (all vans drawn) and the page's CLS
// meanwhile, by cause; INP of opening each 50-job van with a tap (Event Timing) and the longest main-thread task
// while it opens (Chromium trace); yesterday chosen in the date field (change to next frame, to its list) and back
// with Clear (INP, to today's list); the longest main-thread task and the CLS while 20 photos upload with the three
// vans (150 cards) open. Not a test of a time limit: it writes the median, minimum and maximum of
// JOB_LIST_BENCH_RUNS runs (default 5) under JOB_LIST_BENCH_LABEL (default "current") in docs/benchmarks/job-list.json
// (or JOB_LIST_BENCH_OUT); JOB_LIST_BENCH_PROFILE=file.cpuprofile keeps a CPU profile of the uploads.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { expect, test as base } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { messages } from '@domain/app/messages';
import { addDays, todayIso } from '@domain/time/dates';
import { buildA } from '@e2e/support/chaos-build';
import { startChaosGateway, type ChaosGateway } from '@e2e/support/chaos-gateway';
import { loginForOfflineWork } from '@e2e/support/login';
import { longestTask, mainThreadTasks, TASK_TRACE_CATEGORIES } from '@e2e/support/main-thread-tasks';
import { benchDriver, deliveryOnly, planBigDay, VAN_SIZES, VANS, type BenchJob } from './job-list-day';
import { spreadOf } from '../bench-stats';
import { summaryOf, type Run } from './job-list-summary';
import { appChunksOf, scriptWork } from './trace-work';
import { listDrawn, noPhotoWaits, vanShowsCards } from './in-page-waits';
import {
  chooseDate,
  expandVan,
  mark,
  phonePermissions,
  photosWaiting,
  PHOTOS,
  settle,
  startProfile,
  topLevel,
  vanButton,
} from './job-list-steps';
import { layoutShiftByCause, layoutShiftIn, pageMetrics, pageNow, recordPageMetrics } from './page-metrics';

const resultFile =
  process.env.JOB_LIST_BENCH_OUT ?? new URL('../../docs/benchmarks/job-list.json', import.meta.url).pathname;
const RUNS = Number(process.env.JOB_LIST_BENCH_RUNS ?? 5);
const LABEL = process.env.JOB_LIST_BENCH_LABEL ?? 'current';
/** Where to write a CPU profile of the page's main thread during the last run's uploads (optional). */
const PROFILE = process.env.JOB_LIST_BENCH_PROFILE;
const RATE = 4;
const OPEN_VANS = 3;

const runs: Run[] = [];
const loads: number[] = [];

const test = base.extend<object, { day: { gateway: ChaosGateway; vans: BenchJob[][] } }>({
  day: [
    async ({ playwright }, use) => {
      const gateway = await startChaosGateway(buildA.dir);
      const request = await playwright.request.newContext({ baseURL: gateway.url });
      const vans = await planBigDay(request, gateway.db);
      await request.dispose();
      await use({ gateway, vans });
      await gateway.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ day }, use) => use(day.gateway.url),
});

test.describe.configure({ mode: 'serial' });

for (let run = 1; run <= RUNS; run += 1) {
  test(`job list of a 500-job day at CPU ${RATE}×, run ${run} of ${RUNS}`, async ({
    page,
    browser,
    baseURL,
    day,
  }) => {
    test.setTimeout(600_000);
    loads.push(loadavg()[0]!);
    const vehicles = day.vans.map((jobs) => jobs[0]!.vehicle);
    await recordPageMetrics(page.context(), VANS);
    await phonePermissions(page, baseURL ?? '');
    await loginForOfflineWork(page, benchDriver);
    await expect(vanButton(page, vehicles[VANS - 1]!)).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(2_000);

    // The navigation to the list, throttled: a reload, served by the service worker, jobs from the phone's store.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto('/job-list');
    await listDrawn(page);
    await settle(page, 5_000);
    const loaded = await pageMetrics(page);
    await expect(page.getByText(messages.enableLocation)).toBeVisible();

    await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
    const expandInpMs: number[] = [];
    for (let i = 0; i < OPEN_VANS; i += 1) expandInpMs.push(await expandVan(page, day.vans[i]!, i));
    const expandTrace = mainThreadTasks(await browser.stopTracing());
    const expandLongestTaskMs = expandInpMs.map((_, i) =>
      longestTask(
        expandTrace.tasks,
        expandTrace.marks.get(`bench:expand${i}`),
        expandTrace.marks.get(`bench:expanded${i}`),
      ),
    );

    // Yesterday chosen in the date field (as the date picker sets it), then back to today with a tap on Clear.
    const dateChoice = await chooseDate(page, addDays(todayIso(), -1), messages.van(vehicles[VANS - 1]!));

    // 20 photos uploaded while the list shows three open vans.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await photosWaiting(page, deliveryOnly(day.vans[VANS - 1]!)[run]!);
    // From the third van up, so opening one moves none of the buttons still to tap.
    for (const van of day.vans.slice(0, OPEN_VANS).reverse()) {
      await vanButton(page, van[0]!.vehicle).tap();
      await vanShowsCards(page, messages.van(van[0]!.vehicle), van.length);
    }
    await page.waitForTimeout(1_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
    const before = await pageMetrics(page);
    const uploadsFrom = await pageNow(page);
    await mark(page, 'bench:uploads');
    if (PROFILE !== undefined) await startProfile(cdp);
    // The page back in front (main.tsx: visibilitychange asks the engine for a sync pass).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await noPhotoWaits(page);
    await mark(page, 'bench:uploaded');
    if (PROFILE !== undefined)
      await writeFile(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const uploadsTo = await pageNow(page);
    const uploadTraceJson = await browser.stopTracing();
    const uploadTrace = mainThreadTasks(uploadTraceJson);
    const uploadWork = scriptWork(uploadTraceJson, 'bench:uploads', 'bench:uploaded', appChunksOf('dist'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await pageMetrics(page);
    const [from, to] = [uploadTrace.marks.get('bench:uploads'), uploadTrace.marks.get('bench:uploaded')];
    const inWindow = topLevel(uploadTrace.tasks).filter(
      (task) => task.ts >= (from ?? 0) && task.ts < (to ?? Infinity),
    );

    runs.push({
      navigationToListMs: loaded.listRenderedAt ?? NaN,
      firstContentfulPaintMs: loaded.fcp ?? NaN,
      loadCls: layoutShiftIn(loaded.shifts),
      loadClsByCause: layoutShiftByCause(loaded.shifts, loaded.resizes),
      expandInpMs,
      expandLongestTaskMs,
      chooseDateToFrameMs: dateChoice.choiceToFrameMs,
      chooseDateToListMs: dateChoice.toListMs,
      clearDateInpMs: dateChoice.clearInpMs,
      backToTodayMs: dateChoice.backToTodayMs,
      uploadsLongestTaskMs: longestTask(uploadTrace.tasks, from, to),
      uploadsTasksOver50ms: inWindow.filter((task) => task.ms >= 50).length,
      uploadsMs: uploadsTo - uploadsFrom,
      uploadsWorkerMessagesMs: uploadWork.workerMessagesMs,
      uploadsWorkerMessages: uploadWork.workerMessages,
      uploadsAppTasksMs: uploadWork.appTasksMs,
      uploadsLongestRenderingMs: uploadWork.longestRenderingMs,
      uploadsSyncBarUpdates: after.syncBarUpdates - before.syncBarUpdates,
      uploadsCls: layoutShiftIn(after.shifts, uploadsFrom, uploadsTo),
      uploadsClsByCause: layoutShiftByCause(after.shifts, after.resizes, uploadsFrom, uploadsTo),
    });
    console.log(JSON.stringify(runs.at(-1)));
  });
}

test.afterAll(async ({ browser }) => {
  if (runs.length === 0) return;
  const figures = {
    ...summaryOf(runs),
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${browser.version()}`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage1m: spreadOf(loads) },
  };
  const setup = {
    what: 'Job list of a 500-job day in 25 vans (npm run bench, --project job-list-bench)',
    day: { vans: VANS, jobsOnVans: VAN_SIZES, photos: PHOTOS, openVansDuringUploads: OPEN_VANS },
    phone: {
      viewport: '360×740',
      touch: true,
      cpuThrottlingRate: RATE,
      location: 'denied (banner shown)',
      storage: 'persistent (durable storage granted, as for an installed app)',
    },
  };
  const previous = await readFile(resultFile, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => ({}),
  );
  const result = { ...previous, ...setup, [LABEL]: figures };
  const options = (await resolveConfig(resultFile)) ?? {};
  await writeFile(resultFile, await format(JSON.stringify(result), { ...options, parser: 'json' }));
  console.log(JSON.stringify(figures, null, 2));
});
