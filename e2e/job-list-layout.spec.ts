// The job list on a 360×740 phone: the header and bars leave the day's first job in the top third of the
// screen, so the driver sees the work, not the chrome.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { demoDriver } from '@server/seed/demo-accounts';
import { loginAs } from './support/login';
import { answerStoragePersistence } from './support/persistence-answer';

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
  await answerStoragePersistence(page, true);
  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect(await firstJobTop(page)).toBeLessThanOrEqual(740 / 3);
  // The date picker is still there, at the foot of the list.
  await expect(page.getByLabel('Date', { exact: true })).toBeAttached();
});

test('the storage notice lies over the foot of the screen: the first job starts where it did without it', async ({
  page,
}) => {
  await answerStoragePersistence(page, false);
  await loginAs(page, demoDriver);
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  await expect(dismiss).toBeVisible();
  const top = await firstJobTop(page);
  expect(top).toBeLessThanOrEqual(740 / 3);
  expect((await dismiss.boundingBox())?.y).toBeGreaterThan(740 / 2);
  await dismiss.click();
  await expect(dismiss).toHaveCount(0);
  expect(await firstJobTop(page)).toBe(top);
});

/**
 * What a live count's box must be for the browser to lay it out alone when its number changes (a van's jobs
 * left, the sync line's counts): size and layout contained, and not a flex or grid item, which is never laid
 * out apart from its container; and its digits whole inside it.
 */
function liveCountBoxes(page: Page) {
  return page.locator('.live-count').evaluateAll((boxes) =>
    boxes.map((box) => {
      const style = getComputedStyle(box);
      const parent = box.parentElement === null ? '' : getComputedStyle(box.parentElement).display;
      return {
        text: box.textContent,
        contained: style.contain.includes('size') && style.contain.includes('layout'),
        laidOutByItsParent: /flex|grid/.test(parent),
        whole: box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight,
      };
    }),
  );
}

test("a van's job count is laid out alone, reads whole and is named with its van", async ({ page }) => {
  await loginAs(page, demoDriver);
  const van = page.getByRole('button', { name: /^Van / }).first();
  await expect(van).toHaveAccessibleName(/· \d+ jobs?$/);
  const boxes = await liveCountBoxes(page);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box).toEqual({
      text: expect.stringMatching(/^\d+$/),
      contained: true,
      laidOutByItsParent: false,
      whole: true,
    });
  }
  // Text enlarged to twice its size: the box grows with it and the count still reads whole.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  for (const box of await liveCountBoxes(page)) expect(box.whole).toBe(true);
});
