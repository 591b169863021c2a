// Storage that may be cleared: after login the app asks the browser to keep its storage;
// when the browser says no (stood in for by an init script: the browser's own decision, not our server's),
// the sync bar says what that means for unsent work, and Dismiss hides it for the rest of the session.
import { demoDriver } from '@server/seed/demo-accounts';
import { expect, test } from './support/fresh-gateway';
import { loginAs } from './support/login';
import { answerStoragePersistence } from './support/persistence-answer';

const REFUSED =
  'This browser may clear work saved on this phone when storage runs low. ' +
  'Keep the app open until your work is sent.';

test('a refused persistent storage is told in the sync bar, dismissible for the session', async ({
  page,
}) => {
  await answerStoragePersistence(page, false);
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByText(REFUSED)).toHaveCount(0);

  await loginAs(page, demoDriver);
  const notice = page.locator('.sync-status').getByRole('status').filter({ hasText: REFUSED });
  await expect(notice).toBeVisible();
  await expect(page.locator('.sync-status')).toHaveClass(/sync-status--warning/);
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  const box = await dismiss.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await dismiss.click();
  await expect(page.getByText(REFUSED)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Van / }).first()).toBeVisible();
  await expect(page.getByText(REFUSED)).toHaveCount(0);
});
