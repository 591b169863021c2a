// Part of `npm run screenshots`: the office's board of today at a 1280×800 desk (docs/screenshots/today-board.png):
// every van of the branch with its progress, where the driver was last seen, what waits on the phone, the
// remaining stops with their ETAs, and what needs the office. The driver's phone is played by calls to the
// gateway: a heartbeat at a job with a backlog, and a job failed; the production build against the seeded gateway.
import { expect } from '@playwright/test';
import { test } from '../support/test-within-a-day';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { FAILURE_REASON } from '../support/chaos-work';
import { todaysJob } from '../support/demo-jobs';
import { loginAs } from '../support/login';
import { driverFails, postHeartbeat } from '../support/van-at-gateway';
import { answerStoragePersistence } from '../support/persistence-answer';

const shotFile = new URL('../../docs/screenshots/today-board.png', import.meta.url).pathname;

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('office board', async ({ page, request }) => {
  // Jobs of the vans the phone's screenshots leave alone (they show VN21 XKD's).
  const inHand = todaysJob(6);
  const failed = todaysJob(11);
  await driverFails(request, demoDriver, failed.job.id, FAILURE_REASON.id);
  await postHeartbeat(request, demoDriver, {
    latitude: 53.4405,
    longitude: -2.2301,
    pendingChanges: 3,
    pendingPhotos: 5,
    oldestMinutes: 47,
    jobId: inHand.job.id,
  });

  // A desk's browser that keeps the app's storage: no storage notice in the sync bar.
  await answerStoragePersistence(page, true);
  await loginAs(page, demoAdmin);
  await page.getByRole('link', { name: 'Today: every van live' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const van = page.getByRole('article', { name: `Dan Driver · ${inHand.vehicle}` });
  await expect(van).toContainText('3 changes and 5 photos waiting on the phone for 47 min');
  await expect(van).toContainText('Job in hand: ');
  await expect(page.getByRole('region', { name: 'Needs the office' })).toContainText(
    `${failed.job.customer[0]?.name ?? ''} · Dan Driver`,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotFile, animations: 'disabled', caret: 'hide' });
});
