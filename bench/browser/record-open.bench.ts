// `npx playwright test -c playwright.docs.config.ts --project record-bench` (after `npm run build`): how long the admin's evidence record takes to open for a job with 10 photos and a
// signature, at full speed and with the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), from the tap on
// the search result to the record drawn and to every image shown. Not a test of a time limit: it records the
// numbers in docs/benchmarks/record-open.json and prints them.
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type { Page } from '@playwright/test';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { waitForCompletedJob } from '@e2e/support/completed-job';
import { addGalleryPhoto, settleSaveNotice, signOnPad } from '@e2e/support/completion';
import { gatewayJob } from '@e2e/support/demo-jobs';
import { openAndAssess } from '@e2e/support/chaos-work';
import { expect, test } from '@e2e/support/fresh-gateway';
import { loginAs } from '@e2e/support/login';
import { plainPhoto } from '@e2e/support/photo-fixtures';
import { pageOf, evidenceImagesLoaded } from '@e2e/support/evidence-page';

const resultFile = new URL('../../docs/benchmarks/record-open.json', import.meta.url).pathname;
const PHOTOS = 10;

/** Opens the record from the search result; answers ms to the record drawn and to every image shown. */
async function openEvidence(page: Page, jobId: string): Promise<{ drawnMs: number; imagesMs: number }> {
  const start = Date.now();
  await page
    .getByRole('list', { name: 'Jobs found' })
    .getByRole('link', { name: new RegExp(jobId) })
    .click();
  await expect(page.getByRole('heading', { name: /^Evidence record — job / })).toBeVisible({
    timeout: 60_000,
  });
  const drawnMs = Date.now() - start;
  await evidenceImagesLoaded(page, PHOTOS + 1);
  return { drawnMs, imagesMs: Date.now() - start };
}

test('the evidence record of a job with 10 photos opens, at full speed and at CPU 4×', async ({
  page,
  request,
  browser,
  baseURL,
  takeJobs,
}) => {
  test.setTimeout(300_000);
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  const photo = await plainPhoto(page);
  await loginAs(page, demoDriver);
  await openAndAssess(page, job);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Customer name/).fill('Bench Customer');
  await signOnPad(page);
  for (let i = 0; i < PHOTOS; i += 1)
    await addGalleryPhoto(page, 'Add delivered photo', photo, 'delivered photo');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  await settleSaveNotice(page);
  await waitForCompletedJob(request, job.id, 60_000);
  const postcode = (await gatewayJob(request, job.id)).customer[0]?.postcode ?? '';

  // Each speed in a fresh context of its own: nothing cached, the record's code chunk fetched as on a first open.
  const runs = [];
  for (const rate of [1, 4]) {
    const admin = await pageOf(browser, baseURL ?? '', demoAdmin);
    const cdp = await admin.context().newCDPSession(admin);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await admin.getByLabel('Job id, order number or customer postcode').fill(postcode);
    await admin.getByRole('button', { name: 'Search' }).click();
    runs.push({ cpuThrottlingRate: rate, ...(await openEvidence(admin, job.id)) });
    await admin.context().close();
  }
  const result = { photos: PHOTOS, signature: true, runs, measuredAt: new Date().toISOString() };
  const options = (await resolveConfig(resultFile)) ?? {};
  await writeFile(resultFile, await format(JSON.stringify(result), { ...options, parser: 'json' }));
  console.log(JSON.stringify(result, null, 2));
});
