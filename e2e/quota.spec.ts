// Storage that is not lost: a device whose storage quota is used up refuses a new
// photo and fails a save with the exact message of product rule 5.7, keeps the photo already chosen and the change
// saved earlier, and that change syncs exactly once when there is room and signal again.
//
// The quota is real: CDP Storage.overrideQuotaForOrigin gives the origin a small quota before its
// first storage access, and the test then fills it with its own IndexedDB records until Chromium
// answers QuotaExceededError. Two Chromium details shape this (found in Chromium 156):
// - IndexedDB grants space from a cached "space remaining" figure that decays over 30 s, so an
//   override set after the origin used storage is not enforced until that cache runs out; set
//   before the first access (and the quota filled by writes) it is enforced at once.
// - Since Chrome 138 navigator.storage.estimate() reports usage + 10 GiB whatever the quota
//   ("predictable reported storage quota", feature StaticStorageQuota); this file's browser turns
//   it off so the app's 80%-of-quota photo check sees the real figures, as older browsers report.
import { expect, type CDPSession, type Page } from '@playwright/test';
import { test as base } from './support/test-within-a-day';
import { JobOutcomeStatus } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver } from '@server/seed/demo-accounts';
import { gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginAs } from './support/login';
import { cameraInput } from './support/photo-inputs';

const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--disable-features=StaticStorageQuota'],
      });
    },
    { scope: 'worker' },
  ],
});

/** The quota the origin gets: room for the app shell, the day's jobs and a few photos. */
const SMALL_QUOTA_BYTES = 8 * 1024 * 1024;
const FILLER_DATABASE = 'quota-e2e-filler';
const frontDoorPhoto = new URL('./fixtures/front-door.jpg', import.meta.url).pathname;

/** Sets (or with no size, lifts) the origin's quota; the override lasts while the session is attached. */
async function overrideQuota(cdp: CDPSession, origin: string, quotaSize?: number): Promise<void> {
  await cdp.send(
    'Storage.overrideQuotaForOrigin',
    quotaSize === undefined ? { origin } : { origin, quotaSize },
  );
}

/**
 * Adds records to a database of the test's own, in ever smaller blobs, until Chromium refuses
 * even 1 KiB; answers the bytes written and the name of the last refusal.
 */
function fillStorage(page: Page): Promise<{ written: number; refusal: string }> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('blobs', { autoIncrement: true });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
    });
    let refusal = '';
    const add = (size: number) =>
      new Promise<boolean>((resolve) => {
        const tx = db.transaction('blobs', 'readwrite');
        tx.objectStore('blobs').add(new Blob([new Uint8Array(size)]));
        tx.oncomplete = () => resolve(true);
        tx.onabort = () => {
          refusal = tx.error?.name ?? 'AbortError';
          resolve(false);
        };
      });
    let written = 0;
    for (let size = 1024 * 1024; size >= 1024 && written < 64 * 1024 * 1024; size /= 4) {
      while (written < 64 * 1024 * 1024 && (await add(size))) written += size;
    }
    db.close();
    return { written, refusal };
  }, FILLER_DATABASE);
}

/** Deletes the test's own database: the device has room again. */
function freeStorage(page: Page): Promise<void> {
  return page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error(`cannot delete ${name}`));
      }),
    FILLER_DATABASE,
  );
}

test('a full device refuses photos and saves with the message of product rule 5.7 and keeps the work saved earlier', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { job, vehicle } = todaysJob(1);
  const customerName = job.customer[0]!.name;
  // The job may already hold an update from an earlier spec on this gateway (an arrival); count from here.
  const earlier = (await gatewayJobUpdates(request, job.id)).length;

  // A small quota from the first visit on.
  const origin = new URL(baseURL ?? '').origin;
  const cdp = await context.newCDPSession(page);
  await overrideQuota(cdp, origin, SMALL_QUOTA_BYTES);

  await loginAs(page, demoDriver);
  await expect(page.getByRole('button', { name: messages.van(vehicle), exact: false })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const start = await cdp.send('Storage.getUsageAndQuota', { origin });
  expect(start).toMatchObject({ quota: SMALL_QUOTA_BYTES, overrideActive: true });
  expect(await page.evaluate(async () => (await navigator.storage.estimate()).quota)).toBe(SMALL_QUOTA_BYTES);

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

  // A photo chosen while there is room, then the device fills up.
  await page.goto(jobPath(job.id, 'failed'));
  await page.getByRole('group', { name: 'Reason', exact: true }).getByLabel('Customer not in').check();
  const photoInput = cameraInput(page, messages.photoOfFrontDoor);
  await photoInput.setInputFiles(frontDoorPhoto);
  const firstPhoto = page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 1` });
  await expect(firstPhoto).toBeVisible();
  await expect(page.getByText(messages.maxUploadSize)).toHaveCount(0);

  const filled = await fillStorage(page);
  expect(filled.refusal).toBe('QuotaExceededError');
  expect(filled.written).toBeGreaterThan(0);
  const full = await cdp.send('Storage.getUsageAndQuota', { origin });
  expect(full.usage).toBeGreaterThan(0.8 * SMALL_QUOTA_BYTES);

  // Another photo is refused before it is taken; the first one stays.
  await photoInput.setInputFiles(frontDoorPhoto);
  await expect(page.getByText(messages.maxUploadSize, { exact: true })).toBeVisible();
  await expect(firstPhoto).toBeVisible();
  await expect(page.getByRole('img', { name: `${messages.photoOfFrontDoor}: photo 2` })).toHaveCount(0);

  // Failing the job cannot be stored: the save answers the same message and nothing is lost.
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(dialog.getByText(messages.maxUploadSize, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: messages.ok }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath(job.id, 'failed')}$`));
  await expect(firstPhoto).toBeVisible();

  // The earlier change is still on the device.
  await page.goto('/job-list');
  await expect(await jobCard(page, vehicle, customerName)).toContainText(messages.notSynced);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(earlier);

  // Room and a signal again: the earlier change syncs exactly once; the refused fail never left.
  await freeStorage(page);
  await overrideQuota(cdp, origin);
  await context.setOffline(false);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
    .toBe(earlier + 1);
  await expect(page.getByText(messages.notSynced)).toHaveCount(0);
  // The job's updates are not listed in the order they came: find the suspension among them.
  const suspensions = (await gatewayJobUpdates(request, job.id)).filter(
    (update) => update.payload.job_outcome_status === JobOutcomeStatus.Suspended,
  );
  expect(suspensions).toHaveLength(1);
  await page.waitForTimeout(2_000);
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(earlier + 1);
});
