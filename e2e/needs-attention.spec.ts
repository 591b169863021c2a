// Needs attention in a phone against the real gateway: two jobs suspended offline are moved
// to another driver by the office meanwhile, so the gateway refuses both (404) and no longer lists them for this
// driver; they stay on the list, marked "No longer assigned to you". The sync bar counts them and leads to the
// job; the job shows the gateway's message and when the change was saved. Once the job is back, Retry sends the
// change; Discard asks first, and the discarded change never reaches the gateway.
import { demoDriver } from '@server/seed/demo-accounts';
import { expect, test } from './support/fresh-gateway';
import { gatewayJob, gatewayJobUpdates } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginForOfflineWork } from './support/login';
import { assignJob } from './support/office-requests';
import { suspendJob } from './support/offline-work';
import { JobOutcomeStatus } from '@domain/job/enums';
import { formatDateTimeEnGb } from '@domain/time/dates';

const SUSPEND_NOTE = 'Customer asked us to come back after lunch';
const OTHER_DRIVER = 'D999';

test('a refused change needs attention: Retry once the cause is gone, Discard after a confirmation', async ({
  page,
  context,
  request,
  fresh,
  takeJobs,
}) => {
  const [kept, dropped] = takeJobs(2);
  await loginForOfflineWork(page, demoDriver);
  await expect(await jobCard(page, kept!.vehicle, kept!.customerName)).toBeVisible();

  await context.setOffline(true);
  const savedAt = Date.now();
  for (const job of [kept!, dropped!]) await suspendJob(page, job.id, SUSPEND_NOTE);
  const bar = page.locator('.sync-status');
  await expect(bar).toContainText('2 jobs waiting to send. They will be sent when you are back online.');

  // Meanwhile the office moves both jobs to another van: the gateway answers this driver 404 for them.
  for (const job of [kept!, dropped!]) await assignJob(fresh.gateway.db, job.id, OTHER_DRIVER);
  await context.setOffline(false);
  await expect(bar).toContainText('2 changes need attention.', { timeout: 30_000 });
  await expect(bar).toHaveClass(/sync-status--warning/);
  // With nothing waiting, the bar's words are empty: the changes' row starts at the bar's top, no gap above it.
  await expect(bar.locator(':scope > .sync-status__text')).toHaveText('');
  expect(
    await bar.evaluate((shown) => {
      const row = shown.querySelector('.sync-status__row');
      const style = getComputedStyle(shown);
      const top = shown.getBoundingClientRect().top;
      const inside = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.paddingTop);
      return row === null ? null : row.getBoundingClientRect().top - top - inside;
    }),
  ).toBeCloseTo(0, 1);

  // Moved away, the jobs stay on the day's list (fetched on reconnect) while their changes wait, marked.
  await jobCard(page, kept!.vehicle, kept!.customerName);
  await expect(page.locator(`.job-card__link[href="/job/${kept!.id}/overview"]`)).toContainText(
    'No longer assigned to you',
    { timeout: 30_000 },
  );

  // The bar leads to the job; the job shows what was not sent, the gateway's message and when it was saved.
  await bar.getByRole('link', { name: `Open job for ${kept!.customerName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${kept!.id}/overview$`));
  await expect(page.getByRole('region', { name: 'No longer assigned to you' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Needs attention' });
  await expect(panel.getByRole('heading', { name: 'Your update to this job was not sent' })).toBeVisible();
  await expect(panel).toContainText('Job not found');
  await expect(panel).toContainText(`Saved on this phone on ${formatDateTimeEnGb(savedAt).slice(0, 10)}`);
  // It stopped retrying: nothing reached the gateway.
  expect(await gatewayJobUpdates(request, kept!.id)).toHaveLength(0);

  // The office gives the job back; Retry sends the change once.
  await assignJob(fresh.gateway.db, kept!.id, demoDriver.driverid);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sending the change again.' })).toBeVisible();
  await expect
    .poll(async () => (await gatewayJobUpdates(request, kept!.id)).length, { timeout: 30_000 })
    .toBe(1);
  expect((await gatewayJob(request, kept!.id)).job_outcome_status).toBe(JobOutcomeStatus.Suspended);
  await expect(bar).toContainText('1 change needs attention.');
  await expect(panel.getByRole('heading', { name: 'Your update to this job was not sent' })).toHaveCount(0);

  // Discard asks first and says what it means; "Keep it" keeps the change.
  await bar.locator(`a[href="/job/${dropped!.id}/overview"]`).click();
  await expect(page).toHaveURL(new RegExp(`/job/${dropped!.id}/overview$`));
  const discard = panel.getByRole('button', { name: 'Discard' });
  await discard.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'This change will not be sent to the office. It stays on this phone, recorded as discarded, ' +
      'and its photos stay on this phone. Discard it?',
  );
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(discard).toBeVisible();

  await discard.click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The change was discarded. It will not be sent.' }),
  ).toBeVisible();
  await expect(bar).not.toContainText('need attention');
  await expect(bar).not.toContainText('needs attention');

  // The discarded change is never sent, even once the job is back with this driver.
  await assignJob(fresh.gateway.db, dropped!.id, demoDriver.driverid);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForTimeout(2_000);
  expect(await gatewayJobUpdates(request, dropped!.id)).toHaveLength(0);
  expect(await gatewayJobUpdates(request, kept!.id)).toHaveLength(1);
});
