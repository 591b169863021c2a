// The office's board of today (product rule 2.22) in Debian Chromium: an admin at 1280×800 watches /today while
// a driver's phone (a second context, 360×740 touch, CPU 4×) works offline; when the phone gets signal the
// board shows its position and what waits on it, and within 2 s of its sync the suspensions, with no reload.
import type { Page, Route } from '@playwright/test';
import { apiPaths } from '@domain/gateway/api-shapes';
import { jobPath } from '@domain/accounts/routes';
import { messages } from '@domain/app/messages';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { gatewayJobUpdates } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { settleSaveNotice } from './support/completion';
import { loginAs, loginForOfflineWork } from './support/login';

const PHONE_SPOT = { latitude: 53.4221, longitude: -2.231, accuracy: 12 };

/** Suspends a job from within the running app (a page load offline would start the engine anew). */
async function suspendOffline(phone: Page, jobId: string, note: string): Promise<void> {
  await phone.evaluate(
    (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    jobPath(jobId, 'suspend'),
  );
  await phone.getByRole('group', { name: 'Reason' }).getByLabel('Lunch').check();
  await phone.getByLabel(/^Note/).fill(note);
  await phone.getByRole('button', { name: 'Suspend Job' }).click();
  expect(await settleSaveNotice(phone)).toContain(messages.offlineSave);
  await expect(phone).toHaveURL(/\/job-list$/);
}

test('the board shows what waits on an offline phone, then its synced work within 2 s, with no reload', async ({
  browser,
  request,
  baseURL,
  takeJobs,
}) => {
  test.setTimeout(120_000);
  const [first, second] = takeJobs(2);
  if (!first || !second) throw new Error('two jobs expected');
  const { vehicle } = first;

  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    geolocation: PHONE_SPOT,
    permissions: ['geolocation'],
  });
  const phone = await phoneContext.newPage();
  const cdp = await phoneContext.newCDPSession(phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await loginForOfflineWork(phone, demoDriver);
  await expect(phone.getByRole('button', { name: /^Van / }).first()).toBeVisible();

  const officeContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const office = await officeContext.newPage();
  await loginAs(office, demoAdmin);
  await office.getByRole('link', { name: 'Today: every van live' }).click();
  await expect(office).toHaveURL(/\/today$/);
  await expect(office.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const van = office.getByRole('article', { name: `Dan Driver · ${vehicle}` });
  await expect(van).toBeVisible();
  const navigations: string[] = [];
  office.on('framenavigated', (frame) => {
    if (frame === office.mainFrame()) navigations.push(frame.url());
  });

  await phoneContext.setOffline(true);
  await suspendOffline(phone, first.id, 'Lunch stop, back at 2');
  await suspendOffline(phone, second.id, 'Lunch stop, back at 3');
  expect(await gatewayJobUpdates(request, first.id)).toHaveLength(0);

  // The phone's job updates wait until the board has shown the backlog.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await phoneContext.route(`${baseURL}${apiPaths.jobUpdate}`, async (route: Route) => {
    await held;
    await route.continue();
  });

  await phoneContext.setOffline(false);
  await expect(van).toContainText(/2 changes waiting on the phone for (under 1 min|\d+ min)/, {
    timeout: 15_000,
  });
  await expect(van).toContainText(/Position (under 1 min|\d+ min) ago/);
  // The gateway stored what the phone said waits on it, with the phone's position.
  const beats = (await (await request.get('/__test/heartbeats')).json()) as {
    username: string;
    payload: Record<string, unknown>;
  }[];
  expect(beats.filter((beat) => beat.username === demoDriver.username).at(-1)?.payload).toMatchObject({
    latitude: PHONE_SPOT.latitude,
    longitude: PHONE_SPOT.longitude,
    pending_changes: 2,
    pending_photos: 0,
  });
  await expect(van.getByRole('definition').nth(2)).toHaveText('0');

  release();
  await expect
    .poll(async () => (await gatewayJobUpdates(request, second.id)).length, { timeout: 30_000 })
    .toBe(1);
  const synced = Date.now();
  await expect(van.getByRole('definition').nth(2)).toHaveText('2', { timeout: 2000 });
  expect(Date.now() - synced).toBeLessThanOrEqual(2000);
  const needs = office.getByRole('region', { name: 'Needs the office' });
  // One click away: each suspended job opens from the list of what needs the office.
  for (const job of [first, second])
    await expect(needs.locator(`a[href="${jobPath(job.id, 'overview')}"]`)).toHaveText('Open job');
  // Its backlog sent, the phone says so in a heartbeat once the 3 s gap has passed.
  await expect(van).toContainText('Nothing waiting on the phone', { timeout: 10_000 });
  expect(navigations).toEqual([]);
  await expect(office).toHaveURL(/\/today$/);

  await phoneContext.close();
  await officeContext.close();
});

test('a driver opening /today is sent to their own list', async ({ page }) => {
  await loginAs(page, demoDriver);
  await page.goto('/today');
  await expect(page).toHaveURL(/\/job-list$/);
});
