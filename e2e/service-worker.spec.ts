// The offline shell (product rules 1.3 and 7.7): a first visit installs the service worker, which takes control,
// precaches every built file and answers app routes (deep links too) from the cache offline, the browser itself
// answers the page's chunks from that cache, while API paths always go to the network and nothing the gateway
// answers is cached.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { readdirSync, readFileSync } from 'node:fs';
import { formatDisplayDate, todayIso } from '@domain/time/dates';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver2 } from '@server/seed/demo-accounts';
import { loginAs } from './support/login';
import { cachedUrls, driver2Job, waitForControl } from './support/service-worker';

const builtAssets = readdirSync(new URL('../dist/assets', import.meta.url)).map((name) => `/assets/${name}`);
/** The chunks and the stylesheet the built index.html names: the first load's. */
const firstLoadChunks = [
  ...readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8').matchAll(
    /(?:src|href)="(\/assets\/[^"]+)"/g,
  ),
].map((match) => match[1]!);

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

test('opened again, offline or not, the first load’s chunks come straight from the cache, with no fetch event', async ({
  page,
  context,
}) => {
  const { vehicle } = driver2Job(3);
  await loginAs(page, demoDriver2);
  const van = page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
  await expect(van).toBeVisible();
  await waitForControl(page);

  // Resource Timing names where the browser found each response (sw/asset-routes.ts): "cache" from the static
  // route; none when the worker's own fetch handler answered it.
  const sourceOf = () =>
    page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((entry) => [
            new URL(entry.name).pathname,
            (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
          ]),
      ),
    );
  expect(firstLoadChunks.length).toBeGreaterThan(3);
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    await page.reload();
    await expect(van).toBeVisible();
    const sources = await sourceOf();
    expect(firstLoadChunks.map((chunk) => [chunk, sources[chunk]])).toEqual(
      firstLoadChunks.map((chunk) => [chunk, 'cache']),
    );
  }
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
