// Item quantities and delivery issues end to end in Debian Chromium against the real gateway: a driver (360×740,
// touch) reports an item damaged but left with the customer, with no signal, and sees "Delivered 1 of 1" that
// they can change; the gateway stores delivery_issue 1 (Damaged) and the quantity, and the Items tab and the
// evidence record say the same. The Items tab shows a product's colour, manufacturer, glides and notes. An admin
// (1280×800) completes yesterday's job with one item short; the stored job and its record agree.
import { expect as baseExpect } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { DeliveryIssue } from '@domain/job/enums';
import { PRODUCT_OUTCOME_DELIVERED } from '@domain/completion/product-outcome';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import { formatDisplayDate } from '@domain/time/dates';
import { yesterdayIso } from './support/earlier-jobs';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import type { DayPlan } from '@server/seed/demo-plan-types';
import { openAndAssess } from './support/chaos-work';
import { storeVanDay } from './support/chaos-jobs';
import { waitForCompletedJob } from './support/completed-job';
import { addGalleryPhoto, settleSaveNotice, signOnPad } from './support/completion';
import { gatewayJob, gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { loginAs, loginForOfflineWork } from './support/login';
import { openJobView } from './support/offline-work';
import { plainPhoto } from './support/photo-fixtures';
import { expectItemRows } from './support/evidence-page-checks';
import { pageOf } from './support/evidence-page';

test('an item damaged but left with the customer, offline: the count the driver sees is what the gateway and the record hold', async ({
  page,
  request,
  takeJobs,
}) => {
  test.setTimeout(120_000);
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  const planned = await gatewayJob(request, job.id);
  const sofa = planned.products[0]!;
  const photo = await plainPhoto(page);
  await loginForOfflineWork(page, demoDriver);
  await openAndAssess(page, job);

  // With no signal: the delivery report, the sofa's issue level by level.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));
  await page.getByRole('button', { name: messages.reportAnIssue }).click();
  await page
    .getByRole('group', { name: `Issue with ${sofa.description}` })
    .getByRole('radio', { name: 'Damaged' })
    .check();
  // The retailer says a damaged item is not delivered unless the sub-reason says so.
  const count = page.getByRole('group', { name: /^Delivered \d+ of 1$/ });
  await expect(count).toHaveAccessibleName('Delivered 0 of 1');
  await page
    .getByRole('group', { name: 'Reason for Damaged' })
    .getByRole('radio', { name: 'Scratched' })
    .check();
  await expect(count).toHaveAccessibleName('Delivered 1 of 1');
  await expect(page.locator('.report-item__meta').getByText('Damaged', { exact: true })).toBeVisible();

  // The count can be changed before Continue, never below 0 or above the planned quantity; each button is a
  // 48 px target.
  const fewer = page.getByRole('button', { name: `One fewer ${sofa.description} delivered` });
  const more = page.getByRole('button', { name: `One more ${sofa.description} delivered` });
  await expect(more).toBeDisabled();
  for (const button of [fewer, more]) {
    const box = await button.boundingBox();
    baseExpect(box?.width).toBeGreaterThanOrEqual(48);
    baseExpect(box?.height).toBeGreaterThanOrEqual(48);
  }
  await fewer.tap();
  await expect(count).toHaveAccessibleName('Delivered 0 of 1');
  await expect(fewer).toBeDisabled();
  await more.tap();
  await expect(count).toHaveAccessibleName('Delivered 1 of 1');

  await page.getByLabel(`Comment for ${sofa.description}`).fill('Scratch on the left arm; customer kept it.');
  await addGalleryPhoto(
    page,
    `Add photo of damage to ${sofa.description}`,
    photo,
    `photo of damage to ${sofa.description}`,
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  await page.getByLabel(/^Customer name/).fill('Item Customer');
  await signOnPad(page);
  await addGalleryPhoto(page, 'Add delivered photo', photo, 'delivered photo');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  expect(await settleSaveNotice(page)).toContain(messages.offlineSave);
  await expect(page).toHaveURL(/\/job-list$/);

  // Back online: the gateway holds the issue and the count.
  await page.context().setOffline(false);
  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(updates).toHaveLength(1);
  const storedSofa = stored.products.find((p) => p.id === sofa.id)!;
  expect(storedSofa.delivery_job).toMatchObject({
    damage_reason: 1041,
    delivery_issue: DeliveryIssue.Damaged,
    new_delivered_quantity: 1,
    delivered_quantity: 1,
  });
  expect(storedSofa.outcome_status).toBe(PRODUCT_OUTCOME_DELIVERED);

  // The Items tab and the evidence record say the same.
  await openJobView(page, job.id, 'items');
  const item = page.getByRole('listitem').filter({ hasText: sofa.description });
  await expect(item.getByText('Damaged', { exact: true })).toBeVisible();
  await expect(item.getByText('Delivered 1 of 1', { exact: true })).toBeVisible();
  await openJobView(page, job.id, 'overview');
  await page.getByRole('button', { name: 'Evidence' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/record$`));
  await expectItemRows(page, [{ name: sofa.name, planned: 1, delivered: 1 }]);
  await expect(page.locator('.record-issue').filter({ hasText: sofa.name })).toContainText(
    'Outcome: Damaged · Delivered 1 of 1',
  );
});

test('the Items tab shows colour, manufacturer, glides S/M/L and product notes', async ({ page }) => {
  // demo.driver's combined job of today: the bed frame comes with 4 small glides and a note.
  const { job } = todaysJob(3);
  const bed = job.products.find((p) => p.name === 'Kingston Bed Frame')!;
  await loginAs(page, demoDriver);
  await openJobView(page, job.id, 'items');
  const item = page.getByRole('listitem').filter({ hasText: bed.description });
  const detail = (name: string) =>
    item.locator('.product__detail').filter({ has: page.getByRole('term').filter({ hasText: name }) });
  await expect(detail('Colour').getByRole('definition')).toHaveText('Oak');
  await expect(detail('Manufacturer').getByRole('definition')).toHaveText('Oakworks');
  await expect(detail('Glides').getByRole('definition')).toHaveText('S 4 · M 0 · L 0');
  await expect(detail('Notes').getByRole('listitem')).toContainText(bed.notes?.[0]?.note ?? 'a note');
  // The mattress has no glides: no row for them.
  const mattress = page.getByRole('listitem').filter({ hasText: 'Restwell pocket sprung mattress' });
  await expect(mattress.getByRole('term').filter({ hasText: 'Glides' })).toHaveCount(0);
});

test.describe('an admin', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('completes yesterday’s job with one item short: the form, the stored job and the record agree', async ({
    page,
    request,
    fresh,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const yesterday = yesterdayIso();
    const plan: DayPlan = {
      offsetDays: -1,
      branch: demoDriver.branch,
      driverid: demoDriver.driverid,
      manifests: [{ vehicle: 'ITEMS 1', slot: ['08:00', '16:00'] }],
      jobs: [
        {
          seq: 70,
          manifest: 0,
          customer: 5010,
          jobType: JobType.DeliveryOrItemsToDeliver,
          outcome: JobOutcomeStatus.NotStarted,
          retailer: null,
          slot: ['15:00', '16:00'],
          products: [
            { item: 'sideboard', type: JobType.DeliveryOrItemsToDeliver, qty: 1 },
            { item: 'diningChair', type: JobType.DeliveryOrItemsToDeliver, qty: 4 },
          ],
          notes: [],
        },
      ],
    };
    const [job] = await storeVanDay(fresh.gateway.db, plan, 'ITEMS 1', 'Items');
    if (!job) throw new Error('no job stored');
    const [sideboard, chairs] = job.products;
    if (!sideboard || !chairs) throw new Error('two items');

    await loginAs(page, demoAdmin);
    await expect(
      page.getByRole('heading', { name: `Incomplete jobs for: ${formatDisplayDate(yesterday)}` }),
    ).toBeVisible();
    await page.getByRole('link', { name: new RegExp(job.id) }).click();
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));

    // Every item in full by default; one chair did not go.
    const items = page.getByRole('group', { name: 'Items' });
    await expect(items.getByRole('group', { name: /^Delivered / })).toHaveText([
      /Delivered 1 of 1/,
      /Delivered 4 of 4/,
    ]);
    await items.getByRole('button', { name: `One fewer ${chairs.description} delivered` }).click();
    await expect(items.getByRole('group', { name: 'Delivered 3 of 4' })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Arrival time' }).fill('15:05');
    await page.getByRole('spinbutton', { name: 'Departure time' }).fill('15:40');
    await page.getByRole('button', { name: 'Complete Job' }).click();
    expect(await settleSaveNotice(page)).toContain(messages.retailNotice);
    await expect(page).toHaveURL(/\/incomplete$/);

    // The gateway: one admin update, the counts stored as entered.
    await expect
      .poll(async () => (await gatewayJob(request, job.id)).job_outcome_status)
      .toBe(JobOutcomeStatus.JobComplete);
    const stored = await gatewayJob(request, job.id);
    expect(stored.products.map((p) => p.delivery_job.delivered_quantity)).toEqual([1, 3]);
    const [update, ...others] = await gatewayJobUpdates(request, job.id);
    expect(others).toHaveLength(0);
    expect(update?.kind).toBe('admin');
    expect(update?.payload.products.map((p) => p.outcome_status)).toEqual([1, 1]);

    // The record says the same.
    const admin = await pageOf(browser, baseURL ?? '', demoAdmin, { viewport: { width: 1280, height: 800 } });
    await admin.getByLabel('Job id, order number or customer postcode').fill(job.id);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin
      .getByRole('list', { name: 'Jobs found' })
      .getByRole('link', { name: new RegExp(job.id) })
      .click();
    await expect(admin).toHaveURL(new RegExp(`/job/${job.id}/record$`));
    await expectItemRows(admin, [
      { name: sideboard.name, planned: 1, delivered: 1 },
      { name: chairs.name, planned: 4, delivered: 3 },
    ]);
    await admin.context().close();
  });
});
