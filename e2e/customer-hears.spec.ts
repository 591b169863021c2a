// The customer and the retailer hear from Doorstep (product rules 2.23, 4.15 and 4.16) in Debian Chromium,
// against a gateway of this spec's own with a retailer's webhook endpoint on a receiver the test starts on
// 127.0.0.1: a driver's day moves the customer's job from on the way through arriving to delivered while the
// customer's phone (360×740) has the tracking page open, and the page follows by itself; the admin's Messages
// tab lists exactly one message of each kind the customer was sent; the receiver gets every accepted update
// once, signed, and the event it answered 500 twice comes a third time under the same event id.
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { jobPath } from '@domain/accounts/routes';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TrackingLinkResponse } from '@domain/gateway/api-shapes';
import { formatTimeOfDay, todayIso } from '@domain/time/dates';
import { DEFAULT_MESSAGE_SETTINGS } from '@server/customer-messages/customer-message-settings';
import { writeMorningMessages } from '@server/customer-messages/morning-messages';
import { trackingLinkFor } from '@server/tracking/tracking-links';
import { DEFAULT_TRACKING_LINK_DAYS } from '@server/tracking/tracking-settings';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { standAtCustomer } from './support/arrival-at-customer';
import { buildA } from './support/chaos-build';
import { startChaosGateway } from './support/chaos-gateway';
import type { ChaosGateway } from './support/chaos-gateway';
import { planChaosJobs } from './support/chaos-jobs';
import type { ChaosJob } from './support/chaos-jobs';
import {
  closeSaveNotice,
  complete,
  FAILURE_REASON,
  openAndAssess,
  SIGNED_BY,
  tapSave,
} from './support/chaos-work';
import { waitForCompletedJob } from './support/completed-job';
import { gatewayJob } from './support/demo-jobs';
import { pageOf } from './support/evidence-page';
import { accessTokenFor } from './support/gateway-calls';
import { loginForOfflineWork } from './support/login';
import { portraitPhoto } from './support/photo-fixtures';
import { driverFails, postHeartbeat } from './support/van-at-gateway';
import { startWebhookReceiver } from './support/webhook-receiver';
import type { ReceivedPost, WebhookReceiver } from './support/webhook-receiver';
import { verifyDoorstepSignature } from './support/webhook-verification';

const SECRET = 'whsec-customer-hears-0123456789abcdef0123';
const RETAILER_NAME = 'Oak & Co';
/** About 35 km from any Manchester customer: far enough that the van is on its way, not arriving. */
const FAR_AWAY = { latitude: 53.2, longitude: -2.6, accuracy: 10 };
/** The tracking page fetches itself again this often (server/tracking/tracking-page-html.ts). */
const PAGE_REFRESH_MS = 30_000;

let gateway: ChaosGateway;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The first post the receiver gets is refused twice; every other post is taken.
  let refused = 0;
  receiver.answer = (post) => {
    const first = receiver.posts[0];
    if (first && post.eventId === first.eventId && refused < 2) {
      refused += 1;
      return 500;
    }
    return 200;
  };
  gateway = await startChaosGateway(buildA.dir, {
    retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] },
    // Retries within a second or two, so the third try comes while the test waits.
    webhookTiming: { baseMs: 300, capMs: 1000, pollMs: 200 },
    tracking: { retailerNames: { [DEFAULT_RETAILER_CODE]: RETAILER_NAME } },
    // No quiet hours in this spec: its messages go out at whatever hour it runs.
    customerMessages: {
      ...DEFAULT_MESSAGE_SETTINGS,
      morningAt: '00:00',
      retailerNames: { [DEFAULT_RETAILER_CODE]: RETAILER_NAME },
    },
  });
});

/** Plans the van's two jobs of today, in the test itself: after its wait for midnight, never the day before. */
async function planTrackedJobs(): Promise<ChaosJob[]> {
  const jobs = await planChaosJobs(gateway.db, demoDriver, 'TRACK 1', 2);
  // The day's windows span the whole day, so the morning's window message is news at any hour it runs.
  const day = todayIso(new Date());
  await gateway.db.query(
    `UPDATE jobs SET document = document || jsonb_build_object('start_time', $1::text, 'end_time', $2::text)
     WHERE id IN ($3, $4)`,
    [`${day}T00:00:00`, `${day}T23:59:00`, ...jobs.map((job) => job.id)],
  );
  return jobs;
}

test.afterAll(async () => {
  await gateway.close();
  await receiver.close();
});

/**
 * Moves the tracking page's clock on to its next refresh, again and again, until its status says `text`: the
 * gateway keeps a branch's board a few seconds, so a change may show a refresh or two later.
 */
async function pageSays(customer: Page, text: string | RegExp): Promise<void> {
  await expect(async () => {
    await customer.clock.fastForward(PAGE_REFRESH_MS);
    await expect(customer.getByRole('status')).toContainText(text, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** The kinds of the job's customer messages as the gateway stores them, in the order written. */
async function storedKinds(jobId: string): Promise<string[]> {
  const rows = await gateway.db.query<{ kind: string }>(
    `SELECT kind FROM customer_messages WHERE job_id = $1 ORDER BY id`,
    [jobId],
  );
  return rows.map((row) => row.kind);
}

/** The driver's phone, far from every customer, logged in. */
async function driverPhone(context: BrowserContext): Promise<Page> {
  await context.grantPermissions(['geolocation'], { origin: gateway.url });
  await context.setGeolocation(FAR_AWAY);
  const phone = await context.newPage();
  await loginForOfflineWork(phone, demoDriver);
  return phone;
}

test('the customer follows a delivery by itself, is told each step once, and the retailer hears every update', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const [first, second] = await planTrackedJobs();
  if (!first || !second) throw new Error('two jobs expected');
  const request = await playwright.request.newContext({ baseURL: gateway.url });

  // The morning's step (each gateway runs it every minute) writes the window message with the link.
  await writeMorningMessages({
    db: gateway.db,
    settings: { ...DEFAULT_MESSAGE_SETTINGS, morningAt: '00:00' },
    trackingLink: (db, jobId, now) =>
      trackingLinkFor(db, jobId, now, DEFAULT_TRACKING_LINK_DAYS).then((link) =>
        link ? `${gateway.url}/track/${link.token}` : null,
      ),
    now: () => new Date(),
  });
  expect(await storedKinds(second.id)).toEqual(['window']);

  const linkAnswer = await request.get(apiPaths.adminTrackingLink(second.id), {
    headers: {
      authorization: `Bearer ${await accessTokenFor(request, demoAdmin)}`,
      branch: demoAdmin.branch,
    },
  });
  expect(linkAnswer.status()).toBe(200);
  const { url } = (await linkAnswer.json()) as TrackingLinkResponse;

  const customerContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const customer = await customerContext.newPage();
  await customer.clock.install();
  await customer.goto(url);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Your delivery from ${RETAILER_NAME}`);
  // The demo driver has worked other jobs today, so the van counts as under way from the start.
  await expect(customer.getByRole('status')).toContainText(
    /Your driver is on the way\.\s*There is 1 stop before yours\./,
  );
  const navigations: string[] = [];
  customer.on('framenavigated', (frame) => {
    if (frame === customer.mainFrame()) navigations.push(frame.url());
  });

  // The driver opens the stop before, far away: its position makes the expected window a firm one.
  const driverContext = await browser.newContext({
    baseURL: gateway.url,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const phone = await driverPhone(driverContext);
  await openAndAssess(phone, first);
  // Its five-minutely heartbeat, sent now rather than waited for.
  await postHeartbeat(request, demoDriver, {
    latitude: FAR_AWAY.latitude,
    longitude: FAR_AWAY.longitude,
    pendingChanges: 0,
    pendingPhotos: 0,
    oldestMinutes: 0,
    jobId: first.id,
  });
  await pageSays(
    customer,
    /There is 1 stop before yours\.\s*Expected between \d\d:\d\d and \d\d:\d\d\.(?! \(a rough)/,
  );

  // The stop before fails: none before the customer's now, still far away.
  await driverFails(request, demoDriver, first.id, FAILURE_REASON.id);
  await pageSays(customer, /Your driver is on the way\.\s*(?!There)/);

  // At the customer's door (the 100 m rule): arriving.
  await openAndAssess(phone, second);
  const postcode = (await gatewayJob(request, second.id)).customer[0]?.postcode ?? '';
  await standAtCustomer(driverContext, gateway.db, gateway.url, postcode);
  await expect.poll(async () => (await gatewayJob(request, second.id)).arrived_at_drop).toBe(true);
  await pageSays(customer, 'Your driver is arriving now');

  // Delivered, signed for.
  await complete(phone, second, await portraitPhoto(phone));
  await tapSave(phone, 'complete');
  await closeSaveNotice(phone);
  const { job: delivered } = await waitForCompletedJob(request, second.id);
  const at = formatTimeOfDay(delivered.job_outcome_time ?? '');
  await pageSays(customer, `Delivered at ${at}, signed for by ${SIGNED_BY}`);
  expect(navigations).toEqual([]);

  // The customer was told each step once; the office reads them on the job's Messages tab.
  await expect.poll(() => storedKinds(second.id)).toEqual(['window', 'on-the-way', 'arriving', 'delivered']);
  expect(await storedKinds(first.id)).toEqual(['window', 'on-the-way', 'not-delivered']);
  const office = await pageOf(browser, gateway.url, demoAdmin, { viewport: { width: 1280, height: 800 } });
  await office.goto(jobPath(second.id, 'overview'));
  await office.getByRole('link', { name: 'Messages' }).click();
  const list = office.getByRole('list', { name: 'Customer messages' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  for (const kind of [/^Delivery window/, /^On the way/, /^Arriving/, /^Delivered/])
    await expect(list.getByRole('listitem').filter({ hasText: kind })).toHaveCount(1);
  // The morning's message carries the page the customer followed.
  await expect(list.getByRole('listitem').filter({ hasText: /^Delivery window/ })).toContainText(url);

  // The retailer: every accepted update once, signed; the first refused twice and taken on the third try.
  await expect
    .poll(
      async () =>
        (
          await gateway.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM retail_webhooks WHERE status <> 'delivered'`,
          )
        )[0]?.n,
    )
    .toBe(0);
  const rows = await gateway.db.query<{ event_id: string }>(
    `SELECT event_id FROM retail_webhooks ORDER BY id`,
  );
  const byId = new Map<string, ReceivedPost[]>();
  for (const post of receiver.posts) byId.set(post.eventId, [...(byId.get(post.eventId) ?? []), post]);
  expect(new Set(byId.keys())).toEqual(new Set(rows.map((row) => row.event_id)));
  const nowSeconds = Math.floor(Date.now() / 1000);
  for (const post of receiver.posts)
    expect(verifyDoorstepSignature(SECRET, post.body, post.signature, nowSeconds)).toBe(true);
  const [refusedFirst, ...others] = [...byId.values()];
  expect(refusedFirst).toHaveLength(3);
  expect(new Set(refusedFirst?.map((post) => post.body)).size).toBe(1);
  for (const posts of others) expect(posts).toHaveLength(1);

  await request.dispose();
  await customerContext.close();
  await driverContext.close();
  await office.context().close();
});
