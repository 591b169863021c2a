// The job list on a 360×740 phone: the header and bars leave the day's first job in the top third of the
// screen, so the driver sees the work, not the chrome.
import { expect, test, type Page } from '@playwright/test';
import { demoDriver } from '@server/seed/demo-accounts';
import { loginAs } from './support/login';

/** The top of the first job card of the first van (expanded), measured at the top of the page. */
async function firstJobTop(page: Page): Promise<number> {
  const van = page.getByRole('button', { name: /^Van / }).first();
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  const firstJob = page.getByRole('region', { name: /^Van / }).getByRole('link').first();
  await expect(firstJob).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await firstJob.boundingBox();
  if (box === null) throw new Error('the first job has no box');
  return box.y;
}

test('the first job card starts within the top third of a 740 px screen', async ({ page }) => {
  // A phone that keeps the app's storage (an installed app): no storage notice in the sync bar.
  await page.addInitScript(() => {
    navigator.storage.persisted = () => Promise.resolve(true);
    navigator.storage.persist = () => Promise.resolve(true);
  });
  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect(await firstJobTop(page)).toBeLessThanOrEqual(740 / 3);
  // The date picker is still there, at the foot of the list.
  await expect(page.getByLabel('Date', { exact: true })).toBeAttached();
});

test('with the storage notice showing, the first job still starts on the first screen', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.storage.persisted = () => Promise.resolve(false);
    navigator.storage.persist = () => Promise.resolve(false);
  });
  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  expect(await firstJobTop(page)).toBeLessThanOrEqual(740 / 2);
});
