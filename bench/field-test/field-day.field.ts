// The field test (`npm run field-test`, never part of `npm test`): a driver's whole day on an emulated
// low-end phone against the real gateway serving the production build. The CPU is throttled, the
// network follows the route (4G → 3G → 2G → an offline tunnel → 4G), the GPS drives to each customer;
// everything the page and the gateway saw is written to docs/benchmarks/field-test/REPORT.html and results.json, also
// when the day breaks (the report then says where).
import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { demoDriver } from '@server/seed/demo-accounts';
import { buildA } from '@e2e/support/chaos-build';
import { startChaosGateway } from '@e2e/support/chaos-gateway';
import { loginForOfflineWork } from '@e2e/support/login';
import { throttleCpu } from './cpu-throttle';
import { seedFieldDay } from './field-day-jobs';
import { dayWork } from './field-day-plan';
import { fieldResults } from './field-day-results';
import { workTheDay } from './field-day-route';
import { readFieldOptions } from './field-options';
import { openFieldPhone } from './field-phone';
import { deviceProfiles } from './field-profiles';
import { FieldRecorder } from './field-recorder';
import type { WorkedJobRecord } from './field-results';
import { storedHeartbeats, type Arrival } from './heartbeat-log';
import { checkDayIntegrity } from './integrity';
import { networkSchedule } from './network-schedule';
import { recordingFiles, startPageCpuProfile, startPageTrace } from './page-recordings';
import { drawTimelinePicture } from './timeline-picture';
import { writeFieldReport } from './write-report';

const VAN = 'FIELD 1';
/** How long the day's end waits for the outbox to empty, and when it brings the app to the front. */
const SETTLE_MS = 180_000;
const NUDGE_AFTER_MS = 60_000;

/** The day's end: the van on 4G, the driver checking the phone now and then until nothing waits. */
async function waitForEmptyOutbox(page: Page, recorder: FieldRecorder): Promise<void> {
  const start = Date.now();
  await expect
    .poll(
      async () => {
        if (Date.now() - start > NUDGE_AFTER_MS) {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        }
        return (await recorder.sample())?.depth;
      },
      { timeout: SETTLE_MS, intervals: [1_000], message: 'the outbox empties at the end of the day' },
    )
    .toBe(0);
  await page.waitForTimeout(3_000);
}

test("a driver's day in the field", async ({ browser }) => {
  const options = readFieldOptions(process.env);
  const device = deviceProfiles[options.profile as keyof typeof deviceProfiles];
  test.setTimeout(600_000 + options.jobs * 150_000);
  const gateway = await startChaosGateway(buildA.dir);
  const jobs = await seedFieldDay(gateway.db, demoDriver, VAN, dayWork(options.jobs));
  const { context, page, photos, photoFolder } = await openFieldPhone(browser, gateway.url, device);
  try {
    const startedAt = Date.now();
    await loginForOfflineWork(page, demoDriver);
    const session = await context.newCDPSession(page);
    const cpu = await throttleCpu(page, session, options.cpuRate);
    const recordings = recordingFiles(process.env);
    const stopProfile =
      recordings.cpuProfile === null ? null : await startPageCpuProfile(session, recordings.cpuProfile);
    const stopTrace =
      recordings.trace === null ? null : await startPageTrace(browser, page, recordings.trace);
    const recorder = new FieldRecorder(page, context);
    recorder.start();
    const schedule = networkSchedule(jobs.length, options.seed);
    const log = { worked: [] as WorkedJobRecord[], arrivals: [] as Arrival[] };
    let failure: Error | null = null;
    try {
      await workTheDay({ page, context, session, recorder, db: gateway.db, jobs, schedule, photos }, log);
      await waitForEmptyOutbox(page, recorder);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    await recorder.stop();
    await stopProfile?.();
    await stopTrace?.();
    const finishedAt = Date.now();
    const workedIds = new Set(log.worked.map((w) => w.jobId));
    const integrity = await checkDayIntegrity(
      context.request,
      jobs.filter((job) => workedIds.has(job.id)),
    );
    const results = fieldResults({
      browser,
      options,
      device: device.description,
      cpu,
      schedule,
      recorder,
      startedAt,
      finishedAt,
      ...log,
      heartbeats: await storedHeartbeats(gateway.db, demoDriver.username),
      integrity,
      failure: failure === null ? null : stripVTControlCharacters(failure.message),
    });
    const report = writeFieldReport(results);
    console.log(`timeline picture: ${await drawTimelinePicture(browser, report)}`);
    if (failure !== null) throw failure;
    expect(integrity.flatMap((job) => job.problems.map((problem) => `${job.jobId}: ${problem}`))).toEqual([]);
  } finally {
    await context.close();
    await gateway.close();
    rmSync(photoFolder, { recursive: true, force: true });
  }
});
