import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { jobsFor } from './support/gateway-calls';
import { loginAs } from './support/login';

/** A row of the gateway's GET /__test/heartbeats. */
interface HeartbeatRow {
  id: string;
  username: string;
  status: 'generic' | 'job';
  job_id: string | null;
  latitude: number;
  longitude: number;
  received_at: string;
  payload: { pending_changes?: number };
}

async function heartbeatsOf(request: APIRequestContext, username: string): Promise<HeartbeatRow[]> {
  const response = await request.get('/__test/heartbeats');
  const rows = (await response.json()) as HeartbeatRow[];
  return rows.filter((row) => row.username === username);
}

async function coordinatesOf(request: APIRequestContext, postcode: string) {
  const response = await request.get(apiPaths.postcode(postcode));
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as { result: { latitude: number; longitude: number } };
  return { latitude: result.latitude, longitude: result.longitude };
}

/** About 35 km from any Manchester customer. */
const FAR_AWAY = { latitude: 53.2, longitude: -2.6 };

test('arriving next to the customer sends a forced job heartbeat for the open job', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const server = await jobsFor(request, demoDriver);
  const job = server.schedule.find((j) => j.job_outcome_status === JobOutcomeStatus.NotStarted)!;
  const customer = await coordinatesOf(request, job.customer[0]!.postcode);

  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ ...FAR_AWAY, accuracy: 10 });
  await loginAs(page, demoDriver);

  await page.goto(`/job/${job.id}/overview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customer[0]!.name);
  const seen = new Set((await heartbeatsOf(request, demoDriver.username)).map((b) => b.id));

  // 20 m north of the postcode's centre: well inside the 100 m arrival distance.
  const near = { latitude: customer.latitude + 0.00018, longitude: customer.longitude, accuracy: 10 };
  await context.setGeolocation(near);
  // The regular heartbeat comes every 300000 ms: one within seconds of the move is the forced arrival beat.
  await expect
    .poll(async () =>
      (await heartbeatsOf(request, demoDriver.username))
        .filter((b) => !seen.has(b.id) && b.status === 'job' && b.job_id === job.id)
        .map((b) => b.latitude),
    )
    .toEqual([near.latitude]);
  // The arrival is a change that goes to the gateway at once; once it has, a heartbeat (after the 3000 ms gap)
  // tells the office nothing waits on the phone any more.
  const jobBeats = async () =>
    (await heartbeatsOf(request, demoDriver.username)).filter(
      (b) => !seen.has(b.id) && b.status === 'job' && b.job_id === job.id,
    );
  await expect.poll(async () => (await jobBeats()).at(-1)?.payload.pending_changes ?? 0).toBe(0);
  const beforeSecondFix = (await jobBeats()).length;
  // Once per arrival: a further fix at the same place sends no second forced heartbeat.
  await context.setGeolocation({
    latitude: customer.latitude + 0.0002,
    longitude: customer.longitude,
    accuracy: 10,
  });
  await page.waitForTimeout(4000);
  expect(await jobBeats()).toHaveLength(beforeSecondFix);
});

test('a denied location permission shows the location banner', async ({ page, context, baseURL }) => {
  const pageSession = await context.newCDPSession(page);
  const { targetInfo } = (await pageSession.send('Target.getTargetInfo')) as {
    targetInfo: { browserContextId?: string };
  };
  const browserSession = await context.browser()!.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin: baseURL,
    browserContextId: targetInfo.browserContextId,
  });
  await loginAs(page, demoDriver);
  await expect(page.getByText(messages.enableLocation)).toBeVisible();
});
