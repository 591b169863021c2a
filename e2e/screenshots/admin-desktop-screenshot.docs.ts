// Part of `npm run screenshots`: the admin's desk at 1280×800 (docs/screenshots/admin-desktop.png): yesterday's
// incomplete jobs in a column beside the open job, from the production build against the seeded gateway.
import { expect } from '@playwright/test';
import { test } from '../support/test-within-a-day';
import { demoAdmin } from '@server/seed/demo-accounts';
import { loginAs } from '../support/login';
import { answerStoragePersistence } from '../support/persistence-answer';

const shotFile = new URL('../../docs/screenshots/admin-desktop.png', import.meta.url).pathname;

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('admin desk', async ({ page }) => {
  // A desk's browser that keeps the app's storage: no storage notice in the sync bar.
  await answerStoragePersistence(page, true);
  await loginAs(page, demoAdmin);
  const cards = page.getByRole('list', { name: 'Incomplete jobs' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotFile, animations: 'disabled', caret: 'hide' });
});
