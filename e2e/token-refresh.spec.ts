import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { apiPaths } from '@domain/gateway/api-shapes';
import { formatDisplayDate, todayIso, toRequestDate } from '@domain/time/dates';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { accessTokenFor, jobsFor } from './support/gateway-calls';
import { loginAs } from './support/login';

test('an access token that expires mid-session is refreshed without the driver noticing', async ({
  page,
  request,
}) => {
  const server = await jobsFor(request, demoDriver);
  const firstVan = page.getByRole('button', {
    name: new RegExp(`^${messages.van(server.manifest[0]!.vehicle_id)}`),
  });
  await loginAs(page, demoDriver);
  await expect(firstVan).toBeVisible();

  const before = await accessTokenFor(request, demoDriver);
  const expired = await request.post('/__test/expire-access-tokens');
  expect(expired.ok()).toBe(true);
  const refused = await request.get(apiPaths.jobsForDate(toRequestDate(todayIso())), {
    headers: { authorization: `Bearer ${before}`, branch: demoDriver.branch, driverid: demoDriver.driverid },
  });
  expect(refused.status()).toBe(401);

  const refreshed = page.waitForResponse((response) => response.url().includes(apiPaths.refreshToken));
  const jobsLoaded = page.waitForResponse(
    (response) => response.url().includes(apiPaths.jobsForDate(toRequestDate(todayIso()))) && response.ok(),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).ok()).toBe(true);
  await jobsLoaded;

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(todayIso())),
  );
  for (const manifest of server.manifest) {
    await expect(
      page.getByRole('button', { name: new RegExp(`^${messages.van(manifest.vehicle_id)}`) }),
    ).toBeVisible();
  }
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
