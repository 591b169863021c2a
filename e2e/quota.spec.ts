// Issue 6 "Storage that is not lost": with usage above 80% of the quota a new photo is refused
// with the exact §5 message, the photo already chosen stays, and a change saved offline earlier is
// kept and syncs exactly once. The quota is shrunk in the page's navigator.storage.estimate():
// this Chromium accepts CDP Storage.overrideQuotaForOrigin (Storage.getUsageAndQuota reports it)
// but neither estimate() nor IndexedDB writes in the page follow it.
import { expect, test, type Page } from '@playwright/test';
import { JobOutcomeStatus } from '../src/domain/enums';
import { messages } from '../src/domain/messages';
import { jobPath } from '../src/domain/routes';
import { demoDriver } from '../server/seed/demo-accounts';
import { gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { loginAs } from './support/login';

const frontDoorPhoto = new URL('./fixtures/front-door.jpg', import.meta.url).pathname;

/** The job's card on the list, with its van expanded. */
async function jobCard(page: Page, vehicle: string, customerName: string) {
  const van = page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  return page.getByRole('link', { name: new RegExp(customerName) });
}

/** What navigator.storage.estimate() reports in the page. */
function estimate(page: Page): Promise<{ usage: number; quota: number }> {
  return page.evaluate(async () => {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    return { usage, quota };
  });
}

test('a full device refuses new photos with the §5 message and keeps the work saved earlier', async ({
  page,
  context,
  request,
}) => {
  const { job, vehicle } = todaysJob(1);
  const customerName = job.customer[0]!.name;
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: messages.van(vehicle), exact: false })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // One change saved offline.
  await page.goto(jobPath(job.id, 'suspend'));
  await context.setOffline(true);
  await page.getByLabel(/^Note/).fill('Customer at the school run');
  await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await page.getByRole('button', { name: 'Suspend Job' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.offlineSave);
  await dialog.getByRole('button', { name: messages.ok }).click();
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(await jobCard(page, vehicle, customerName)).toContainText(messages.notSynced);

  // A photo chosen while there is room, then the quota shrinks below the usage.
  await page.goto(jobPath(job.id, 'failed'));
  await page.getByRole('group', { name: 'Reason', exact: true }).getByLabel('Customer not in').check();
  const photoInput = page.getByLabel(messages.photoOfFrontDoor);
  await photoInput.setInputFiles(frontDoorPhoto);
  const firstPhoto = page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 1` });
  await expect(firstPhoto).toBeVisible();
  await expect(page.getByText(messages.maxUploadSize)).toHaveCount(0);

  const { usage } = await estimate(page);
  expect(usage).toBeGreaterThan(0);
  await page.evaluate(
    (quota) => {
      const real = navigator.storage.estimate.bind(navigator.storage);
      navigator.storage.estimate = async () => ({ ...(await real()), quota });
    },
    Math.floor(usage / 2),
  );
  expect((await estimate(page)).quota).toBeLessThan(usage);

  await photoInput.setInputFiles(frontDoorPhoto);
  await expect(page.getByText(messages.maxUploadSize, { exact: true })).toBeVisible();
  await expect(firstPhoto).toBeVisible();
  await expect(page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 2` })).toHaveCount(0);

  // The earlier change is still on the device.
  await page.getByRole('link', { name: 'Back to job' }).click();
  await page.goto('/job-list');
  await expect(await jobCard(page, vehicle, customerName)).toContainText(messages.notSynced);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  // A signal: it syncs exactly once.
  await context.setOffline(false);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
    .toBe(1);
  await expect(page.getByText(messages.notSynced)).toHaveCount(0);
  const [update] = await gatewayJobUpdates(request, job.id);
  expect(update?.payload.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
  await page.waitForTimeout(2_000);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(1);
});
