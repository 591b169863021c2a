// The signal coming and going moves nothing on a driver's job list with nothing waiting to send: "You are
// offline" lies over the foot of the screen, and the list's Refresh keeps its place while it is not shown. A notice that pushed the screen down
// as it came moved what the driver was about to tap: a tap begun on one row ended on the next.
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { demoDriver } from '@server/seed/demo-accounts';
import { loginAs } from './support/login';
import { answerStoragePersistence } from './support/persistence-answer';

/** The element's box on the screen, as the driver sees it. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element has no box');
  return box;
}

test('going offline and back moves nothing on the job list; the notice lies over the foot', async ({
  page,
  context,
}) => {
  // A phone that keeps the app's storage (an installed app): no storage notice in the sync bar.
  await answerStoragePersistence(page, true);
  await loginAs(page, demoDriver);
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeVisible();
  const van = page.getByRole('button', { name: /^Van / }).first();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  const before = await boxOf(van);

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(refresh).toBeHidden();
  expect(await boxOf(van)).toEqual(before);
  const foot = await boxOf(notice);
  const screenHeight = page.viewportSize()?.height ?? 0;
  expect(foot.y).toBeGreaterThan(screenHeight * 0.75);
  expect(foot.y + foot.height).toBeLessThanOrEqual(screenHeight);

  // The foot's height is added to the page's: the last of the list scrolls clear of the notice.
  const datePicker = page.getByLabel('Date', { exact: true });
  await expect(datePicker).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await boxOf(datePicker);
  expect(last.y + last.height).toBeLessThanOrEqual((await boxOf(notice)).y);

  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await boxOf(van)).toEqual(before);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(refresh).toBeVisible();
  expect(await boxOf(van)).toEqual(before);
});
