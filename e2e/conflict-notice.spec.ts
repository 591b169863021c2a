// When the office's outcome wins: a driver suspends a job offline while an admin completes
// it at the gateway. On reconnect the gateway refuses the older suspension (409 JOB_CHANGED), the policy keeps
// the admin's outcome, and the driver is told so on the job list and on the job, which shows Job Complete.
// The notice stays until the driver dismisses it; once dismissed, a reload does not bring it back.
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { messages } from '@domain/app/messages';
import { JobOutcomeStatus, jobOutcomeLabels } from '@domain/job/enums';
import { expect, test } from './support/fresh-gateway';
import { gatewayJob, gatewayJobUpdates } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginForOfflineWork } from './support/login';
import { adminCompletes } from './support/office-changes';
import { suspendJob } from './support/offline-work';

test('an admin completes a job the driver suspended offline: the admin wins and the driver sees why', async ({
  page,
  context,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  await loginForOfflineWork(page, demoDriver);
  await expect(await jobCard(page, job!.vehicle, job!.customerName)).toBeVisible();

  await context.setOffline(true);
  await suspendJob(page, job!.id, 'Back after lunch');
  await adminCompletes(request, demoAdmin, job!.id);
  await context.setOffline(false);

  // The list names the job once, with what happened and a way to it.
  const notices = page.getByRole('region', { name: 'Changed by the office' });
  const message = new RegExp(
    `An admin \\(${demoAdmin.username}\\) marked this job "Job Complete" at \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\. ` +
      'Your suspension was kept as a record and not applied\\.',
  );
  await expect(notices).toContainText(message, { timeout: 30_000 });
  await expect(notices.getByRole('listitem')).toHaveCount(1);

  await notices.getByRole('link', { name: `Open job for ${job!.customerName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job!.id}/overview$`));
  await expect(page.getByRole('region', { name: 'Changed by the office' })).toContainText(message);
  await expect(page.locator('.job-actions__outcome')).toHaveText(
    jobOutcomeLabels[JobOutcomeStatus.JobComplete],
  );
  await expect(page.locator('.sync-status')).not.toContainText('attention');

  // The driver has read it: Dismiss takes it off the job and the list, for good.
  const onJob = page.getByRole('region', { name: 'Changed by the office' });
  const dismiss = onJob.getByRole('button', { name: 'Dismiss' });
  await expect(dismiss).toHaveCount(1);
  await dismiss.click();
  await expect(onJob).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.job-actions__outcome')).toHaveText(
    jobOutcomeLabels[JobOutcomeStatus.JobComplete],
  );
  await expect(page.getByRole('region', { name: 'Changed by the office' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${messages.van(job!.vehicle)}`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changed by the office' })).toHaveCount(0);

  // At the gateway: the admin's completion stands, the driver's suspension was never applied.
  expect((await gatewayJob(request, job!.id)).job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
  const updates = await gatewayJobUpdates(request, job!.id);
  expect(updates.map((update) => update.kind)).toEqual(['admin']);
  const conflicts = (await (await request.get(`/__test/job-conflicts?jobId=${job!.id}`)).json()) as unknown[];
  expect(conflicts).toHaveLength(1);
});
