// Installability: the built web app manifest has every field a home-screen install
// needs, and Chromium's DevTools protocol reports no installability errors for the app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { APP_LONG_NAME, APP_NAME } from '@domain/app/constants';

/** The manifest fields this spec reads. */
type WebAppManifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
};

test('the web app manifest has the names, icons, display, start URL, scope and colours', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: APP_LONG_NAME,
    short_name: APP_NAME,
    start_url: '/job-list',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons ?? [];
  const iconFor = (sizes: string, purpose: string) =>
    icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = iconFor(sizes, purpose);
    expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
    const image = await request.get(icon?.src ?? '');
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toContain('image/png');
  }
});

test('Chromium reports no installability errors', async ({ baseURL }) => {
  // Playwright's own contexts are incognito, which Chromium never installs from ('in-incognito'):
  // a persistent profile, launched like the configured browser, asks the real question.
  const { launchOptions } = test.info().project.use;
  const profile = mkdtempSync(join(tmpdir(), 'doorstep-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    // Installability needs the manifest fetched and a service worker controlling the start URL.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () => {
          const answer = await cdp.send('Page.getInstallabilityErrors');
          return answer.installabilityErrors;
        },
        { timeout: 15_000 },
      )
      .toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
