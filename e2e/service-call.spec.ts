// Service calls (job type 1 read as Service), end to end in Debian Chromium at 360×740 touch against the real
// gateway: the signature screen asks the outcome of the call; Parts Required asks which part, and the job then
// shows one "Part Required" flag and is among "Today's Calls Needing Parts", online and offline; the gateway
// stores task_outcome_status 2 and the Part Required Note (type 3); History labels every note with its type;
// the evidence record shows the task outcome and the part. A job of type 1 of the retailer the deployment reads
// as Delivery is a delivery on every screen.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { messages } from '@domain/app/messages';
import { serviceOutcomeMessages } from '@domain/completion/service-outcome';
import { NoteType, TaskOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { waitForCompletedJob } from './support/completed-job';
import { addGalleryPhoto, settleSaveNotice, passRiskAssessment } from './support/completion';
import { gatewayJob, todaysJob } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginAs, loginForOfflineWork } from './support/login';
import { openJobView } from './support/offline-work';
import { plainPhoto, type FilePayload } from './support/photo-fixtures';
import { pageOf } from './support/evidence-page';

const SIGNER = 'Ruth Adeyemi';

/** From the assessed job's overview to its signature screen (a service call has the delivery report first). */
async function toSignature(page: Page, jobId: string): Promise<void> {
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/signature$`));
}

/** Answers Parts Required with the part (checking each message on the way), the name and the photo; completes. */
async function completeWithPartsRequired(page: Page, part: string, photo: FilePayload): Promise<string> {
  const question = page.getByRole('group', { name: /^Outcome of the call/ });
  for (const label of [
    'Job Complete',
    'Parts Required',
    'Review Case',
    'Collect for Repair',
    'No fix Required',
  ]) {
    await expect(question.getByLabel(label, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: messages.completeDelivery }).click();
  await expect(page.getByRole('alert')).toHaveText(serviceOutcomeMessages.chooseOutcome);

  await question.getByLabel('Parts Required', { exact: true }).check();
  const partField = page.getByLabel(/^Part required/);
  await expect(page.getByText(messages.textCounter(0, 150))).toBeVisible();
  await page.getByRole('button', { name: messages.completeDelivery }).click();
  await expect(page.getByRole('alert')).toHaveText(serviceOutcomeMessages.namePart);
  await expect(partField).toBeFocused();
  await partField.fill(`${part}\n${'x'.repeat(200)}`);
  // Enter is blocked and the part is cut to 150 characters.
  const kept = `${part} ${'x'.repeat(200)}`.slice(0, 150);
  await expect(partField).toHaveValue(kept);
  await expect(page.getByText(messages.textCounter(150, 150))).toBeVisible();
  await partField.fill(part);

  await page.getByLabel(/^Customer name/).fill(SIGNER);
  await addGalleryPhoto(page, 'Add delivered photo', photo, 'delivered photo');
  await page.getByRole('button', { name: messages.completeDelivery }).click();
  const notice = await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);
  return notice;
}

/** The card carries one "Part Required" flag and never the task outcome's own words for it. */
async function expectOnePartFlag(page: Page, vehicle: string, customer: string): Promise<void> {
  const card = await jobCard(page, vehicle, customer);
  await expect(card.locator('.tag')).toHaveText([messages.partRequired]);
  await expect(card).not.toContainText('Parts Required');
}

/** "Needs parts" lists the job under "Today's Calls Needing Parts"; back to all jobs. */
async function expectNeedingParts(page: Page, customer: string): Promise<void> {
  await page.getByRole('button', { name: /^Needs parts/i }).click();
  await expect(page.getByRole('heading', { name: messages.todaysCallsNeedingParts })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(customer) })).toBeVisible();
  await page.getByRole('button', { name: 'All jobs' }).click();
}

/** What the gateway stored for the call: Job Complete, Parts Required and the part's note, sent once. */
async function expectStoredPartsRequired(request: Parameters<typeof gatewayJob>[0], job: Job, part: string) {
  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(stored.task_outcome_status).toBe(TaskOutcomeStatus.PartsRequired);
  expect(stored.job_type_reading).toBe('service');
  expect(stored.customer[0]?.notes.at(-1)).toMatchObject({ type: NoteType.PartRequiredNote, note: part });
  expect(updates).toHaveLength(1);
  expect(updates[0]?.payload).toMatchObject({
    task_outcome_status: TaskOutcomeStatus.PartsRequired,
    job_type_reading: 'service',
    customer: [{ notes: [{ type: NoteType.PartRequiredNote, note: part, new: true }] }],
  });
}

/** The evidence record's outcome: Job Complete, the task outcome and the part. */
async function expectRecordedOutcome(page: Page, part: string): Promise<void> {
  const outcome = page.locator('.record-event--outcome');
  await expect(outcome).toContainText('Job Complete');
  await expect(outcome.getByText('Task outcome: Parts Required')).toBeVisible();
  await expect(outcome.getByText(`Part required: ${part}`)).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Type$/ }).locator('xpath=following-sibling::dd')).toHaveText(
    'Service',
  );
}

test('a service call online: Parts Required with its part, one flag, History and the record', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // demo.driver's service call for the default retailer (read as Service); no other spec touches it.
  const { job, vehicle } = todaysJob(16);
  const customer = job.customer[0]!.name;
  const part = 'Footrest latch, left side (RX-17)';
  await loginAs(page, demoDriver);
  await expect((await jobCard(page, vehicle, customer)).locator('.job-card__summary')).toHaveText(
    'Service (1 item)',
  );
  // The demo's seeded call waiting for a part carries one flag too.
  const waiting = todaysJob(4);
  await expectOnePartFlag(page, waiting.vehicle, waiting.job.customer[0]!.name);

  await passRiskAssessment(page, job.id);
  await toSignature(page, job.id);
  expect(await completeWithPartsRequired(page, part, await plainPhoto(page))).toContain(
    messages.retailNotice,
  );

  await expectStoredPartsRequired(request, job, part);
  await expectOnePartFlag(page, vehicle, customer);
  await expectNeedingParts(page, customer);

  // History: every note with its type, the new Part Required Note first.
  await (await jobCard(page, vehicle, customer)).click();
  await page.getByRole('link', { name: 'History' }).click();
  const notes = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(notes).toHaveCount(3);
  await expect(notes.nth(0)).toContainText('Part Required Note');
  await expect(notes.nth(0)).toContainText(part);
  await expect(notes.nth(1)).toContainText('Site Note');
  await expect(notes.nth(2)).toContainText('Product Note');

  // The driver's Evidence view, then the admin's record from the gateway.
  await openJobView(page, job.id, 'overview');
  await page.getByRole('button', { name: 'Evidence' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/record$`));
  await expectRecordedOutcome(page, part);
  const admin = await pageOf(browser, baseURL!, demoAdmin);
  await admin.goto(`/job/${job.id}/record`);
  await expect(admin.getByRole('heading', { name: /^Evidence record — job / })).toBeVisible();
  await expectRecordedOutcome(admin, part);
  await admin.context().close();
});

test('a service call offline: Parts Required is kept on the phone, flagged, and reaches the gateway on reconnect', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // demo.driver's service call for the second retailer (read as Service); no other spec touches it.
  const { job, vehicle } = todaysJob(17);
  const customer = job.customer[0]!.name;
  const part = 'Seat cushion zip, 60 cm';
  await loginForOfflineWork(page, demoDriver);
  await passRiskAssessment(page, job.id);
  const photo = await plainPhoto(page);

  await context.setOffline(true);
  await toSignature(page, job.id);
  expect(await completeWithPartsRequired(page, part, photo)).toContain(messages.offlineSave);
  const card = await jobCard(page, vehicle, customer);
  await expect(card).toContainText(messages.notSynced);
  await expectOnePartFlag(page, vehicle, customer);
  await expectNeedingParts(page, customer);
  expect((await gatewayJob(request, job.id)).task_outcome_status).toBeNull();

  await context.setOffline(false);
  await expectStoredPartsRequired(request, job, part);
  await expect(card).not.toContainText(messages.notSynced, { timeout: 30_000 });
  await openJobView(page, job.id, 'record');
  await expectRecordedOutcome(page, part);
});

test('a job of type 1 of the retailer read as Delivery is a delivery on every screen', async ({
  page,
  request,
}) => {
  // demo.driver's job of type 1 for the retailer the demo deployment reads as Delivery; no other spec touches it.
  const { job, vehicle } = todaysJob(18);
  expect((await gatewayJob(request, job.id)).job_type_reading).toBe('delivery');
  await loginAs(page, demoDriver);
  await expect(
    (await jobCard(page, vehicle, job.customer[0]!.name)).locator('.job-card__summary'),
  ).toHaveText('Delivery (1 item)');
  await passRiskAssessment(page, job.id);
  await expect(page.locator('dd', { hasText: /^Delivery \(1 item\)$/ })).toBeVisible();
  await toSignature(page, job.id);
  await expect(page.getByRole('group', { name: /^Outcome of the call/ })).toHaveCount(0);
  await openJobView(page, job.id, 'failed');
  await expect(page.getByRole('heading', { name: 'Reason for Failed Delivery' })).toBeVisible();
});
