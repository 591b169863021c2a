// The dynamic risk assessment (product rules 4.9 and 5.1) in a phone against the real gateway: all five steps with
// every conditional follow-up, photos included, the DRA update with its image links, q1 "no" → failed.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { apiPaths } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import type { RiskAssessment } from '@domain/risk-assessment/risk-assessment';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { todaysJob, type TodaysJob } from './support/demo-jobs';
import { settleSaveNotice } from './support/completion';
import { loginAs } from './support/login';
import { cameraInput } from './support/photo-inputs';

const photo = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

function questionText(id: string): string {
  const question = riskQuestions.find((q) => q.id === id);
  if (question === undefined) throw new Error(`no question ${id}`);
  return question.text;
}

/** The yes/no group of a question, found by its legend. */
function answerGroup(page: Page, id: string) {
  return page.getByRole('group', { name: questionText(id) });
}

/** Opens the job from the list (expanding its van) and starts the risk assessment. */
async function startAssessment(page: Page, { job, vehicle }: TodaysJob): Promise<void> {
  const van = page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  await page.getByRole('link', { name: new RegExp(job.customer[0]!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/risk-assessment$`));
}

test('a driver completes all five steps with every follow-up and the gateway gets the DRA with its photos', async ({
  page,
  request,
}) => {
  const target = todaysJob(11);
  const { job } = target;
  await loginAs(page, demoDriver);
  await startAssessment(page, target);
  const next = page.getByRole('button', { name: 'Next' });

  // Step 1: is the customer in? Yes.
  await expect(page.getByRole('heading', { name: 'Step 1 of 5' })).toBeVisible();
  await expect(next).toBeDisabled();
  await answerGroup(page, 'q1').getByLabel('Yes').check();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: hazards? Yes → a required comment and a required photo.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5' })).toBeFocused();
  await expect(page.getByLabel(/^Comment/)).toHaveCount(0);
  await answerGroup(page, 'q2').getByLabel('Yes').check();
  await expect(next).toBeDisabled();
  await page.getByLabel(/^Comment/).fill('Loose paving slabs on the path.');
  await expect(next).toBeDisabled();
  await cameraInput(page, 'Photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  const rejected = page.getByRole('alert').filter({ hasText: 'notes.txt is not an image' });
  await expect(rejected).toHaveText('notes.txt is not an image. Only image files can be added.');
  await expect(next).toBeDisabled();
  await cameraInput(page, 'Photo').setInputFiles(photo('hazard.jpg'));
  await expect(page.getByRole('img', { name: 'Photo: photo 1' })).toBeVisible();
  await expect(rejected).toHaveCount(0);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3: safe access? No → a required comment and a required photo.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5' })).toBeVisible();
  await answerGroup(page, 'q3').getByLabel('No').check();
  await cameraInput(page, 'Photo').setInputFiles(photo('access.jpg'));
  await expect(next).toBeDisabled();
  await page.getByLabel(/^Comment/).fill('Parking only on the next street.');
  await expect(next).toBeEnabled();
  await next.click();

  // Step 4: No → a required comment, no photo.
  await answerGroup(page, 'q4').getByLabel('No').check();
  await expect(cameraInput(page, 'Photo')).toHaveCount(0);
  await expect(next).toBeDisabled();
  await page.getByLabel(/^Comment/).fill('Two-person lift needed for the bookcase.');
  await expect(next).toBeEnabled();
  await next.click();

  // Step 5: q5 No → a required comment; q6's comment is always shown and optional.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(page.getByLabel(questionText('q6'))).toBeVisible();
  await expect(submit).toBeDisabled();
  await answerGroup(page, 'q5').getByLabel('No').check();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Comment/).fill('Hallway is narrow; remove the door.');
  await expect(submit).toBeEnabled();
  await page.getByLabel(questionText('q6')).fill('Customer was very helpful.');

  // Back keeps what was answered.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5' })).toBeVisible();
  await expect(page.getByLabel(/^Comment/)).toHaveValue('Two-person lift needed for the bookcase.');
  await next.click();

  const draSent = page.waitForResponse(
    (response) => response.url().endsWith(apiPaths.draUpdate) && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await submit.click();
  // The save's notice (product rule 8.6): the retail notice once the gateway took it (or the offline message if it is slow).
  await settleSaveNotice(page);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
  await expect(page.getByRole('button', { name: 'Complete' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Failed' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Dynamic Risk Assessment' })).toHaveCount(0);

  const response = await draSent;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as RiskAssessment;
  expect(sent.orderReference).toBe(job.delivery_job.order_number);
  expect(sent.user_type).toBe(demoDriver.userType.toLowerCase());
  const byId = new Map(sent.questions.map((q) => [q.questionId, q]));
  expect(byId.get('q1')).toMatchObject({ isTrue: true, details: '' });
  expect(byId.get('q2')).toMatchObject({ isTrue: true, details: 'Loose paving slabs on the path.' });
  expect(byId.get('q3')).toMatchObject({ isTrue: false, details: 'Parking only on the next street.' });
  expect(byId.get('q4')).toMatchObject({
    isTrue: false,
    details: 'Two-person lift needed for the bookcase.',
  });
  expect(byId.get('q5')).toMatchObject({ isTrue: false, details: 'Hallway is narrow; remove the door.' });
  expect(byId.get('q6')).toMatchObject({ details: 'Customer was very helpful.' });
  for (const id of ['q2', 'q3']) {
    const urls = byId.get(id)?.imageUrls ?? [];
    expect(urls).toHaveLength(1);
    const image = await request.get(urls[0]!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  }
});

test('"no" to "is the customer in" leads to the failed screen', async ({ page }) => {
  const target = todaysJob(6);
  await loginAs(page, demoDriver);
  await startAssessment(page, target);
  await answerGroup(page, 'q1').getByLabel('No').check();
  await expect(page.getByRole('status').filter({ hasText: 'The customer is not in' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${target.job.id}/failed$`));
  await expect(page.getByRole('heading', { name: 'Reason for Failed Job' })).toBeVisible();
});

test('an admin never sees the risk assessment', async ({ page }) => {
  await loginAs(page, demoAdmin);
  const firstJob = page.locator('a[href^="/job/"]').first();
  await expect(firstJob).toBeVisible();
  const href = await firstJob.getAttribute('href');
  expect(href).toMatch(/\/overview$/);
  await page.goto(href!.replace(/overview$/, 'risk-assessment'));
  await expect(page).toHaveURL(href!);
});
