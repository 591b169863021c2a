// Local-first saves (product rules 4.13 and 8.6): a job failed offline is kept on the device across a reload,
// shown as not synced, and reaches the gateway exactly once when the signal returns.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { JobOutcomeStatus } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { gatewayJob, gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginAs } from './support/login';
import { cameraInput } from './support/photo-inputs';

const frontDoorPhoto = new URL('./fixtures/front-door.jpg', import.meta.url).pathname;

test('a job failed offline survives a reload and syncs exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  const { job, vehicle } = todaysJob(9);
  const customerName = job.customer[0]!.name;
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: messages.van(vehicle), exact: false })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(jobPath(job.id, 'failed'));
  const reason = page.getByRole('group', { name: 'Reason', exact: true });
  await expect(reason.getByLabel('No answer at property')).toBeVisible();

  await context.setOffline(true);
  await reason.getByLabel('No answer at property').check();
  await cameraInput(page, messages.photoOfFrontDoor).setInputFiles(frontDoorPhoto);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.offlineSave);
  await dialog.getByRole('button', { name: messages.ok }).click();
  await expect(page).toHaveURL(/\/job-list$/);

  const card = await jobCard(page, vehicle, customerName);
  await expect(card).toContainText(messages.notSynced);

  await page.reload();
  const cardAfterReload = await jobCard(page, vehicle, customerName);
  await expect(cardAfterReload).toContainText(messages.notSynced);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
    .toBe(1);
  // Synced: a failed job no longer needs the driver, so it leaves the list.
  await expect(page.getByText(messages.notSynced)).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(customerName) })).toHaveCount(0);

  const [update] = await gatewayJobUpdates(request, job.id);
  expect(update?.payload.job_outcome_status).toBe(JobOutcomeStatus.Failed);
  expect(update?.payload.delivery_job.job_failed_reason).toBe(2001);
  // The front-door photo went up first; the update carries its location.
  expect(update?.payload.job_activity_gallery).toEqual([
    expect.objectContaining({ status: 'down', uri: expect.stringMatching(/^http/) }),
  ]);
  const stored = await gatewayJob(request, job.id);
  expect(stored.job_outcome_status).toBe(JobOutcomeStatus.Failed);
  // Still exactly one after the sync has settled (no replay from the service worker's queue).
  await page.waitForTimeout(2_000);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(1);
});
