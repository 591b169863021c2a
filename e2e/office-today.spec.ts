// The office's board of today (product rule 2.22) in Debian Chromium: an admin at 1280×800 watches /today while
// a driver's phone (a second context, 360×740 touch, CPU 4×) works offline; when the phone gets signal the
// board shows its position and what waits on it, and within 2 s of its sync the suspensions, with no reload.
// At the desk a job opened from "Needs the office" shows beside the board, which stays live; Back and Escape
// return to the board alone.
import type { Locator, Page, Route } from '@playwright/test';
import { apiPaths } from '@domain/gateway/api-shapes';
import { jobPath } from '@domain/accounts/routes';
import { messages } from '@domain/app/messages';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { gatewayJobUpdates, todaysJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { settleSaveNotice } from './support/completion';
import { loginAs, loginForOfflineWork } from './support/login';
import { driverSuspends, postHeartbeat } from './support/van-at-gateway';

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
  // The worker's van is shared by its specs in turn: count from what the others left suspended on it.
  const suspended = van.getByRole('definition').nth(2);
  const suspendedBefore = Number(await suspended.textContent());
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
  await expect(suspended).toHaveText(String(suspendedBefore));

  release();
  await expect
    .poll(async () => (await gatewayJobUpdates(request, second.id)).length, { timeout: 30_000 })
    .toBe(1);
  const synced = Date.now();
  await expect(suspended).toHaveText(String(suspendedBefore + 2), { timeout: 2000 });
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

/** The element's box, which must exist. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('no box');
  return box;
}

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a job opened from "Needs the office" shows beside the board, which stays live; Back and Escape return to it', async ({
    page,
    request,
    takeJobs,
  }) => {
    const [job, inHand] = takeJobs(2);
    if (!job || !inHand) throw new Error('two jobs expected');
    await driverSuspends(request, demoDriver, job.id, 'Customer asked to come back after 3');
    // The engine's event streams of the board: one while the board is watched, kept while a job is open beside it.
    let streams = 0;
    page.context().on('request', (call) => {
      if (new URL(call.url()).pathname === apiPaths.officeTodayEvents) streams += 1;
    });
    await loginAs(page, demoAdmin);
    await page.getByRole('link', { name: 'Today: every van live' }).click();
    await expect(page).toHaveURL(/\/today$/);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    expect(streams).toBe(1);
    const listPane = page.locator('.workspace__list');
    const detailPane = page.locator('.workspace__detail');
    const van = listPane.getByRole('article', { name: `Dan Driver · ${job.vehicle}` });
    await expect(van).toBeVisible();

    // Alone, the board spans the desk, its title the page's h1.
    expect((await boxOf(listPane)).width).toBeGreaterThan(1200);
    await expect(detailPane).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Today: /);

    const needs = page.getByRole('region', { name: 'Needs the office' });
    await expect(needs).toContainText('Customer asked to come back after 3');
    const openJob = needs.locator(`a[href="${jobPath(job.id, 'overview')}"]`);
    await expect(openJob).toHaveText('Open job');
    await openJob.click();
    await expect(page).toHaveURL(new RegExp(`/job/${job.id}/overview$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customerName);
    await expect(openJob).toHaveAttribute('aria-current', 'true');

    // Side by side inside the window: the board narrowed to the list's column, the job beside it.
    const list = await boxOf(listPane);
    const detail = await boxOf(detailPane);
    expect(list.x + list.width).toBeLessThanOrEqual(detail.x + 1);
    expect(detail.width).toBeGreaterThan(list.width);
    for (const box of [list, detail]) expect(box.x + box.width).toBeLessThanOrEqual(1280 + 1);
    await expect(openJob).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: /^Today: / })).toBeVisible();

    // Still watching: a heartbeat posted meanwhile shows on the board beside the open job.
    await postHeartbeat(request, demoDriver, {
      latitude: 53.4221,
      longitude: -2.231,
      pendingChanges: 3,
      pendingPhotos: 5,
      oldestMinutes: 47,
      jobId: inHand.id,
    });
    await expect(van).toContainText(/3 changes and 5 photos waiting on the phone for 4[78] min/, {
      timeout: 5000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customerName);
    expect(streams).toBe(1);

    // Back returns to the board alone.
    await detailPane.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL(/\/today$/);
    await expect(detailPane).toBeHidden();
    await expect(van).toContainText(/3 changes and 5 photos waiting on the phone/);

    // Escape too, the keyboard back on the link that opened the job.
    await openJob.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customerName);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/today$/);
    await expect(openJob).toBeFocused();

    // A job the board names twice (in hand, and a stop): Escape goes back to the link it was opened from.
    const stop = van
      .getByRole('list', { name: /^Stops left for / })
      .locator(`a[href="${jobPath(inHand.id, 'overview')}"]`);
    await expect(van).toContainText(`Job in hand: ${inHand.id.replace(/^DS-/, '')}`);
    await stop.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inHand.customerName);
    await expect(van.locator('a[aria-current="true"]')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/today$/);
    await expect(stop).toBeFocused();

    // A stop of a van further along the board: the board narrows to its column and the link stays in view.
    const otherVan = listPane.getByRole('article', { name: `Dan Driver · ${todaysJob(6).vehicle}` });
    const otherStop = otherVan
      .getByRole('list', { name: /^Stops left for / })
      .getByRole('link')
      .first();
    // Where the van sits on the board depends on how tall the vans before it are (the worker's shared van
    // holds what earlier specs left): bring it into view first, as the admin would scroll to it.
    await otherStop.scrollIntoViewIfNeeded();
    await otherStop.click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(otherStop).toHaveAttribute('aria-current', 'true');
    await expect(otherStop).toBeInViewport();
  });
});

test('a driver opening /today is sent to their own list', async ({ page }) => {
  await loginAs(page, demoDriver);
  await page.goto('/today');
  await expect(page).toHaveURL(/\/job-list$/);
});

test('on a phone, a job an admin opens from the board goes back to the board', async ({
  page,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  if (!job) throw new Error('a job expected');
  await driverSuspends(request, demoDriver, job.id, 'Van broke down at the depot');
  await loginAs(page, demoAdmin);
  await page.getByRole('link', { name: 'Today: every van live' }).click();
  const needs = page.getByRole('region', { name: 'Needs the office' });
  await expect(needs).toContainText('Van broke down at the depot');
  await needs.locator(`a[href="${jobPath(job.id, 'overview')}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.customerName);
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Today: /);
});
