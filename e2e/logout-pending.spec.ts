// Logout with work waiting (architecture rule 9): a job suspended offline is kept through a
// confirmed logout, is not sent while nobody is logged in, and syncs once after the driver logs in again.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { gatewayJob, gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { loginAs, submitLogin } from './support/login';

test('logout with an offline change asks first, keeps it, and it syncs after the next login', async ({
  page,
  context,
  request,
}) => {
  const { job, vehicle } = todaysJob(15);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: messages.van(vehicle), exact: false })).toBeVisible();
  await page.goto(jobPath(job.id, 'suspend'));
  const note = page.getByLabel(/^Note/);
  await expect(note).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await note.fill('Back after lunch, about 2pm');
  await page.getByRole('button', { name: 'Suspend Job' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.offlineSave);
  await dialog.getByRole('button', { name: messages.ok }).click();
  await expect(page).toHaveURL(/\/job-list$/);

  // The confirmation names the count; Cancel keeps the driver logged in.
  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.click();
  await expect(dialog.locator('p')).toHaveText(
    'You have 1 job waiting to send. It is kept on this device and will be sent after you next log in.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/job-list$/);

  await logout.click();
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(messages.offlineLoggedOut)).toBeVisible();

  // Back online but logged out: the change waits for its driver's token.
  await context.setOffline(false);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  await submitLogin(page, demoDriver);
  await expect(page).toHaveURL(/\/job-list$/);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
    .toBe(1);
  const [update] = await gatewayJobUpdates(request, job.id);
  expect(update?.kind).toBe('driver');
  expect(update?.payload.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
  expect(Number(update?.payload.job_suspend_reason)).toBe(SuspendReason.Lunch);
  expect((await gatewayJob(request, job.id)).job_outcome_status).toBe(JobOutcomeStatus.Suspended);

  // Nothing waits any more: logout is immediate, and the change was applied once.
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(1);
});
