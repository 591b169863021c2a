// Failing and suspending a job (product rules 4.7, 4.8, 5.2 and 5.3) in a phone against the real gateway: every fail
// validation message, a successful fail with the front-door photo, and the suspend note's rules.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { JobOutcomeStatus, NoteType, SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { gatewayJob, todaysJob } from './support/demo-jobs';
import { settleSaveNotice } from './support/completion';
import { loginAs } from './support/login';
import { cameraInput } from './support/photo-inputs';

const frontDoorPhoto = new URL('./fixtures/front-door.jpg', import.meta.url).pathname;

/** Logs in, waits for today's jobs to be stored, then opens a view of the job. */
async function openJobView(page: Page, jobId: string, view: 'failed' | 'suspend'): Promise<void> {
  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: /^Van / }).first()).toBeVisible();
  await page.goto(jobPath(jobId, view));
}

test('fail: each validation message, then a fail with the front-door photo reaches the gateway', async ({
  page,
  request,
}) => {
  const { job } = todaysJob(13);
  await openJobView(page, job.id, 'failed');
  await expect(page.getByRole('heading', { name: 'Reason for Failed Collection' })).toBeVisible();

  // Backing out with no change returns to the job.
  await page.getByRole('link', { name: 'Back to job' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await page.goto(jobPath(job.id, 'failed'));

  const fail = page.getByRole('button', { name: 'Fail', exact: true });
  const alert = page.getByRole('alert');
  const reason = page.getByRole('group', { name: 'Reason', exact: true });

  await fail.click();
  await expect(alert).toHaveText(messages.selectReasonToFail);
  await expect(reason.getByRole('radio').first()).toBeFocused();

  await reason.getByLabel('Access problem').check();
  await expect(alert).toHaveCount(0);
  await fail.click();
  await expect(alert).toHaveText(messages.selectSubReason('Access problem'));
  const accessReasons = page.getByRole('group', { name: 'Reason for Access problem' });
  await expect(accessReasons.getByRole('radio').first()).toBeFocused();

  await accessReasons.getByLabel('No safe parking').check();
  await fail.click();
  await expect(alert).toHaveText(messages.selectSubReason('No safe parking'));
  await expect(page.getByRole('group', { name: 'Reason for No safe parking' })).toBeVisible();

  // retailerReferenceId 1 asks for the front-door photo.
  await reason.getByLabel('Customer not in').check();
  await expect(accessReasons).toHaveCount(0);
  const photoInput = cameraInput(page, messages.photoOfFrontDoor);
  await expect(photoInput).toHaveCount(1);
  await fail.click();
  await expect(alert).toHaveText(messages.addPhoto);
  await expect(photoInput).toBeFocused();

  // So does a reason whose label says "would not fit".
  await reason.getByLabel('Access problem').check();
  await expect(photoInput).toHaveCount(0);
  await accessReasons.getByLabel('Item would not fit').check();
  await expect(photoInput).toHaveCount(1);
  await fail.click();
  await expect(alert).toHaveText(messages.addPhoto);

  await photoInput.setInputFiles(frontDoorPhoto);
  await expect(page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 1` })).toBeVisible();
  await fail.click();
  await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);

  await expect
    .poll(async () => {
      const stored = await gatewayJob(request, job.id);
      return [stored.job_outcome_status, stored.delivery_job.job_failed_reason];
    })
    .toEqual([JobOutcomeStatus.Failed, 1003]);
});

test('suspend: 150-character note with a red counter and Enter blocked; the button needs reason and note', async ({
  page,
  request,
}) => {
  const { job } = todaysJob(14);
  await openJobView(page, job.id, 'suspend');
  const suspend = page.getByRole('button', { name: 'Suspend Job' });
  const note = page.getByLabel(/^Note/);
  const counter = page.getByText(/ of 150 max\. characters$/);
  await expect(suspend).toBeDisabled();
  await expect(counter).toHaveText(messages.textCounter(0, 150));

  await note.fill('x'.repeat(139));
  await expect(counter).toHaveText(messages.textCounter(139, 150));
  await expect(counter).not.toHaveCSS('color', 'rgb(180, 35, 24)');
  await note.press('End');
  await note.press('y');
  await expect(counter).toHaveText(messages.textCounter(140, 150));
  await expect(counter).toHaveCSS('color', 'rgb(180, 35, 24)');

  await note.fill('z'.repeat(160));
  await expect(note).toHaveValue('z'.repeat(150));
  await expect(counter).toHaveText(messages.textCounter(150, 150));
  await expect(suspend).toBeDisabled();

  const text = 'Customer delayed at the school run, back at 2pm';
  await note.fill(text);
  await note.press('Enter');
  await expect(note).toHaveValue(text);

  await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await expect(suspend).toBeEnabled();
  await note.fill('   ');
  await expect(suspend).toBeDisabled();
  await note.fill(text);
  await expect(suspend).toBeEnabled();

  await suspend.click();
  expect(await settleSaveNotice(page)).toBe(messages.retailNotice);
  await expect(page).toHaveURL(/\/job-list$/);

  await expect
    .poll(async () => {
      const stored = await gatewayJob(request, job.id);
      const notes = stored.customer[0]?.notes ?? [];
      return {
        outcome: stored.job_outcome_status,
        reason: Number(stored.job_suspend_reason),
        note: notes.some((n) => n.note === text && n.type === NoteType.JobNote),
      };
    })
    .toEqual({ outcome: JobOutcomeStatus.Suspended, reason: SuspendReason.Lunch, note: true });
});
