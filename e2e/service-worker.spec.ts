// The offline shell (product rules 1.3 and 7.7): a first visit installs the service worker, which takes control,
// precaches every built file and answers app routes (deep links too) from the cache offline, while
// API paths always go to the network and nothing the gateway answers is cached.
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { formatDisplayDate, todayIso } from '@domain/time/dates';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver2 } from '@server/seed/demo-accounts';
import { loginAs } from './support/login';
import { cachedUrls, driver2Job, waitForControl } from './support/service-worker';

const builtAssets = readdirSync(new URL('../dist/assets', import.meta.url)).map((name) => `/assets/${name}`);

test('a first visit is controlled by the service worker, which precaches every built file', async ({
  page,
}) => {
  await page.goto('/');
  await waitForControl(page);
  await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);

  const caches = await cachedUrls(page);
  const names = Object.keys(caches);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/precache/);
  const precached = caches[names[0]!] ?? [];
  // Screens, the engine worker and its lazy chunks (pica), styles: a driver may need any of them offline.
  expect(builtAssets.length).toBeGreaterThan(10);
  expect(precached).toEqual(expect.arrayContaining([...builtAssets, '/index.html', '/manifest.webmanifest']));
});

test('offline, /job-list and a deep job route load from the cache, in a reload and in a new tab', async ({
  page,
  context,
}) => {
  const { job, vehicle } = driver2Job(3);
  const customer = job.customer[0]!.name;
  await loginAs(page, demoDriver2);
  const van = page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
  await expect(van).toBeVisible();
  await waitForControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(todayIso())),
  );
  await expect(van).toBeVisible();

  await page.goto(jobPath(job.id, 'overview'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);

  const deepLink = await context.newPage();
  await deepLink.goto(jobPath(job.id, 'items'));
  await expect(deepLink.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
  await expect(deepLink.getByRole('heading', { level: 1 })).toHaveText(customer);
  await context.setOffline(false);
});

test('API paths are never answered with the app shell, and no answer of the gateway is cached', async ({
  page,
}) => {
  await loginAs(page, demoDriver2);
  await waitForControl(page);

  const health = await page.goto('/healthz');
  expect(health?.headers()['content-type']).toMatch(/application\/json/);
  const media = await page.goto('/group-image-api/media/00000000-0000-0000-0000-000000000000');
  expect(media?.status()).toBe(404);
  expect(await media?.text()).not.toContain('<div id="root">');

  await page.goto('/job-list');
  await waitForControl(page);
  const cached = Object.values(await cachedUrls(page)).flat();
  expect(cached.filter((url) => !url.startsWith('/assets/') && !/^\/[^/]+\.\w+$/.test(url))).toEqual([]);
});
