// The signal coming and going, and work waiting and being sent, move nothing on a driver's job list: "You are
// offline" and the sync bar lie over the foot of the screen, and the list's Refresh keeps its place while it is
// not shown. Nor does the day arriving after the first login; and on a job screen the bottom buttons stay at the
// foot as the notices come, resting on them. A notice that pushed the screen down as it came moved what the
// driver was about to tap: a tap begun on one row ended on the next.
import type { Locator, Page } from '@playwright/test';
import { demoDriver } from '@server/seed/demo-accounts';
import { gatewayJobUpdates } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { loginAs, loginForOfflineWork, submitLogin } from './support/login';
import { openJobView, suspendJob } from './support/offline-work';
import { answerStoragePersistence } from './support/persistence-answer';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts';

/** The element's box on the screen, as the driver sees it. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element has no box');
  return box;
}

/**
 * The height the page keeps below it for the foot of the screen (--screen-foot) less the heights of the notices
 * in the foot, added up, in px: 0 when the page keeps exactly their room.
 */
async function footInsetLeftOver(page: Page): Promise<number> {
  return page.evaluate(() => {
    const inset = Number.parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue('--screen-foot'),
    );
    const notices = [...document.querySelectorAll('.screen-foot > *')].reduce(
      (sum, notice) => sum + notice.getBoundingClientRect().height,
      0,
    );
    return (Number.isNaN(inset) ? 0 : inset) - notices;
  });
}

/**
 * Logs the demo driver in for offline work on a phone that keeps the app's storage (an installed app: no storage
 * notice in the sync bar), its layout shifts watched from the first page.
 */
async function loginWatchingShifts(page: Page): Promise<void> {
  await answerStoragePersistence(page, true);
  await watchLayoutShifts(page);
  await loginForOfflineWork(page, demoDriver);
}

test('the watch on layout shifts sees a box the page moved', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => {
    const pushing = document.createElement('div');
    pushing.style.height = '100px';
    document.querySelector('main')?.prepend(pushing);
  });
  const shifts = await layoutShifts(page);
  expect(shifts.filter((shift) => !shift.hadRecentInput && shift.moved.length > 0)).not.toEqual([]);
});

test('going offline and back moves nothing on the job list; the notice lies over the foot', async ({
  page,
  context,
}) => {
  // A phone that keeps the app's storage (an installed app): no storage notice in the sync bar.
  await answerStoragePersistence(page, true);
  await loginAs(page, demoDriver);
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeVisible();
  const van = page.getByRole('button', { name: /^Van / }).first();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  const before = await boxOf(van);

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(refresh).toBeHidden();
  expect(await boxOf(van)).toEqual(before);
  const foot = await boxOf(notice);
  const screenHeight = page.viewportSize()?.height ?? 0;
  expect(foot.y).toBeGreaterThan(screenHeight * 0.75);
  expect(foot.y + foot.height).toBeLessThanOrEqual(screenHeight);

  // The foot's height is added to the page's: the last of the list scrolls clear of the notice.
  const datePicker = page.getByLabel('Date', { exact: true });
  await expect(datePicker).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await boxOf(datePicker);
  expect(last.y + last.height).toBeLessThanOrEqual((await boxOf(notice)).y);

  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await boxOf(van)).toEqual(before);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(refresh).toBeVisible();
  expect(await boxOf(van)).toEqual(before);
});

test('work waiting to send, and its sending, move nothing on the job list; the sync bar lies over the foot', async ({
  page,
  context,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  await loginWatchingShifts(page);
  const van = page.getByRole('button', { name: /^Van / }).first();
  const bar = page.locator('.sync-status');
  const words = bar.locator(':scope > .sync-status__text');
  const before = await boxOf(van);
  const listShownAt = await page.evaluate(() => performance.now());
  await expect(words).toHaveText('');
  expect((await boxOf(bar)).height).toBe(0);

  await context.setOffline(true);
  await suspendJob(page, job!.id, 'Back after lunch');
  await expect(words).toHaveText('1 job waiting to send. It will be sent when you are back online.');
  expect(await boxOf(van)).toEqual(before);
  // Above the offline notice, both at the foot of the screen.
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  const shown = await boxOf(bar);
  expect(shown.y).toBeGreaterThan((page.viewportSize()?.height ?? 0) / 2);
  expect(shown.y + shown.height).toBeLessThanOrEqual((await boxOf(notice)).y + 1);
  // The page keeps below it the height of everything in the foot, so the list's end scrolls clear of it (kept
  // after the browser's layout, by a ResizeObserver: polled).
  await expect.poll(() => footInsetLeftOver(page)).toBeCloseTo(0, 1);

  await context.setOffline(false);
  await expect
    .poll(async () => (await gatewayJobUpdates(request, job!.id)).length, { timeout: 30_000 })
    .toBe(1);
  await expect(words).toHaveText('', { timeout: 30_000 });
  expect(await boxOf(van)).toEqual(before);
  expect((await boxOf(bar)).height).toBe(0);
  await expect.poll(() => footInsetLeftOver(page)).toBeCloseTo(0, 1);
  // Nor did anything shift that the driver did not move by a tap: the foot's own box stays put as notices come.
  // The sync bar's top may move as its words take one line instead of two (it stacks up from the foot), over
  // the list, moving nothing in it.
  expect(
    (await layoutShifts(page)).filter(
      (shift) => shift.startTime > listShownAt && !shift.hadRecentInput && !shift.syncBarOnly,
    ),
  ).toEqual([]);
});

test('a first login moves nothing on the job list as the day arrives, on a slow phone', async ({ page }) => {
  await answerStoragePersistence(page, true);
  await watchLayoutShifts(page);
  // A cheap phone's speed: the list's parts then come more than half a second after the tap on Login, past the
  // time the browser puts a shift down to the tap.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  // Every shift from the tap on Login counts, even within the half second the browser puts down to the tap (a
  // fast run would otherwise check nothing).
  const tappedAt = Date.now();
  await submitLogin(page, demoDriver);
  await expect(page).toHaveURL(/\/job-list$/);
  // The day arrives: the vans, the parts filter, Last Downloaded, and the date picker under them.
  await expect(page.getByRole('button', { name: /^Van / }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show' })).toBeVisible();
  await expect(page.getByText('Last Downloaded:')).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  // A van whose line wraps (a long manifest id) is among them, so a van drawn at a guessed height would show.
  const tallest = await page
    .locator('.job-list .accordion')
    .evaluateAll((vans) => Math.max(...vans.map((van) => van.getBoundingClientRect().height)));
  expect(tallest).toBeGreaterThan(60);
  // The app's name shows whole beside the header's buttons (cut short, it moved the About mark after it).
  const name = page.locator('.app-header__about > span').first();
  expect(
    await name.evaluate((span) => {
      const words = document.createRange();
      words.selectNodeContents(span);
      return words.getBoundingClientRect().width - span.getBoundingClientRect().width;
    }),
  ).toBeLessThanOrEqual(0);
  expect((await layoutShifts(page)).filter((shift) => shift.at >= tappedAt)).toEqual([]);
});

test('the signal going and coming back leaves the job screen’s bottom buttons under the thumb; the notice lies above them', async ({
  page,
  context,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  await loginWatchingShifts(page);
  await openJobView(page, job!.id, 'overview');
  const button = page.locator('.job-actions').getByRole('button').first();
  await expect(button).toBeVisible();
  // The bar rests on the very foot of the screen.
  const screenHeight = page.viewportSize()?.height ?? 0;
  const bar = await boxOf(page.locator('.job-actions'));
  expect(Math.abs(bar.y + bar.height - screenHeight)).toBeLessThan(1);
  const before = await boxOf(button);
  const shownAt = await page.evaluate(() => performance.now());

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  expect(await boxOf(button)).toEqual(before);
  // The notices over the foot rest on top of the buttons' bar, not over it (kept after the browser's layout:
  // polled).
  await expect
    .poll(async () => {
      const bar = await boxOf(page.locator('.job-actions'));
      const foot = await boxOf(page.locator('.screen-foot'));
      return Math.abs(foot.y - bar.y);
    })
    .toBeLessThan(1);
  const shown = await boxOf(notice);
  expect(shown.y + shown.height).toBeLessThanOrEqual(before.y);
  // Reached from the keyboard, a bottom button scrolls nothing: it is already in sight.
  await button.focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  expect(await boxOf(button)).toEqual(before);
  await expect.poll(() => footInsetLeftOver(page)).toBeCloseTo(0, 1);
  expect(
    (await layoutShifts(page)).filter((shift) => shift.startTime > shownAt && !shift.hadRecentInput),
  ).toEqual([]);

  // With the notice back, the end of the screen scrolls clear of it.
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const content = await boxOf(page.locator('.job-screen__content'));
  expect(content.y + content.height).toBeLessThanOrEqual(
    (await boxOf(page.locator('.screen-foot > *').first())).y + 1,
  );
  expect(await boxOf(button)).toEqual(before);
});
