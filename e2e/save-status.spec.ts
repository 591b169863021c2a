// The words of a save the gateway took (product rule 8.6: "This order has recently been updated but can take up to
// 60 seconds to appear in retail") in a status that does not stop the driver: no dialog to tap after every
// save; the next tap works at once; the status hides itself after a few seconds, or with Close.
import { messages } from '@domain/app/messages';
import { JobOutcomeStatus } from '@domain/job/enums';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { savedStatus } from './support/completion';
import { gatewayJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { jobCard } from './support/job-card';
import { loginAs } from './support/login';
import type { Page } from '@playwright/test';

/** Suspends the job for lunch from its suspend screen (online), which returns to the list. */
async function suspendForLunch(page: Page, jobId: string): Promise<void> {
  await page.goto(jobPath(jobId, 'suspend'));
  await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await page.getByLabel(/^Note/).fill('Back after lunch');
  await page.getByRole('button', { name: 'Suspend Job' }).click();
  await expect(page).toHaveURL(/\/job-list$/);
}

test('the after-save words show as a status: the next tap works without dismissing it', async ({
  page,
  request,
  takeJobs,
}) => {
  const [first, second] = takeJobs(2);
  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: /^Van / }).first()).toBeVisible();

  await suspendForLunch(page, first!.id);
  const status = savedStatus(page);
  await expect(status).toBeVisible();
  await expect(status).toHaveText(messages.retailNotice);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(async () => (await gatewayJob(request, first!.id)).job_outcome_status)
    .toBe(JobOutcomeStatus.Suspended);

  // The driver goes straight on to the next job: the taps land while the status still shows.
  const card = await jobCard(page, second!.vehicle, second!.customerName);
  await expect(status).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/job/${second!.id}/overview$`));
  // It hides itself after a few seconds.
  await expect(status).toBeHidden({ timeout: 15_000 });

  // Close hides it at once.
  await suspendForLunch(page, second!.id);
  await expect(status).toBeVisible();
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(status).toBeHidden();
});
