// Safe updates (product rules 2.19 and 7.7; architecture rule 9): two tabs run build A. Build B ships (a second build with
// another VITE_APP_BUILD_ID, served through the test route that switches the gateway's static
// directory) and the update banner shows in both tabs. The signal goes and a change is saved offline;
// with it pending, Update is tapped: local and session storage are cleared (app info kept), the old
// version's caches go, and both tabs reload onto build B (offline, from B's precache) with the change
// still on the device. When the signal returns it syncs, once. And a version found waiting before a
// rollback and a new deploy is not what Update lands on: Update takes the build served now.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { demoDriver2 } from '@server/seed/demo-accounts';
import { gatewayJobUpdates } from './support/demo-jobs';
import { jobCard } from './support/job-card';
import { loginAs } from './support/login';
import { cachedUrls, driver2Job, outboxKeysFor, waitForControl } from './support/service-worker';

const BUILD_B = 'e2e-build-b';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const buildB = join(tmpdir(), `doorstep-build-b-${process.pid}`);

test.beforeAll(() => {
  test.setTimeout(120_000);
  execFileSync('npx', ['vite', 'build', '--outDir', buildB, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    env: { ...process.env, VITE_APP_BUILD_ID: BUILD_B },
    stdio: 'pipe',
  });
});

test.afterAll(() => {
  rmSync(buildB, { recursive: true, force: true });
});

/** The driver brings the app back to the front: the app looks for a new version. */
async function bringToFront(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Whether the registration's waiting worker is another one than when this was last called with `mark`. */
function anotherWaiting(page: Page, mark: boolean): Promise<boolean> {
  return page.evaluate(async (remember) => {
    const seen = window as unknown as { seenWaiting?: ServiceWorker | null };
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting ?? null;
    const changed = waiting !== null && waiting !== seen.seenWaiting;
    if (remember) seen.seenWaiting = waiting;
    return changed;
  }, mark);
}

function assetsOf(dir: string): string[] {
  return readdirSync(join(dir, 'assets')).map((name) => `/assets/${name}`);
}

test('Update moves every open tab to the new build and keeps the unsynced change, which then syncs once', async ({
  page,
  context,
  request,
}) => {
  const { job, vehicle } = driver2Job(2);
  const customerName = job.customer[0]!.name;
  expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);
  try {
    await loginAs(page, demoDriver2);
    await jobCard(page, vehicle, customerName);
    await waitForControl(page);
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    expect(await page.locator('html').getAttribute('data-build')).not.toBe(BUILD_B);
    const second = await context.newPage();
    await second.goto('/job-list');
    await jobCard(second, vehicle, customerName);
    await waitForControl(second);

    // Build B ships. Coming back to the second tab (a navigation) finds it; both tabs offer it.
    expect((await request.post('/__test/static-dir', { data: { dir: buildB } })).ok()).toBe(true);
    await second.reload();
    for (const tab of [page, second]) {
      await expect(tab.getByRole('button', { name: messages.update })).toBeVisible({ timeout: 30_000 });
      await expect(tab.getByText(messages.updateAvailable)).toBeVisible();
    }
    // The banner lies over the foot of the screen, not above the list, which it would push down as it came.
    expect((await page.getByText(messages.updateAvailable).boundingBox())?.y).toBeGreaterThan(740 / 2);
    expect(await page.evaluate(() => localStorage.getItem('updateAlert'))).toBe('true');

    // The signal goes; a change is saved on the device and waits.
    await context.setOffline(true);
    await page.goto(jobPath(job.id, 'suspend'));
    await page.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
    await page.getByLabel(/^Note/).fill('Back after lunch');
    await page.getByRole('button', { name: 'Suspend Job' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(messages.offlineSave);
    await dialog.getByRole('button', { name: messages.ok }).click();
    await expect(page).toHaveURL(/\/job-list$/);
    await expect(await jobCard(page, vehicle, customerName)).toContainText(messages.notSynced);
    const [key] = await outboxKeysFor(page, job.id);
    expect(key).toBeDefined();

    const appInfo = await page.evaluate(() => sessionStorage.getItem('appInfo'));
    expect(appInfo).not.toBeNull();
    await page.evaluate(() => {
      localStorage.setItem('e2e-marker', 'A');
      sessionStorage.setItem('e2e-marker', 'A');
    });
    await second.evaluate(() => sessionStorage.setItem('e2e-marker', 'A'));

    await page.getByRole('button', { name: messages.update }).click();

    for (const tab of [page, second]) {
      await expect(tab.locator('html')).toHaveAttribute('data-build', BUILD_B, { timeout: 30_000 });
      await expect(tab.getByRole('button', { name: messages.update })).toHaveCount(0);
      expect(
        await tab.evaluate(() => [localStorage.getItem('e2e-marker'), sessionStorage.getItem('e2e-marker')]),
      ).toEqual([null, null]);
      expect(await tab.evaluate(() => sessionStorage.getItem('appInfo'))).not.toBeNull();
    }
    expect(await page.evaluate(() => sessionStorage.getItem('appInfo'))).toBe(appInfo);
    expect(await page.evaluate(() => localStorage.getItem('updateAlert'))).toBeNull();
    // The caches hold build B and nothing of build A.
    const caches = await cachedUrls(page);
    expect(Object.keys(caches)).toHaveLength(1);
    const cached = Object.values(caches).flat();
    expect(cached).toEqual(expect.arrayContaining(assetsOf(buildB)));
    const onlyInA = assetsOf(join(repoRoot, 'dist')).filter((asset) => !assetsOf(buildB).includes(asset));
    expect(onlyInA.length).toBeGreaterThan(0);
    expect(cached.filter((url) => onlyInA.includes(url))).toEqual([]);

    // The change is still on the device, shown as not synced in both tabs, and not at the gateway.
    for (const tab of [page, second]) {
      await expect(await jobCard(tab, vehicle, customerName)).toContainText(messages.notSynced);
    }
    expect(await outboxKeysFor(page, job.id)).toEqual([key]);
    expect(await gatewayJobUpdates(request, job.id)).toHaveLength(0);

    // The signal returns: it syncs, once, under the same key.
    await context.setOffline(false);
    await expect
      .poll(async () => (await gatewayJobUpdates(request, job.id)).length, { timeout: 30_000 })
      .toBe(1);
    expect((await gatewayJobUpdates(request, job.id))[0]?.idempotency_key).toBe(key);
    for (const tab of [page, second]) {
      await expect(await jobCard(tab, vehicle, customerName)).not.toContainText(messages.notSynced);
    }
    await page.waitForTimeout(2_000);
    expect(await gatewayJobUpdates(request, job.id)).toHaveLength(1);
  } finally {
    await request.post('/__test/static-dir', { data: { dir: null } });
  }
});

test('Update lands on the build served now, not on one found waiting before a rollback and a new deploy', async ({
  page,
  request,
}) => {
  try {
    await loginAs(page, demoDriver2);
    await waitForControl(page);
    const buildA = await page.locator('html').getAttribute('data-build');
    expect(buildA).not.toBe(BUILD_B);

    // Build B ships; the app finds it waiting and offers it. The driver does not tap Update yet.
    expect((await request.post('/__test/static-dir', { data: { dir: buildB } })).ok()).toBe(true);
    await bringToFront(page);
    await expect(page.getByRole('button', { name: messages.update })).toBeVisible({ timeout: 30_000 });
    expect(await anotherWaiting(page, true)).toBe(true);

    // B is rolled back: the app finds build A's script, which replaces B as the version waiting.
    expect((await request.post('/__test/static-dir', { data: { dir: null } })).ok()).toBe(true);
    await expect
      .poll(
        async () => {
          await bringToFront(page);
          return anotherWaiting(page, false);
        },
        { timeout: 30_000, intervals: [1_000], message: 'build A waits in place of B' },
      )
      .toBe(true);

    // B ships again; the banner still shows, and the driver taps Update before the app looked again.
    expect((await request.post('/__test/static-dir', { data: { dir: buildB } })).ok()).toBe(true);
    await page.getByRole('button', { name: messages.update }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', BUILD_B, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: messages.update })).toHaveCount(0);
  } finally {
    await request.post('/__test/static-dir', { data: { dir: null } });
  }
});
