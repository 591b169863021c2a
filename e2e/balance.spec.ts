// The balance owed on delivery, end to end in Debian Chromium against the real gateway: the driver sees
// "Balance due …" on the card and the overview; completing the job asks, before the signature, whether it was
// collected (how) or not (why), and refuses to complete until answered, losing nothing typed. Online, a
// balance collected by card; offline with a reload, one not collected; offline, one collected in cash that a
// list refresh before the sync keeps paid; and an admin completing an earlier day's job answers it too.
// Each checks what the driver sees, what the gateway stored and what the evidence record shows.
import { expect as baseExpect, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { CHOOSE_BALANCE_REASON, CHOOSE_PAYMENT_TYPE } from '@domain/completion/balance';
import { JobOutcomeStatus } from '@domain/job/enums';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { storeBalanceJob } from './support/balance-jobs';
import type { ChaosJob } from './support/chaos-jobs';
import { openAndAssess, toJobList } from './support/chaos-work';
import { waitForCompletedJob } from './support/completed-job';
import { addGalleryPhoto, settleSaveNotice, signOnPad } from './support/completion';
import { expect, test } from './support/fresh-gateway';
import { jobCard } from './support/job-card';
import { gatewayJob } from './support/demo-jobs';
import { loginAs, loginForOfflineWork } from './support/login';
import { openJobView } from './support/offline-work';
import { plainPhoto, type FilePayload } from './support/photo-fixtures';
import { pageOf } from './support/evidence-page';

const SIGNED_BY = 'Balance Customer';

/** From the overview: Complete, the delivery report, then the signature screen's name, stroke and photo. */
async function toSignedScreen(page: Page, job: ChaosJob, photo: FilePayload): Promise<void> {
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  await page.getByLabel(/^Customer name/).fill(SIGNED_BY);
  await signOnPad(page);
  await addGalleryPhoto(page, 'Add delivered photo', photo, 'delivered photo');
}

/** The balance question's group, shown above the customer's name. */
async function balanceQuestion(page: Page, amount: string) {
  const question = page.getByRole('group', { name: `Balance due ${amount}: was it collected?` });
  await expect(question).toBeVisible();
  const questionBox = await question.boundingBox();
  const nameBox = await page.getByLabel(/^Customer name/).boundingBox();
  baseExpect(questionBox && nameBox && questionBox.y < nameBox.y, 'the question sits above the name').toBe(
    true,
  );
  return question;
}

/** Complete Delivery refused with the message; the name and the photo stay. */
async function expectRefused(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/signature$/);
  await expect(page.getByLabel(/^Customer name/)).toHaveValue(SIGNED_BY);
  await expect(page.getByRole('button', { name: 'Edit delivered photo 1', exact: true })).toBeVisible();
}

/** Answers the question: Collected and how, or Not collected and why. */
async function answer(page: Page, amount: string, collected: boolean, detail: string): Promise<void> {
  const question = await balanceQuestion(page, amount);
  await expectRefused(page, `Say whether the balance of ${amount} was collected.`);
  await question.getByRole('radio', { name: collected ? 'Collected' : 'Not collected', exact: true }).check();
  await expectRefused(page, collected ? CHOOSE_PAYMENT_TYPE : CHOOSE_BALANCE_REASON);
  const follow = page.getByRole('group', {
    name: collected ? 'How was it paid?' : 'Why was it not collected?',
  });
  await follow.getByRole('radio', { name: detail, exact: true }).check();
}

/** The driver's Evidence view of the job (from the phone's data), its balance section's text. */
async function driverEvidenceBalance(page: Page, jobId: string) {
  await openJobView(page, jobId, 'overview');
  await page.getByRole('button', { name: 'Evidence' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}/record$`));
  return page.locator('.record-event--balance');
}

/** The admin's record of the job, from the gateway: its balance section. */
async function gatewayEvidenceBalance(admin: Page, jobId: string) {
  await admin.getByLabel('Job id, order number or customer postcode').fill(jobId);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin
    .getByRole('list', { name: 'Jobs found' })
    .getByRole('link', { name: new RegExp(jobId) })
    .click();
  await expect(admin).toHaveURL(new RegExp(`/job/${jobId}/record$`));
  return admin.locator('.record-event--balance');
}

test('online: a balance collected by card is shown, asked before the signature, stored and recorded', async ({
  page,
  request,
  browser,
  baseURL,
  fresh,
}) => {
  test.setTimeout(120_000);
  const job = await storeBalanceJob(fresh.gateway.db, 90, 45.5);
  const photo = await plainPhoto(page);
  await loginAs(page, demoDriver);

  // The card and the overview show what is owed.
  const card = await jobCard(page, job.vehicle, job.customerName);
  await expect(card).toContainText('Balance due £45.50');
  await openAndAssess(page, job);
  await expect(page.locator('.detail-list__row', { hasText: 'Balance' })).toContainText('Balance due £45.50');

  await toSignedScreen(page, job, photo);
  await answer(page, '£45.50', true, 'Card');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  expect(await settleSaveNotice(page)).toContain(messages.retailNotice);

  // The gateway: one update with the payment type and the amount taken; the balance is paid.
  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(stored.payment_type).toBe('card');
  expect(stored.delivery_job).toMatchObject({
    account_balance: 0,
    balance_paid: true,
    balance_collected: true,
    balanceCollected: true,
    balance_reason: 0,
    balance_amount_taken: 45.5,
  });
  expect(updates).toHaveLength(1);
  expect(updates[0]?.payload).toMatchObject({
    payment_type: 'card',
    delivery_job: { balance_amount_taken: 45.5, balance_paid: true },
  });

  // The driver's record and the gateway's record show the balance event.
  const own = await driverEvidenceBalance(page, job.id);
  await expect(own).toContainText('Balance collected: £45.50');
  await expect(own).toContainText('Paid by: Card');
  if (!baseURL) throw new Error('no baseURL');
  const admin = await pageOf(browser, baseURL, demoAdmin);
  const recorded = await gatewayEvidenceBalance(admin, job.id);
  await expect(recorded).toContainText('Balance collected: £45.50');
  await expect(recorded).toContainText('Paid by: Card');
  await expect(recorded).toContainText('(demo.driver)');
  await admin.context().close();
});

test('offline: a balance not collected survives a reload, syncs once, and is recorded with its reason', async ({
  page,
  context,
  request,
  fresh,
}) => {
  test.setTimeout(120_000);
  const job = await storeBalanceJob(fresh.gateway.db, 91, 15.99);
  const photo = await plainPhoto(page);
  await loginForOfflineWork(page, demoDriver);
  await openAndAssess(page, job);

  await context.setOffline(true);
  await toSignedScreen(page, job, photo);
  await answer(page, '£15.99', false, 'Customer refused to pay');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  expect(await settleSaveNotice(page)).toContain(messages.offlineSave);

  // Still offline after a reload: the job says what the driver answered.
  await page.reload();
  await openJobView(page, job.id, 'overview');
  await expect(page.locator('.detail-list__row', { hasText: 'Balance' })).toContainText(
    'Balance due £15.99 · Not collected: Customer refused to pay',
  );
  const own = await driverEvidenceBalance(page, job.id);
  await expect(own).toContainText('Balance not collected: £15.99');
  await expect(own).toContainText('Reason: Customer refused to pay');

  await context.setOffline(false);
  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(updates).toHaveLength(1);
  expect(stored.payment_type ?? null).toBeNull();
  expect(stored.delivery_job).toMatchObject({
    account_balance: 15.99,
    balance_paid: false,
    balance_collected: false,
    balanceCollected: false,
    balance_reason: 1,
    balance_amount_taken: 0,
  });
});

test('offline: a balance collected in cash stays paid through a list refresh before the sync', async ({
  page,
  context,
  request,
  fresh,
}) => {
  test.setTimeout(120_000);
  const job = await storeBalanceJob(fresh.gateway.db, 92, 120);
  const photo = await plainPhoto(page);
  await loginForOfflineWork(page, demoDriver);
  await openAndAssess(page, job);

  // The completion waits offline; back online the gateway answers its job updates 503 for a while, so the
  // list is fetched again while the gateway still says £120.00 is owed.
  await context.setOffline(true);
  await toSignedScreen(page, job, photo);
  await answer(page, '£120.00', true, 'Cash');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  expect(await settleSaveNotice(page)).toContain(messages.offlineSave);
  const { gate } = fresh.gateway;
  gate.arm(demoDriver.driverid, ...Array.from({ length: 20 }, () => 'unavailable' as const));
  await context.setOffline(false);
  await toJobList(page);
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeEnabled();
  await refresh.click();
  await expect(refresh).toBeEnabled();
  expect(await gatewayJob(request, job.id)).toMatchObject({
    job_outcome_status: JobOutcomeStatus.NotStarted,
    delivery_job: { account_balance: 120 },
  });
  await openJobView(page, job.id, 'overview');
  await expect(page.locator('.detail-list__row', { hasText: 'Balance' })).toContainText(
    'Balance paid £120.00 · Cash',
  );

  gate.clear(demoDriver.driverid);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const { job: stored } = await waitForCompletedJob(request, job.id);
  expect(stored.payment_type).toBe('cash');
  expect(stored.delivery_job).toMatchObject({
    account_balance: 0,
    balance_paid: true,
    balance_amount_taken: 120,
  });
});

test('an admin completing an earlier day’s job answers the balance question too', async ({
  browser,
  baseURL,
  request,
  fresh,
}) => {
  test.setTimeout(90_000);
  const job = await storeBalanceJob(fresh.gateway.db, 95, 60, -1);
  if (!baseURL) throw new Error('no baseURL');
  const admin = await pageOf(browser, baseURL, demoAdmin);
  await admin.getByRole('link', { name: new RegExp(job.id) }).click();
  await expect(admin.locator('.detail-list__row', { hasText: 'Balance' })).toContainText(
    'Balance due £60.00',
  );
  await admin.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Complete Job', exact: true })).toBeVisible();

  const submit = admin.getByRole('button', { name: 'Complete Job' });
  await submit.click();
  await expect(admin.getByRole('alert')).toHaveText('Say whether the balance of £60.00 was collected.');
  await admin
    .getByRole('group', { name: 'Balance due £60.00: was it collected?' })
    .getByRole('radio', { name: 'Collected', exact: true })
    .check();
  await submit.click();
  await expect(admin.getByRole('alert')).toHaveText(CHOOSE_PAYMENT_TYPE);
  await admin.getByRole('group', { name: 'How was it paid?' }).getByRole('radio', { name: 'Cheque' }).check();
  await submit.click();
  expect(await settleSaveNotice(admin)).toContain(messages.retailNotice);

  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(updates.map((update) => update.kind)).toEqual(['admin']);
  expect(stored.payment_type).toBe('cheque');
  expect(stored.delivery_job).toMatchObject({
    account_balance: 0,
    balance_paid: true,
    balance_amount_taken: 60,
  });
  await admin.goto('/incomplete');
  const recorded = await gatewayEvidenceBalance(admin, job.id);
  await expect(recorded).toContainText('Balance collected: £60.00');
  await expect(recorded).toContainText('Paid by: Cheque');
  await expect(recorded).toContainText('(demo.admin)');
  await admin.context().close();
});
