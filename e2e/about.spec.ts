// The About panel (product rule 1.6 app info): opened from the header, logged out or in; the app info is
// worked out once per session and kept in sessionStorage under 'appInfo'.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { APP_LONG_NAME, APP_NAME } from '@domain/app/constants';
import { demoDriver } from '@server/seed/demo-accounts';
import { loginAs } from './support/login';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The About panel's storage line: persistence, then usage and quota from navigator.storage.estimate(). */
const storageLine =
  /^(persistent|not persistent) · \d+(\.\d)? (B|KB|MB|GB|TB) of \d+(\.\d)? (B|KB|MB|GB|TB) used$/;

/** The About dialog's facts, term → value. */
async function aboutFacts(page: Page): Promise<Record<string, string>> {
  const dialog = page.getByRole('dialog', { name: `About ${APP_NAME}` });
  await expect(dialog).toBeVisible();
  const rows = await dialog
    .locator('.about__fact')
    .evaluateAll((facts) =>
      facts.map((fact) => [
        fact.querySelector('dt')?.textContent ?? '',
        fact.querySelector('dd')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(rows) as Record<string, string>;
}

test('the About panel shows the names, version, environment and this phone’s flags', async ({ page }) => {
  await page.goto('/');
  const about = page.getByRole('button', { name: `About ${APP_NAME}` });
  await about.click();
  await expect(page.getByRole('dialog').getByText(storageLine)).toBeVisible();
  // A phone in Chrome (the Pixel 5 profile), served from 127.0.0.1: production environment.
  expect(await aboutFacts(page)).toEqual({
    App: APP_LONG_NAME,
    'Short name': APP_NAME,
    Version: version,
    Environment: 'PROD',
    Mobile: 'Yes',
    Chrome: 'Yes',
    iOS: 'No',
    Storage: expect.stringMatching(storageLine),
  });
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('appInfo'))) ?? 'null')).toEqual({
    name: APP_NAME,
    longName: APP_LONG_NAME,
    isMobile: true,
    isChrome: true,
    isIOS: false,
    env: 'PROD',
  });

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(about).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `About ${APP_NAME}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the app info is kept for the session, not worked out again on every load', async ({ page }) => {
  await loginAs(page, demoDriver);
  const kept = await page.evaluate(() => sessionStorage.getItem('appInfo'));
  expect(kept).not.toBeNull();
  // What this session stored is what the panel shows after a reload.
  await page.evaluate((stored) => {
    sessionStorage.setItem('appInfo', JSON.stringify({ ...JSON.parse(stored), env: 'DEV', isIOS: true }));
  }, kept ?? '{}');
  await page.reload();
  await expect(page).toHaveURL(/\/job-list$/);
  await page.getByRole('button', { name: `About ${APP_NAME}` }).click();
  expect(await aboutFacts(page)).toMatchObject({ Environment: 'DEV', iOS: 'Yes' });
});

test('persistent storage is requested after login, and the About panel shows what the browser says', async ({
  page,
}) => {
  // Counts the page's persist() requests and answers as a browser that grants them.
  await page.addInitScript(() => {
    const calls = { persist: 0 };
    Object.assign(window, { persistCalls: calls });
    navigator.storage.persist = () => {
      calls.persist += 1;
      return Promise.resolve(true);
    };
    navigator.storage.persisted = () => Promise.resolve(calls.persist > 0);
  });
  const persistCalls = () =>
    page.evaluate(() => (window as unknown as { persistCalls: { persist: number } }).persistCalls.persist);

  await page.goto('/');
  await page.getByRole('button', { name: `About ${APP_NAME}` }).click();
  await expect(page.getByRole('dialog').getByText(storageLine)).toHaveText(/^not persistent · /);
  expect(await persistCalls()).toBe(0);
  await page.keyboard.press('Escape');

  await loginAs(page, demoDriver);
  await expect.poll(persistCalls).toBe(1);
  await page.getByRole('button', { name: `About ${APP_NAME}` }).click();
  await expect(page.getByRole('dialog').getByText(storageLine)).toHaveText(/^persistent · /);
});
