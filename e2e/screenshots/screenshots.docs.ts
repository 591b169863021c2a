// `npm run screenshots`: phone-sized (360×740) PNGs of the main screens for the README, made from the
// production build against the real gateway with the seeded demo day, so they follow the app as it changes.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test-within-a-day';
import { messages } from '@domain/app/messages';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { demoDriver } from '@server/seed/demo-accounts';
import { addGalleryPhoto, drawStroke, passRiskAssessment } from '../support/completion';
import { todaysJob, type TodaysJob } from '../support/demo-jobs';
import { loginAs } from '../support/login';
import type { FilePayload } from '../support/photo-fixtures';

const shotsDir = new URL('../../docs/screenshots/', import.meta.url).pathname;
const frontDoor: FilePayload = {
  name: 'front-door.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(new URL('../fixtures/front-door.jpg', import.meta.url)),
};

/** A whole combined job (delivery and collection, balance to collect) shows the most of each screen. */
const showcase = todaysJob(3);

test.use({
  deviceScaleFactor: 1,
  permissions: ['geolocation'],
  geolocation: { latitude: 53.48, longitude: -2.24 },
});

/** Saves what the phone shows now as docs/screenshots/{name}.png. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shotsDir}${name}.png`, animations: 'disabled', caret: 'hide' });
}

/** Logs in and expands the showcase job's van on the list. */
async function openList(page: Page, { vehicle }: TodaysJob): Promise<void> {
  await loginAs(page, demoDriver);
  const van = page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  await expect(van).toHaveAttribute('aria-expanded', 'true');
}

test('job list', async ({ page }) => {
  await openList(page, showcase);
  await expect(page.getByRole('link', { name: new RegExp(showcase.job.customer[0]!.name) })).toBeVisible();
  await shoot(page, 'job-list');
});

test('job screen', async ({ page }) => {
  await openList(page, showcase);
  await page.getByRole('link', { name: new RegExp(showcase.job.customer[0]!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${showcase.job.id}/overview$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(showcase.job.customer[0]!.name);
  await shoot(page, 'job-screen');
});

test('risk assessment', async ({ page }) => {
  await loginAs(page, demoDriver);
  await page.goto(`/job/${showcase.job.id}/overview`);
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  const question = (id: string) => riskQuestions.find((q) => q.id === id)!.text;
  await page
    .getByRole('group', { name: question('q1') })
    .getByLabel('Yes')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5' })).toBeVisible();
  await page
    .getByRole('group', { name: question('q2') })
    .getByLabel('Yes')
    .check();
  await page.getByLabel(/^Comment/).fill('Loose paving slabs on the path to the front door.');
  await page.getByLabel(/^Comment/).blur();
  await shoot(page, 'risk-assessment');
});

/** Opens the delivery report of a delivery job with a property issue and a furniture issue reported. */
async function reportIssues(page: Page): Promise<void> {
  const { job } = todaysJob(1);
  const sofa = job.products[0]!;
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, job.id);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('button', { name: messages.reportAnIssue }).click();
  await page
    .getByRole('group', { name: "Issue with the customer's property" })
    .getByRole('radio', { name: 'Damage to customer property' })
    .check();
  await page
    .getByRole('group', { name: 'Reason for Damage to customer property' })
    .getByLabel('Wall')
    .check();
  await page
    .getByRole('group', { name: `Issue with ${sofa.description}` })
    .getByRole('radio', { name: 'Damaged' })
    .check();
  await page.getByRole('group', { name: 'Reason for Damaged' }).getByLabel('Scratched').check();
  await page.getByLabel(`Comment for ${sofa.description}`).fill('Scratch on the right arm.');
  await addGalleryPhoto(page, 'Add photo of property damage', frontDoor, 'photo of property damage');
}

test('delivery report', async ({ page }) => {
  await reportIssues(page);
  await page.getByRole('button', { name: messages.cancelReport }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'delivery-report');
});

test('photo editor', async ({ page }) => {
  await reportIssues(page);
  await page.getByRole('button', { name: 'Edit photo of property damage 1' }).click();
  const canvas = page.getByRole('img', { name: /Draw on the photo/ });
  await expect(canvas).toBeVisible();
  await drawStroke(page, canvas, [0.3, 0.3, 0.7, 0.7]);
  await drawStroke(page, canvas, [0.3, 0.7, 0.7, 0.3]);
  await shoot(page, 'photo-editor');
});

test('signature', async ({ page }) => {
  const { job } = todaysJob(2);
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, job.id);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('checkbox', { name: messages.selectAll }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Customer name/).fill('Rajesh Patel');
  const pad = page.getByRole('img', { name: /^Signature pad/ });
  await page.getByRole('button', { name: 'Tap to sign' }).click();
  await drawStroke(page, pad, [0.1, 0.6, 0.45, 0.35]);
  await drawStroke(page, pad, [0.45, 0.35, 0.9, 0.55]);
  await addGalleryPhoto(page, 'Add collection photo', frontDoor, 'collection photo');
  await page.getByLabel(/^Customer name/).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  await shoot(page, 'signature');
});
