// The driver's visit times (product rules 2.5 and 3.1) in a phone against the real gateway: arriving within 100 m of the
// customer records the arrival on the job (once), suspending records the departure and ends the job's
// heartbeats; the card shows arrival – departure; the gateway stores both and the admin's evidence record
// says who set them. Once online, once with no signal (saved through the outbox, synced on reconnect). For a
// suspension refused by the conflict rule, the record shows what the driver had recorded.
import type { BrowserContext, Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { formatTimeOfDay } from '@domain/time/dates';
import { formatCapturedAt } from '@domain/evidence/evidence-times';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import type { Database } from '@server/db/database';
import { standAtCustomer } from './support/arrival-at-customer';
import type { ChaosJob } from './support/chaos-jobs';
import { openAndAssess, toJobList } from './support/chaos-work';
import { gatewayJob, gatewayJobUpdates } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { jobCard } from './support/job-card';
import { loginForOfflineWork } from './support/login';
import { adminCompletes } from './support/office-requests';
import { suspendJob } from './support/offline-work';
import { pageOf } from './support/evidence-page';

/** About 35 km from any Manchester customer. */
const FAR_AWAY = { latitude: 53.2, longitude: -2.6, accuracy: 10 };
const NOTE = 'Customer out, back after lunch';

/** The job heartbeats the gateway holds for the job. */
async function jobHeartbeats(db: Database, jobId: string): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM heartbeats WHERE job_id = $1 AND status = 'job'`,
    [jobId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The times on the job's card on the list. */
async function cardTimes(page: Page, job: ChaosJob) {
  await toJobList(page);
  return (await jobCard(page, job.vehicle, job.customerName)).locator('.job-card__times');
}

/** Waits until the phone has the customer's postcode position stored (it works out arrival offline too). */
async function postcodePlaced(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('doorstep');
            open.onerror = () => reject(new Error('no database'));
            open.onsuccess = () => {
              const count = open.result.transaction('geocodes').objectStore('geocodes').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
      ),
    )
    .toBeGreaterThan(0);
}

/** The driver far from the customer, logged in, the job opened and assessed. */
async function driverAtWork(page: Page, context: BrowserContext, job: ChaosJob, origin: string) {
  await context.grantPermissions(['geolocation'], { origin });
  await context.setGeolocation(FAR_AWAY);
  await loginForOfflineWork(page, demoDriver);
  await openAndAssess(page, job);
  await postcodePlaced(page);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admin's evidence record of the job shows the driver's arrival and departure, each set by the driver. */
async function evidenceShowsVisit(page: Page, jobId: string, arrived: string, departed: string) {
  await page.goto(`/job/${jobId}/record`);
  await expect(page.getByRole('heading', { name: 'Arrival and departure times' })).toBeVisible();
  const line = (label: string, at: string) =>
    new RegExp(
      `^${label}: ${escaped(formatCapturedAt(at))} \\(set by Driver .+ \\(${escaped(demoDriver.username)}\\)\\)$`,
    );
  await expect(page.getByText(line('Arrived', arrived))).toBeVisible();
  await expect(page.getByText(line('Departed', departed))).toBeVisible();
}

test('online: arriving records the arrival once, suspending records the departure and ends job heartbeats', async ({
  page,
  context,
  browser,
  request,
  baseURL,
  fresh,
  takeJobs,
}) => {
  test.setTimeout(120_000);
  const [job] = takeJobs(1);
  if (!job || !baseURL) throw new Error('no job');
  const postcode = (await gatewayJob(request, job.id)).customer[0]?.postcode ?? '';
  await driverAtWork(page, context, job, baseURL);
  expect((await gatewayJob(request, job.id)).arrived_at_drop).not.toBe(true);

  // 20 m from the customer: the arrival is saved and synced.
  await standAtCustomer(context, fresh.gateway.db, baseURL, postcode);
  await expect.poll(async () => (await gatewayJob(request, job.id)).arrived_at_drop).toBe(true);
  const { arrived_time: arrived } = await gatewayJob(request, job.id);
  if (!arrived) throw new Error('no arrival time stored');
  await expect(await cardTimes(page, job)).toHaveText(`Arrived ${formatTimeOfDay(arrived)}`);

  // Away and back again: the first arrival stands.
  await context.setGeolocation({ ...FAR_AWAY, latitude: FAR_AWAY.latitude + 0.001 });
  await page.waitForTimeout(1000);
  await standAtCustomer(context, fresh.gateway.db, baseURL, postcode);
  await page.waitForTimeout(3000);
  expect((await gatewayJob(request, job.id)).arrived_time).toBe(arrived);

  expect(await suspendJob(page, job.id, NOTE)).toContain(messages.retailNotice);
  const stored = await gatewayJob(request, job.id);
  const departed = stored.departure_time;
  if (!departed) throw new Error('no departure time stored');
  expect(stored.arrived_time).toBe(arrived);
  expect(departed >= arrived).toBe(true);
  expect((await gatewayJobUpdates(request, job.id)).map((u) => u.kind)).toEqual(['driver', 'driver']);
  await expect(await cardTimes(page, job)).toHaveText(
    `${formatTimeOfDay(arrived)} – ${formatTimeOfDay(departed)}`,
  );

  // The job is no longer active: going away and coming back sends no job heartbeat for it.
  // The arrival sent one forced job heartbeat while the job was active.
  const beats = await jobHeartbeats(fresh.gateway.db, job.id);
  expect(beats).toBeGreaterThan(0);
  await context.setGeolocation(FAR_AWAY);
  await page.waitForTimeout(1000);
  await standAtCustomer(context, fresh.gateway.db, baseURL, postcode);
  await page.waitForTimeout(4000);
  expect(await jobHeartbeats(fresh.gateway.db, job.id)).toBe(beats);

  const admin = await pageOf(browser, baseURL, demoAdmin, { viewport: { width: 1280, height: 800 } });
  await evidenceShowsVisit(admin, job.id, arrived, departed);
  await admin.context().close();
});

test('offline: the arrival and the departure are saved with no signal and reach the gateway on reconnect', async ({
  page,
  context,
  browser,
  request,
  baseURL,
  fresh,
  takeJobs,
}) => {
  test.setTimeout(120_000);
  const [job] = takeJobs(1);
  if (!job || !baseURL) throw new Error('no job');
  const postcode = (await gatewayJob(request, job.id)).customer[0]?.postcode ?? '';
  await driverAtWork(page, context, job, baseURL);

  await context.setOffline(true);
  await standAtCustomer(context, fresh.gateway.db, baseURL, postcode);
  const times = await cardTimes(page, job);
  await expect(times).toHaveText(/^Arrived \d\d:\d\d$/);
  const shownArrival = ((await times.textContent()) ?? '').replace('Arrived ', '');

  expect(await suspendJob(page, job.id, NOTE)).toContain(messages.offlineSave);
  await expect(await cardTimes(page, job)).toHaveText(new RegExp(`^${shownArrival} – \\d\\d:\\d\\d$`));
  expect(await gatewayJobUpdates(request, job.id)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
    .toBe(2);
  const stored = await gatewayJob(request, job.id);
  const { arrived_time: arrived, departure_time: departed } = stored;
  if (!arrived || !departed) throw new Error('the visit times were not stored');
  expect(stored.arrived_at_drop).toBe(true);
  expect(formatTimeOfDay(arrived)).toBe(shownArrival);
  await expect(await cardTimes(page, job)).toHaveText(
    `${formatTimeOfDay(arrived)} – ${formatTimeOfDay(departed)}`,
  );

  const admin = await pageOf(browser, baseURL, demoAdmin, { viewport: { width: 1280, height: 800 } });
  await evidenceShowsVisit(admin, job.id, arrived, departed);
  await admin.context().close();
});

test("a conflict: the admin's record shows what the driver's refused suspension recorded", async ({
  page,
  context,
  browser,
  request,
  baseURL,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  if (!job || !baseURL) throw new Error('no job');
  await loginForOfflineWork(page, demoDriver);
  await expect(await jobCard(page, job.vehicle, job.customerName)).toBeVisible();
  await context.setOffline(true);
  expect(await suspendJob(page, job.id, NOTE)).toContain(messages.offlineSave);
  await adminCompletes(request, demoAdmin, job.id);
  await context.setOffline(false);
  await expect
    .poll(
      async () => ((await (await request.get(`/__test/job-conflicts?jobId=${job.id}`)).json()) as []).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);

  const admin = await pageOf(browser, baseURL, demoAdmin, { viewport: { width: 1280, height: 800 } });
  await admin.goto(`/job/${job.id}/record`);
  const conflict = admin.locator('.record-event--conflict');
  await expect(conflict.getByRole('heading', { name: 'Conflict resolved by the sync' })).toBeVisible();
  await expect(conflict.getByText('The refused change recorded: Suspended')).toBeVisible();
  await expect(conflict.getByText('Reason: Lunch')).toBeVisible();
  await expect(conflict.getByText(`Note: ${NOTE}`)).toBeVisible();
  await admin.context().close();
});
