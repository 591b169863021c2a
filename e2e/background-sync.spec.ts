// The background-sync backstop (architecture rule 5): a failure with its front-door photo saved offline is
// copied into the service worker's queue; with every page closed the signal returns and a Background
// Sync event replays it. It reaches the gateway exactly once, photo first, although every access token
// expired in between, and the reopened app confirms it without a second update.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { JobOutcomeStatus } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver2 } from '@server/seed/demo-accounts';
import { gatewayJobUpdates } from './support/demo-jobs';
import { loginAs } from './support/login';
import {
  backstopQueueKeys,
  dispatchBackstopSync,
  driver2Job,
  outboxKeysFor,
  waitForControl,
} from './support/service-worker';
import { cameraInput } from './support/photo-inputs';

const frontDoorPhoto = new URL('./fixtures/front-door.jpg', import.meta.url).pathname;

function vanButton(page: Page, vehicle: string) {
  return page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
}

test('a failure queued while the app is closed reaches the gateway once, after the access token expired', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { job, vehicle } = driver2Job(1);
  const customerName = job.customer[0]!.name;
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);
  await loginAs(page, demoDriver2);
  await expect(vanButton(page, vehicle)).toBeVisible();
  await waitForControl(page);
  await page.goto(jobPath(job.id, 'failed'));
  const reason = page.getByRole('group', { name: 'Reason', exact: true });
  await expect(reason.getByLabel('Customer not in')).toBeVisible();

  await context.setOffline(true);
  await reason.getByLabel('Customer not in').check();
  await cameraInput(page, messages.photoOfFrontDoor).setInputFiles(frontDoorPhoto);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.offlineSave);
  await dialog.getByRole('button', { name: messages.ok }).click();
  const [key] = await outboxKeysFor(page, job.id);
  expect(key).toBeDefined();
  // The page told the service worker that work waits; its queue holds a copy under the same key.
  await expect.poll(() => backstopQueueKeys(page)).toEqual([key]);

  // Every page closes, every access token expires, then the signal returns.
  await page.close();
  expect((await request.post('/__test/expire-access-tokens')).ok()).toBe(true);
  await context.setOffline(false);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

  // A blank page (the app never runs) only to reach the browser's DevTools protocol.
  const blank = await context.newPage();
  await dispatchBackstopSync(context, blank, new URL(baseURL ?? '').origin);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 20_000 })
    .toBe(1);
  const [update] = await gatewayJobUpdates(request, job.id);
  expect(update?.idempotency_key).toBe(key);
  expect(update?.payload.job_outcome_status).toBe(JobOutcomeStatus.Failed);
  expect(update?.payload.delivery_job.job_failed_reason).toBe(1001);
  expect(update?.payload.job_activity_gallery).toEqual([
    expect.objectContaining({ status: 'down', uri: expect.stringMatching(/^http/) }),
  ]);

  // The replay stored the rotated tokens: after the access tokens expire once more the reopened app
  // refreshes with them and stays logged in, then confirms the entry with an idempotent resend.
  expect((await request.post('/__test/expire-access-tokens')).ok()).toBe(true);
  const app = await context.newPage();
  await app.goto('/job-list');
  await expect(vanButton(app, vehicle)).toBeVisible();
  await expect.poll(() => outboxKeysFor(app, job.id), { timeout: 20_000 }).toEqual([]);
  await expect(app).toHaveURL(/\/job-list$/);
  await expect(app.getByText(messages.loginExpired)).toHaveCount(0);
  // Synced, the failed job leaves the list.
  if ((await vanButton(app, vehicle).getAttribute('aria-expanded')) !== 'true')
    await vanButton(app, vehicle).click();
  await expect(app.getByRole('link', { name: new RegExp(customerName) })).toHaveCount(0);
  await expect.poll(() => backstopQueueKeys(app)).toEqual([]);
  await app.waitForTimeout(2_000);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(1);
});
