// A combined job (type 4) completed with no signal (product rules 4.11 and 4.13): the collection pass
// leads to the delivery report, the delivery pass completes the job on the device; it survives a reload and
// reaches the gateway once on reconnect, with each photo and the signature stored once in the object store.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { PRODUCT_OUTCOME_DELIVERED } from '@domain/completion/product-outcome';
import { demoDriver } from '@server/seed/demo-accounts';
import { waitForCompletedJob } from './support/completed-job';
import { addGalleryPhoto, closeNotice, passRiskAssessment, signOnPad } from './support/completion';
import { gatewayJob, gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginAs } from './support/login';
import { jobObjects, waitForJobObjects } from './support/object-store-contents';
import { plainPhoto, portraitPhoto } from './support/photo-fixtures';
import { waitForControl } from './support/service-worker';
import { inspectObjects, isUprightPortrait, signaturesAndPhotos, withPurpose } from './support/stored-photos';

test('a combined job completed offline survives a reload and syncs once, photos and signature stored once', async ({
  page,
  context,
  request,
}) => {
  // demo.driver's delivery-and-collection job with a balance (MAIN reason codes); no other spec touches it.
  const { job, vehicle } = todaysJob(3);
  const customerName = job.customer[0]!.name;
  const collect = job.products.filter((p) => p.job_type === JobType.Collection);
  const deliver = job.products.filter((p) => p.job_type !== JobType.Collection);
  const portrait = await portraitPhoto(page);
  const plain = await plainPhoto(page);
  await loginAs(page, demoDriver);
  await waitForControl(page);
  await passRiskAssessment(page, job.id);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/collection-report$`));
  for (const product of collect) {
    await page.getByRole('checkbox', { name: `Collected ${product.description}` }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  // First pass: the collection's signature screen; it leads to the delivery report.
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  await expect(page.getByRole('button', { name: 'Complete Collection' })).toBeVisible();
  // The balance owed is asked only on the pass that completes the job.
  const balanceQuestion = page.getByRole('group', { name: 'Balance due £45.50: was it collected?' });
  await expect(balanceQuestion).toHaveCount(0);
  await page.getByLabel(/^Customer name/).fill('Siobhan Murphy');
  await addGalleryPhoto(page, 'Add collection photo', plain, 'collection photo');
  await page.getByRole('button', { name: 'Complete Collection' }).click();
  if (await page.getByRole('dialog').isVisible()) await closeNotice(page);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();

  // Second pass: the delivery's signature screen completes the job on the device.
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  await page.getByLabel(/^Customer name/).fill('Siobhan Murphy');
  await signOnPad(page);
  // The collection pass's photo stays on the job but does not prove the delivery.
  await expect(page.getByRole('button', { name: /^Edit delivered photo/ })).toHaveCount(0);
  await addGalleryPhoto(page, 'Add delivered photo', portrait, 'delivered photo');
  await balanceQuestion.getByRole('radio', { name: 'Collected', exact: true }).check();
  await page.getByRole('group', { name: 'How was it paid?' }).getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  expect(await closeNotice(page)).toContain(messages.offlineSave);
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(await jobCard(page, vehicle, customerName)).toContainText(messages.notSynced);

  await page.reload();
  await expect(await jobCard(page, vehicle, customerName)).toContainText(messages.notSynced);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);
  expect(await jobObjects(request, job.id)).toHaveLength(0);
  expect((await gatewayJob(request, job.id)).job_outcome_status).toBe(JobOutcomeStatus.NotStarted);

  await context.setOffline(false);
  const { job: stored } = await waitForCompletedJob(request, job.id);
  await expect(page.getByText(messages.notSynced)).toHaveCount(0, { timeout: 30_000 });
  expect(stored.collectionPhaseComplete).toBe(true);
  expect(stored.delivery_job.is_collected).toBe(true);
  expect(stored.payment_type).toBe('card');
  expect(stored.delivery_job).toMatchObject({
    account_balance: 0,
    balance_paid: true,
    balance_amount_taken: 45.5,
  });
  for (const product of [...collect, ...deliver]) {
    const after = stored.products.find((p) => p.id === product.id)!;
    expect(after.delivery_job.delivered_quantity).toBe(product.delivery_job.planned_quantity);
    expect(after.outcome_status).toBe(PRODUCT_OUTCOME_DELIVERED);
  }

  // Two photos and one signature, each once; still so once the sync has settled.
  const objects = await waitForJobObjects(request, job.id, 3);
  const { signatures, photos } = signaturesAndPhotos(await inspectObjects(page, request, objects));
  expect(signatures).toHaveLength(1);
  expect(stored.signature).toContain(signatures[0]!.object.key);
  expect(withPurpose(photos, job.id, 'delivered').filter(isUprightPortrait)).toHaveLength(1);
  expect(photos.filter((photo) => photo.report.width === 640 && photo.report.height === 480)).toHaveLength(1);
  await page.waitForTimeout(2_000);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(1);
  expect(await jobObjects(request, job.id)).toHaveLength(3);
});
