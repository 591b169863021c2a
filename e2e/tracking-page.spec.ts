// The customer's tracking page in Debian Chromium on a 360×740 phone (product rule 2.23): it opens from the link the
// office reads out, runs its inline script and style under its own CSP with no violation, and when the driver
// fails the job it changes by itself: the status region is swapped in place (no reload), where a screen reader
// hears it (role="status").
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TrackingLinkResponse } from '@domain/gateway/api-shapes';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { FAILURE_REASON } from './support/chaos-work';
import { watchCspViolations } from './support/csp-violations';
import { expect, test } from './support/fresh-gateway';
import { accessTokenFor } from './support/gateway-calls';
import { driverFails } from './support/van-at-gateway';

test('the page follows the job by itself, under its own CSP', async ({ page, request, takeJobs }) => {
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  const answer = await request.get(apiPaths.adminTrackingLink(job.id), {
    headers: {
      authorization: `Bearer ${await accessTokenFor(request, demoAdmin)}`,
      branch: demoAdmin.branch,
    },
  });
  expect(answer.status()).toBe(200);
  const { url } = (await answer.json()) as TrackingLinkResponse;

  const violations = await watchCspViolations(page);
  await page.clock.install();
  await page.goto(new URL(url).pathname);
  const status = page.getByRole('status');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your delivery from the retailer');
  await expect(status).not.toContainText('We could not deliver today');
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).sameDocument = true));

  await driverFails(request, demoDriver, job.id, FAILURE_REASON.id);
  // The page's own timer: the next fetch of the page is due 30 s after it loaded.
  await page.clock.fastForward(30_000);
  await expect(status).toContainText('We could not deliver today: customer not in.');
  await expect(status).toContainText('Please contact the retailer to rebook.');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).sameDocument)).toBe(true);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  expect(violations()).toEqual([]);
});
