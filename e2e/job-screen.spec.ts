import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import type { NotesResponse } from '@domain/gateway/api-shapes';
import { apiPaths } from '@domain/gateway/api-shapes';
import { orderedPhoneNumbers } from '@domain/job/contacts';
import { formatDateTimeEnGb, formatDisplayDate, todayIso, toRequestDate } from '@domain/time/dates';
import { yesterdayIso } from './support/earlier-jobs';
import { directionsUrl } from '@domain/job/directions';
import { JobOutcomeStatus, JobType, jobOutcomeLabels } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { jobTypeSummary } from '@domain/job/job-summary';
import { visibleJobs } from '@domain/job-list/job-visibility';
import { latestCustomerNote } from '@domain/job/latest-customer-note';
import { messages } from '@domain/app/messages';
import { retailerIdOf } from '@domain/job/retailer';
import { demoDriver } from '@server/seed/demo-accounts';
import { answerRiskAssessmentSafely } from './support/completion';
import { accessTokenFor, jobsFor } from './support/gateway-calls';
import { loginAs, submitLogin } from './support/login';

function descriptions(products: Product[]): string[] {
  return products
    .map((p) => p.description)
    .sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
}

function vanButton(page: Page, vehicleId: string) {
  return page.getByRole('button', { name: new RegExp(`^${messages.van(vehicleId)}`) });
}

/** Opens a job from today's (or the shown day's) list: expands its van and follows its link. */
async function openFromList(page: Page, job: Job, vehicleId: string): Promise<void> {
  const van = vanButton(page, vehicleId);
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  const card = page.locator(`a[href="/job/${job.id}/overview"]`);
  // The job's type is named the same way on its card and on its screen.
  await expect(card.locator('.job-card__summary')).toHaveText(jobTypeSummary(job));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
}

/** A not-yet-started job of today that the list shows (other specs may have failed or suspended some). */
async function openTodayJob(request: APIRequestContext): Promise<{ job: Job; vehicleId: string }> {
  const server = await jobsFor(request, demoDriver);
  const job = visibleJobs(server.schedule).find((j) => j.job_outcome_status === JobOutcomeStatus.NotStarted);
  if (!job) throw new Error('no open job today');
  const manifest = server.manifest.find((m) => m.id === job.manifest_id);
  if (!manifest) throw new Error(`no manifest for ${job.id}`);
  return { job, vehicleId: manifest.vehicle_id };
}

test('a job opened from the list shows its overview as the gateway holds it', async ({ page, request }) => {
  const { job, vehicleId } = await openTodayJob(request);
  const customer = job.customer[0]!;
  await loginAs(page, demoDriver);
  await openFromList(page, job, vehicleId);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer.name);
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const details = page.locator('.detail-list');
  await expect(details).toContainText(`Job type${jobTypeSummary(job)}`);
  await expect(page.locator('.job-header__meta')).toContainText(jobTypeSummary(job));
  await expect(details).toContainText(`Retailer${retailerIdOf(job)}`);
  await expect(details).toContainText(`Order number${job.delivery_job.order_number}`);
  const note = latestCustomerNote(job);
  if (note !== null) await expect(page.getByText(note.note)).toBeVisible();

  const address = page.getByRole('link', { name: /Directions/ });
  await expect(address).toContainText(customer.address_1);
  await expect(address).toContainText(customer.postcode);
  await expect(address).toHaveAttribute('href', directionsUrl(customer));
  await expect(address).toHaveAttribute('target', '_blank');
  await expect(address).toHaveAttribute('rel', /noopener/);

  const phones = orderedPhoneNumbers(customer);
  expect(phones.length).toBeGreaterThanOrEqual(2);
  expect(phones[0]!.name).toMatch(/mobile/i);
  const callable = page.locator('a[href^="tel:"]');
  await expect(callable).toHaveCount(1);
  await expect(callable).toHaveText(phones[0]!.number);
  for (const phone of phones.slice(1)) await expect(page.getByText(phone.number)).toBeVisible();
  const names = await page.locator('.phone-list__name').allTextContents();
  expect(names).toEqual(phones.map((p) => p.name));

  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/job-list$/);
});

test('items are sorted by description; a delivery-and-collection job is split in two', async ({
  page,
  request,
}) => {
  const server = await jobsFor(request, demoDriver);
  const combined = server.schedule.find((j) => j.job_type === JobType.DeliveryAndCollection)!;
  const service = server.schedule.find((j) => j.job_type === JobType.ServiceOrDelivery)!;
  const multi = server.schedule.find(
    (j) => j.job_type === JobType.DeliveryOrItemsToDeliver && j.products.length > 1,
  )!;
  await loginAs(page, demoDriver);

  await page.goto(`/job/${combined.id}/items`);
  const deliver = page.getByRole('region', { name: messages.itemsToDeliver });
  const collect = page.getByRole('region', { name: messages.itemsToCollect });
  await expect(deliver.locator('.product__description')).toHaveText(
    descriptions(combined.products.filter((p) => p.job_type !== JobType.Collection)),
  );
  await expect(collect.locator('.product__description')).toHaveText(
    descriptions(combined.products.filter((p) => p.job_type === JobType.Collection)),
  );
  await expect(page.getByText('Delivery date')).toHaveCount(0);

  await page.goto(`/job/${multi.id}/items`);
  await expect(page.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('region', { name: 'Items', exact: true }).locator('.product__description'),
  ).toHaveText(descriptions(multi.products));
  await expect(page.getByRole('region', { name: messages.itemsToDeliver })).toHaveCount(0);

  await page.goto(`/job/${service.id}/items`);
  const sales = service.customer[0]!.sales!;
  const details = page.locator('.detail-list');
  await expect(details).toContainText(`Sales name${sales.name}`);
  await expect(details).toContainText(`Store${sales.store}`);
  await expect(details).toContainText(`Delivery date${formatDisplayDate(sales.delivery_date)}`);
});

test('history shows the gateway’s notes, and the device’s copy offline', async ({
  page,
  context,
  request,
}) => {
  const server = await jobsFor(request, demoDriver);
  const job = server.schedule.find((j) => j.visit_status !== 1 && j.customer[0]!.notes.length > 0)!;
  const hidden = server.schedule.find((j) => j.visit_status === 1)!;
  const token = await accessTokenFor(request, demoDriver);
  const answer = await request.get(apiPaths.notes(jobNumberFromId(job.id)), {
    params: { retailerId: retailerIdOf(job) },
    headers: { authorization: `Bearer ${token}`, branch: demoDriver.branch, driverid: demoDriver.driverid },
  });
  const { notes } = (await answer.json()) as NotesResponse;
  expect(notes.length).toBeGreaterThan(0);

  await loginAs(page, demoDriver);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.goto(`/job/${hidden.id}/overview`);
  await expect(page.getByRole('link', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History' })).toHaveCount(0);
  await page.goto(`/job/${hidden.id}/history`);
  await expect(page).toHaveURL(new RegExp(`/job/${hidden.id}/overview$`));

  await page.goto(`/job/${job.id}/overview`);
  await page.getByRole('link', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(notes.length);
  for (const note of notes) {
    const item = history.getByRole('listitem').filter({ hasText: note.note });
    await expect(item).toContainText(formatDateTimeEnGb(note.date));
  }
  await expect(page.getByText(/saved on this device/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(history.getByRole('listitem')).toHaveCount(notes.length);
  for (const note of notes) await expect(history.getByText(note.note)).toBeVisible();
  await expect(page.getByText(/saved on this device/)).toBeVisible();
  await context.setOffline(false);
});

test('an unknown job id goes back to the list', async ({ page }) => {
  await loginAs(page, demoDriver);
  await page.goto('/job/DS-0000000000000/overview');
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(todayIso())),
  );
});

test('a job link opened while the day is still downloading waits for the day', async ({
  page,
  context,
  request,
}) => {
  const { job } = await openTodayJob(request);
  // The day's list answers only when let go, so the link below opens before the day is on the phone.
  const dayPath = apiPaths.jobsForDate(toRequestDate(todayIso()));
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let asked = 0;
  await context.route(
    (url) => url.pathname === dayPath,
    async (route) => {
      asked += 1;
      await held;
      await route.continue();
    },
  );
  await page.goto('/');
  await submitLogin(page, demoDriver);
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(page.getByText(messages.loading)).toBeVisible();

  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  const asking = asked;
  await page.goto(`/job/${job.id}/overview`);
  await expect.poll(() => asked).toBeGreaterThan(asking);
  await expect(page.getByRole('status').filter({ hasText: messages.loading })).toBeVisible();
  // The job screen has asked the engine for the job by now (a read of the phone's storage).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  letGo();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customer[0]!.name);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  expect(paths.filter((path) => path === '/job-list')).toEqual([]);
});

test('a driver does the risk assessment first; then Complete and Failed work today', async ({
  page,
  request,
}) => {
  const { job, vehicleId } = await openTodayJob(request);
  await loginAs(page, demoDriver);
  await openFromList(page, job, vehicleId);

  await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Failed' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/risk-assessment$`));
  await answerRiskAssessmentSafely(page);

  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await expect(page.getByRole('button', { name: 'Dynamic Risk Assessment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Failed' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeEnabled();

  // The assessment survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Complete' })).toBeEnabled();

  const collects = job.job_type === JobType.Collection || job.job_type === JobType.DeliveryAndCollection;
  await page.getByRole('button', { name: 'Complete' }).click();
  const step = collects ? 'collection-report' : 'delivery-report';
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/${step}$`));
  // The step's heading the only one: the job's overview stays until the step's screen is ready (a transition).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    collects ? 'Collection report' : 'Delivery report',
  ]);
  await page.getByRole('link', { name: 'Back to job' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
});

test('a past day’s job: after the risk assessment, Complete and Failed stay disabled', async ({
  page,
  request,
}) => {
  const yesterday = yesterdayIso();
  const server = await jobsFor(request, demoDriver, yesterday);
  const job = visibleJobs(server.schedule).find((j) => j.job_outcome_status === JobOutcomeStatus.NotStarted)!;
  const manifest = server.manifest.find((m) => m.id === job.manifest_id)!;

  await loginAs(page, demoDriver);
  await page.getByLabel('Date', { exact: true }).fill(yesterday);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.jobsFor(formatDisplayDate(yesterday)),
  );
  await openFromList(page, job, manifest.vehicle_id);
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await answerRiskAssessmentSafely(page);

  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await expect(page.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Failed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
});

test('a completed job shows its outcome instead of the buttons', async ({ page, request }) => {
  const server = await jobsFor(request, demoDriver);
  const done = server.schedule.find((j) => j.job_outcome_status === JobOutcomeStatus.JobComplete)!;
  await loginAs(page, demoDriver);
  await page.goto(`/job/${done.id}/overview`);
  await expect(page.getByText(jobOutcomeLabels[JobOutcomeStatus.JobComplete], { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dynamic Risk Assessment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);
});
