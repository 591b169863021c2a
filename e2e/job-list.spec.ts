import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { formatDisplayDate, todayIso } from '@domain/time/dates';
import { yesterdayIso } from './support/earlier-jobs';
import { visibleJobs } from '@domain/job-list/job-visibility';
import { messages } from '@domain/app/messages';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { jobsFor } from './support/gateway-calls';
import { loginAs } from './support/login';

function vanButton(page: Page, vehicleId: string) {
  return page.getByRole('button', { name: new RegExp(`^${messages.van(vehicleId)}`) });
}

test('the driver sees today’s manifests and jobs as the gateway holds them', async ({ page, request }) => {
  const server = await jobsFor(request, demoDriver);
  expect(server.manifest.length).toBeGreaterThanOrEqual(3);

  await loginAs(page, demoDriver);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(todayIso())),
  );
  await expect(page.getByText(`${messages.lastDownloaded}:`)).toBeVisible();
  for (const manifest of server.manifest) {
    await expect(vanButton(page, manifest.vehicle_id)).toContainText(manifest.id);
  }
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('a manifest expands to its visible jobs, each linking to its overview', async ({ page, request }) => {
  const server = await jobsFor(request, demoDriver);
  const manifest = server.manifest[0]!;
  const jobs = visibleJobs(server.schedule.filter((job) => job.manifest_id === manifest.id));
  expect(jobs.length).toBeGreaterThan(0);

  await loginAs(page, demoDriver);
  const van = vanButton(page, manifest.vehicle_id);
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  await expect(van).toHaveAttribute('aria-expanded', 'true');
  const region = page.getByRole('region', { name: new RegExp(messages.van(manifest.vehicle_id)) });
  const links = region.getByRole('link');
  await expect(links).toHaveCount(jobs.length);
  const first = jobs[0]!;
  await expect(links.first()).toContainText(first.customer[0]!.name);
  await expect(links.first()).toHaveAttribute('href', `/job/${first.id}/overview`);

  await van.click();
  await expect(van).toHaveAttribute('aria-expanded', 'false');
  await expect(region.getByRole('link')).toHaveCount(0);
});

test('picking yesterday shows that day, and Clear returns to today', async ({ page, request }) => {
  const yesterday = yesterdayIso();
  const server = await jobsFor(request, demoDriver, yesterday);

  await loginAs(page, demoDriver);
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('max', todayIso());
  await date.fill(yesterday);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(yesterday)),
  );
  for (const manifest of server.manifest) {
    await expect(vanButton(page, manifest.vehicle_id)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(todayIso())),
  );
  await expect(date).toHaveValue(todayIso());
});

test('offline, a reload still shows the stored list and no refresh button', async ({
  page,
  context,
  request,
}) => {
  const server = await jobsFor(request, demoDriver);
  await loginAs(page, demoDriver);
  const firstVan = vanButton(page, server.manifest[0]!.vehicle_id);
  await expect(firstVan).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(todayIso())),
  );
  for (const manifest of server.manifest) {
    await expect(vanButton(page, manifest.vehicle_id)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('a driver of another branch sees only their own manifests', async ({ page, request }) => {
  const mine = await jobsFor(request, demoDriver2);
  const theirs = await jobsFor(request, demoDriver);
  await loginAs(page, demoDriver2);
  for (const manifest of mine.manifest) {
    await expect(vanButton(page, manifest.vehicle_id)).toBeVisible();
  }
  for (const manifest of theirs.manifest) {
    await expect(vanButton(page, manifest.vehicle_id)).toHaveCount(0);
  }
});
