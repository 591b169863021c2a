// Reason codes are fetched for every retailer of the day when the list loads and kept on the phone, so a job can
// be failed with no signal; if a retailer's codes are missing anyway (the call failed, then the signal went),
// the failed screen and the delivery report say so in words, and Try again loads them once back online.
import { messages } from '@domain/app/messages';
import { JobOutcomeStatus } from '@domain/job/enums';
import { apiPaths } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { demoDriver } from '@server/seed/demo-accounts';
import { reasonCodesMissingMessage } from '@domain/reasons/missing-reasons-message';
import { passRiskAssessment } from './support/completion';
import { gatewayJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { jobCard } from './support/job-card';
import { loginForOfflineWork } from './support/login';
import { openJobView } from './support/offline-work';
import type { Page } from '@playwright/test';

const reasonCodesUrl = `**${apiPaths.reasonCodes(DEFAULT_RETAILER_CODE)}*`;

/** How many of the retailer's reason codes the phone's database holds (0 when none). */
function storedReasonCodes(page: Page, retailerId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('doorstep');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('reasonCodes').objectStore('reasonCodes').get(id);
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { reasonCodes?: unknown[] } | undefined)?.reasonCodes?.length ?? 0);
          };
          read.onerror = () => reject(new Error(String(read.error)));
        };
      }),
    retailerId,
  );
}

/** Chooses a failure reason that needs no photo, then Fail. */
async function failForParking(page: Page): Promise<void> {
  const reason = page.getByRole('group', { name: 'Reason', exact: true });
  await reason.getByLabel('Access problem').check();
  await page.getByRole('group', { name: 'Reason for Access problem' }).getByLabel('No safe parking').check();
  await page.getByRole('group', { name: 'Reason for No safe parking' }).getByLabel('Road closed').check();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
}

test('a job is failed with no signal, with the reasons fetched when the list loaded', async ({
  page,
  context,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const codesLoaded = page.waitForResponse((response) => response.url().includes('/reasonCodes'));
  await loginForOfflineWork(page, demoDriver);
  await expect(await jobCard(page, job!.vehicle, job!.customerName)).toBeVisible();
  await codesLoaded;
  await expect.poll(() => storedReasonCodes(page, DEFAULT_RETAILER_CODE)).toBeGreaterThan(0);

  await context.setOffline(true);
  await openJobView(page, job!.id, 'failed');
  await expect(page.getByText(reasonCodesMissingMessage('fail this job'))).toHaveCount(0);
  await failForParking(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.offlineSave);
  await dialog.getByRole('button', { name: messages.ok }).click();
  await expect(page).toHaveURL(/\/job-list$/);

  await context.setOffline(false);
  await expect
    .poll(async () => (await gatewayJob(request, job!.id)).job_outcome_status, { timeout: 30_000 })
    .toBe(JobOutcomeStatus.Failed);
  expect((await gatewayJob(request, job!.id)).delivery_job.job_failed_reason).toBe(1006);
});

test('reasons the phone never got are said to be missing, in words; Try again loads them once online', async ({
  page,
  context,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  // The retailer's reason codes call fails all morning.
  await context.route(reasonCodesUrl, (route) => route.abort('connectionfailed'));
  await loginForOfflineWork(page, demoDriver);
  await expect(await jobCard(page, job!.vehicle, job!.customerName)).toBeVisible();
  // The risk assessment first, so the delivery report opens too.
  await passRiskAssessment(page, job!.id);

  await context.setOffline(true);
  await openJobView(page, job!.id, 'failed');
  const missing = page.getByRole('alert').filter({ hasText: reasonCodesMissingMessage('fail this job') });
  await expect(missing).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reason', exact: true })).toHaveCount(0);

  // The delivery report says so too, when the driver goes to report an issue.
  await openJobView(page, job!.id, 'delivery-report');
  await page.getByRole('button', { name: messages.reportAnIssue }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: reasonCodesMissingMessage('report an issue') }),
  ).toBeVisible();
  await openJobView(page, job!.id, 'failed');
  await expect(missing).toBeVisible();

  await context.unroute(reasonCodesUrl);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(missing).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Reason', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fail', exact: true })).toBeVisible();
});
