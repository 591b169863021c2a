// Part of `npm run screenshots`: the customer's tracking page on a 360×740 phone (docs/screenshots/tracking-page.png):
// the retailer, the day and window, and "Your driver is on the way" with the stops before and the expected window.
// The office reads the link (the admins' link call); the van's phone is played by a heartbeat to the gateway.
import { expect } from '@playwright/test';
import { test } from '../support/test-within-a-day';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TrackingLinkResponse } from '@domain/gateway/api-shapes';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { todaysJob } from '../support/demo-jobs';
import { accessTokenFor } from '../support/gateway-calls';
import { postHeartbeat } from '../support/van-at-gateway';

const shotFile = new URL('../../docs/screenshots/tracking-page.png', import.meta.url).pathname;

test.use({ deviceScaleFactor: 1 });

test('tracking page', async ({ page, request }) => {
  // A job of the second van (Oak & Co's): the first van's stops and one of its own come before it.
  const tracked = todaysJob(9);
  await postHeartbeat(request, demoDriver, {
    latitude: 53.4405,
    longitude: -2.2301,
    pendingChanges: 0,
    pendingPhotos: 0,
    oldestMinutes: 0,
  });
  const answer = await request.get(apiPaths.adminTrackingLink(tracked.job.id), {
    headers: {
      authorization: `Bearer ${await accessTokenFor(request, demoAdmin)}`,
      branch: demoAdmin.branch,
    },
  });
  expect(answer.status()).toBe(200);
  const { url } = (await answer.json()) as TrackingLinkResponse;

  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your delivery from Oak & Co');
  await expect(page.getByRole('status')).toContainText('Your driver is on the way.');
  await expect(page.getByRole('status')).toContainText(/stops? before yours/);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotFile, animations: 'disabled', caret: 'hide' });
});
