// `npm run bench` (`--project engine-realm-bench` alone): sync off the main thread. A driver's day of JOBS
// deliveries (three photos and a signature each) waits offline on a phone at CPU 4×; the phone comes back
// online and the engine sends it all to the real gateway. Measured from the reconnect until the sync bar
// has nothing left to say: the page's longest main-thread task and its total blocking time (the time past
// 50 ms of each task), with the engine in its dedicated worker, as shipped, and with the same engine run on
// the page's main thread (a bench-only build, engine-realm-build.ts). Runs alternate between the two so a
// busier machine weighs on both alike. The same figures from each task's CPU time on the main thread
// (`cpuTime`) leave out the time the thread spent off a core: the throttle itself keeps most of a core busy,
// and the gateway, PostgreSQL and the engine's worker run beside it. Writes the `engineRealm{JOBS}Jobs`
// section of docs/benchmarks/results.json.
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { expect, test as base } from '@playwright/test';
import { resultsPath, writeResultsSection } from '../results-file';
import { MAIN_THREAD, REALM_KEY } from '../engine-realm/realm-choice';
import { startChaosGateway, type ChaosGateway } from '@e2e/support/chaos-gateway';
import { loginForOfflineWork } from '@e2e/support/login';
import {
  mainThreadTasks,
  TASK_TRACE_CATEGORIES,
  TASKS_ONLY_TRACE_CATEGORIES,
} from '@e2e/support/main-thread-tasks';
import { benchDriver, deliveryOnly, planBigDay, type BenchJob } from './job-list-day';
import { buildEngineRealmApp } from './engine-realm-build';
import { deliverOffline, expectAllStored, jobsStoredTimes, PHOTOS_PER_JOB } from './engine-realm-day';
import { realmFigures, realmRun, type RealmRun } from './engine-realm-summary';
import { mark, phonePermissions, settle, startProfile, topLevel } from './job-list-steps';
import { nothingWaits } from './in-page-waits';

const RUNS = Number(process.env.ENGINE_REALM_BENCH_RUNS ?? 5);
const JOBS = Number(process.env.ENGINE_REALM_BENCH_JOBS ?? 200);
const RATE = 4;
const ALL_REALMS = ['worker', MAIN_THREAD] as const;
type Realm = (typeof ALL_REALMS)[number];
/** ENGINE_REALM_BENCH_REALMS=worker (or main-thread) runs one side only, e.g. to profile it. */
const REALMS = ALL_REALMS.filter((realm) =>
  (process.env.ENGINE_REALM_BENCH_REALMS ?? realm).split(',').includes(realm),
);
/** Where to write a CPU profile of the page's main thread and the trace of the last run's sync (optional). */
const PROFILE = process.env.ENGINE_REALM_BENCH_PROFILE;

const runs: Record<Realm, RealmRun[]> = { worker: [], [MAIN_THREAD]: [] };

const test = base.extend<{ day: { gateway: ChaosGateway; jobs: BenchJob[] } }, { app: string }>({
  app: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const built = await buildEngineRealmApp();
      await use(built.dir);
      built.remove();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  day: async ({ app, playwright }, use) => {
    const gateway = await startChaosGateway(app);
    const request = await playwright.request.newContext({ baseURL: gateway.url });
    const jobs = deliveryOnly((await planBigDay(request, gateway.db)).flat()).slice(0, JOBS);
    await request.dispose();
    await use({ gateway, jobs });
    await gateway.close();
  },
  baseURL: async ({ day }, use) => use(day.gateway.url),
});

test.describe.configure({ mode: 'serial' });

for (let run = 1; run <= RUNS; run += 1) {
  for (const realm of REALMS) {
    test(`${JOBS} deliveries synced, engine in the ${realm}, run ${run} of ${RUNS}`, async ({
      page,
      browser,
      baseURL,
      day,
      playwright,
    }) => {
      test.setTimeout(1_800_000);
      expect(day.jobs).toHaveLength(JOBS);
      await page.addInitScript((choice) => localStorage.setItem(choice.key, choice.realm), {
        key: REALM_KEY,
        realm,
      });
      await phonePermissions(page, baseURL ?? '');
      await loginForOfflineWork(page, benchDriver);
      expect(
        await page.evaluate(() => (window as unknown as { benchEngineRealm: string }).benchEngineRealm),
      ).toBe(realm);
      await page.context().setOffline(true);
      const offline = await deliverOffline(page, day.jobs);
      await expect(page.locator('.sync-status')).toContainText(`${JOBS} jobs waiting to send`);
      await expect(page.locator('.sync-status')).toContainText(`${JOBS * PHOTOS_PER_JOB} photos`);
      await settle(page, 2_000);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      const loadAverage1m = loadavg()[0]!;
      // A profiled run keeps the timeline's detail (short runs only); otherwise tasks and marks alone.
      const categories = PROFILE === undefined ? TASKS_ONLY_TRACE_CATEGORIES : TASK_TRACE_CATEGORIES;
      await browser.startTracing(page, { categories });
      if (PROFILE !== undefined) await startProfile(cdp);
      await mark(page, 'bench:reconnect');
      const started = Date.now();
      await page.context().setOffline(false);
      await nothingWaits(page, 1_200_000);
      const syncMs = Date.now() - started;
      await mark(page, 'bench:synced');
      if (PROFILE !== undefined)
        await writeFile(
          `${PROFILE}-${realm}.cpuprofile`,
          JSON.stringify((await cdp.send('Profiler.stop')).profile),
        );
      const traceJson = await browser.stopTracing();
      if (PROFILE !== undefined) await writeFile(`${PROFILE}-${realm}.trace.json`, traceJson);
      const trace = mainThreadTasks(traceJson);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const [from, to] = [
        trace.marks.get('bench:reconnect') ?? 0,
        trace.marks.get('bench:synced') ?? Infinity,
      ];
      const tasks = topLevel(trace.tasks).filter((task) => task.ts >= from && task.ts < to);
      const request = await playwright.request.newContext({ baseURL });
      await expectAllStored(request, day.gateway.db, day.jobs);
      await request.dispose();
      const stored = await jobsStoredTimes(day.gateway.db, day.jobs, started);
      runs[realm].push(realmRun(tasks, syncMs, loadAverage1m, offline, stored));
      console.log(realm, JSON.stringify(runs[realm].at(-1)));
    });
  }
}

test.afterAll(async ({ browser }) => {
  if (runs.worker.length === 0 && runs[MAIN_THREAD].length === 0) return;
  const section = {
    command: 'npm run bench (playwright.docs.config.ts --project engine-realm-bench)',
    what: `${JOBS} deliveries (${PHOTOS_PER_JOB} photos and a signature each) waiting offline, then online: main-thread tasks from the reconnect until nothing waits; cpuTime: the same from each task's CPU time on the main thread`,
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${browser.version()}`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
    phone: { viewport: '360×740', touch: true, cpuThrottlingRate: RATE },
    traceCategories: (PROFILE === undefined ? TASKS_ONLY_TRACE_CATEGORIES : TASK_TRACE_CATEGORIES).join(', '),
    ...realmFigures(runs.worker, runs[MAIN_THREAD]),
  };
  // One section per size of day, so a quick run of a small day leaves the full day's figures in place.
  await writeResultsSection(resultsPath, `engineRealm${JOBS}Jobs`, section);
  console.log(JSON.stringify(section, null, 2));
});
