/**
 * The admins' retail log at the desk (1280×800) against a gateway of its own whose retailer endpoint is a
 * receiver this spec starts on 127.0.0.1: a driver completes a job through the gateway, the receiver answers
 * 500, and the log shows the job's webhook retrying with that answer; once the receiver takes posts, Resend
 * (asked in words first) sends the same event again and the row says it was sent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest } from '@playwright/test';
import { test } from './support/test-within-a-day';
import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { retailerIdOf } from '@domain/job/retailer';
import type { Job } from '@domain/job/job';
import { formatTimestamp } from '@domain/time/dates';
import { startGateway, type RunningGateway } from '@server/gateway';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { gatewayJob } from './support/demo-jobs';
import { accessTokenFor, jobsFor } from './support/gateway-calls';
import { submitLogin } from './support/login';

const SECRET = 'whsec-e2e-retail-log-0123456789abcdef';

/** The retailer's receiver: keeps each post's event id and answers what the spec says. */
interface Receiver {
  url: string;
  status: number;
  eventIds: string[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { status: 500, eventIds: [] as string[] };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      receiver.eventIds.push(String(req.headers['doorstep-event-id'] ?? ''));
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/doorstep`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

/** The driver's completion of the job, sent as the phone's sync sends it. */
async function driverCompletes(api: APIRequestContext, jobId: string): Promise<void> {
  const now = new Date();
  const stored = await gatewayJob(api, jobId);
  const customer = stored.customer[0];
  if (!customer) throw new Error('job without customer');
  const job: Job = {
    ...stored,
    job_outcome_status: 1,
    job_outcome_time: formatTimestamp(now),
    products: stored.products.map((p) => ({
      ...p,
      outcome_status: 1,
      delivery_job: { ...p.delivery_job, delivered_quantity: p.delivery_job.planned_quantity },
    })),
    delivery_job: { ...stored.delivery_job, balance_collected: true, account_balance: 0, balance_paid: true },
  };
  const response = await api.post(apiPaths.jobUpdate, {
    headers: {
      authorization: `Bearer ${await accessTokenFor(api, demoDriver)}`,
      branch: demoDriver.branch,
      driverid: demoDriver.driverid,
      'Idempotency-Key': randomUUID(),
    },
    data: buildJobUpdatePayload(job, now),
  });
  if (!response.ok())
    throw new Error(`completion of ${jobId}: ${response.status()} ${await response.text()}`);
}

test.describe('the retail log at the desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  let receiver: Receiver;
  let gateway: RunningGateway;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    receiver = await startReceiver();
    gateway = await startGateway({
      port: 0,
      database: { kind: 'memory' },
      staticDir: 'dist',
      testRoutes: true,
      retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] },
      // Retries far apart: the row waits with its 500 until the admin resends it.
      webhookTiming: { baseMs: 30 * 60_000, capMs: 60 * 60_000 },
    });
    api = await playwrightRequest.newContext({ baseURL: gateway.url });
  });
  test.afterAll(async () => {
    await api.dispose();
    await gateway.close();
    await receiver.close();
  });

  test('shows a webhook retrying with the retailer’s 500, and Resend sends it once it recovers', async ({
    page,
  }) => {
    const { schedule } = await jobsFor(api, demoDriver);
    const job = schedule.find(
      (j) => j.job_outcome_status === 3 && j.job_type === 3 && retailerIdOf(j) === DEFAULT_RETAILER_CODE,
    );
    if (!job) throw new Error('no seeded delivery of the retailer');
    await driverCompletes(api, job.id);
    await expect.poll(() => receiver.eventIds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    await page.goto(`${gateway.url}/`);
    await submitLogin(page, demoAdmin);
    await expect(page).toHaveURL(/\/incomplete$/);
    await page.getByRole('link', { name: 'Retail log' }).click();
    await expect(page).toHaveURL(/\/retail-log$/);
    await expect(page.getByRole('heading', { name: 'Retail log', level: 1 })).toBeVisible();

    const entries = page.getByRole('list', { name: 'Retail webhooks' }).getByRole('listitem');
    // The job's two events: its update and its completed record; the update's row is the one resent here.
    await expect(entries).toHaveCount(2);
    const row = entries.filter({ hasText: 'Job updated' });
    await expect(row).toContainText(/Retrying, try \d+, next at \d{2}:\d{2}/);
    await expect(row).toContainText('Answered 500');

    receiver.status = 200;
    const resend = row.getByRole('button', { name: /^Resend Job updated of job / });
    const box = await resend.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    await resend.click();
    await expect(row.getByRole('group')).toContainText('to the retailer again?');
    const sentBefore = receiver.eventIds.length;
    await row.getByRole('button', { name: 'Send again' }).click();
    await expect(row.getByRole('status')).toHaveText('Queued to be sent again now.');
    await expect.poll(() => receiver.eventIds.length, { timeout: 10_000 }).toBeGreaterThan(sentBefore);
    // The same event again, under the id the retailer already saw.
    for (const id of receiver.eventIds.slice(sentBefore))
      expect(receiver.eventIds.slice(0, sentBefore)).toContain(id);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText(/Sent \d{2}:\d{2}/);
    await expect(row).toContainText('Answered 200');
    if (process.env.RETAIL_LOG_SHOTS)
      await page.screenshot({ path: `${process.env.RETAIL_LOG_SHOTS}/desk.png` });
  });

  test('fits a phone: one column, nothing wider than the screen, the Resend still a 48 px button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${gateway.url}/`);
    await submitLogin(page, demoAdmin);
    await expect(page).toHaveURL(/\/incomplete$/);
    await page.goto(`${gateway.url}/retail-log`);
    const entries = page.getByRole('list', { name: 'Retail webhooks' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    if (process.env.RETAIL_LOG_SHOTS)
      await page.screenshot({ path: `${process.env.RETAIL_LOG_SHOTS}/phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await entries
      .first()
      .getByRole('button', { name: /^Resend / })
      .boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  });
});
