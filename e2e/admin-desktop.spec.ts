// The admin's desk at 1280×800 (product rule 6.1): yesterday's incomplete jobs in a column beside the open job,
// both on screen; opening another job keeps the list (and where it was scrolled); the keyboard reaches and opens a
// card and Escape goes back to the list; no location banner and no position asked for, even with location denied.
// A driver's 360×740 phone keeps the phone layout.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { messages } from '@domain/app/messages';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { incompleteJobIds, yesterdayIso } from './support/earlier-jobs';
import { loginAs } from './support/login';

const listPane = (page: Page) => page.locator('.workspace__list');
const detailPane = (page: Page) => page.locator('.workspace__detail');
const card = (page: Page, jobId: string) =>
  page.getByRole('list', { name: 'Incomplete jobs' }).getByRole('link', { name: new RegExp(jobId) });

/** The element's box, which must exist. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('no box');
  return box;
}

/** Counts the page's calls for a position, before the app's first script runs. */
async function countPositionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.assign(window, { positionRequests: calls });
    const geolocation = navigator.geolocation;
    const watch = geolocation.watchPosition.bind(geolocation);
    const current = geolocation.getCurrentPosition.bind(geolocation);
    geolocation.watchPosition = (...args: Parameters<Geolocation['watchPosition']>) => {
      calls.count += 1;
      return watch(...args);
    };
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      calls.count += 1;
      current(...args);
    };
  });
}

/** Denies location to the page's origin, as a browser whose user said no. */
async function denyLocation(page: Page, origin: string): Promise<void> {
  const context = page.context();
  const pageSession = await context.newCDPSession(page);
  const { targetInfo } = (await pageSession.send('Target.getTargetInfo')) as {
    targetInfo: { browserContextId?: string };
  };
  await pageSession.detach();
  const browserSession = await context.browser()!.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an admin sees the list beside the open job, keeps it open to open another, and never the location banner', async ({
    page,
    request,
    baseURL,
  }) => {
    const yesterday = yesterdayIso();
    const ids = await incompleteJobIds(request, demoAdmin, yesterday);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const [first, second] = ids as [string, string];
    await countPositionRequests(page);
    await denyLocation(page, baseURL!);
    await loginAs(page, demoAdmin);

    await expect(card(page, first)).toBeVisible();
    await expect(detailPane(page)).toContainText('Open a job from the list to see it here.');
    await card(page, first).click();
    await expect(page).toHaveURL(new RegExp(`/job/${first}/overview$`));
    const jobTitle = page.getByRole('heading', { level: 1 });
    await expect(jobTitle).toBeVisible();
    await expect(card(page, first)).toHaveAttribute('aria-current', 'true');

    // Side by side, both inside the window: the list on the left, the job on the right.
    const list = await boxOf(listPane(page));
    const detail = await boxOf(detailPane(page));
    expect(list.x + list.width).toBeLessThanOrEqual(detail.x + 1);
    expect(list.width).toBeGreaterThanOrEqual(360);
    expect(detail.width).toBeGreaterThan(list.width);
    for (const box of [list, detail]) {
      expect(box.y + box.height).toBeLessThanOrEqual(800 + 1);
      expect(box.x + box.width).toBeLessThanOrEqual(1280 + 1);
    }
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toBeInViewport();
    await expect(card(page, first)).toBeInViewport();

    // The list scrolls on its own and stays as it was when another job opens.
    const scrolled = await listPane(page).evaluate((pane) => {
      pane.scrollTop = 120;
      return pane.scrollTop;
    });
    const title = await jobTitle.textContent();
    await card(page, second).click();
    await expect(page).toHaveURL(new RegExp(`/job/${second}/overview$`));
    await expect(jobTitle).not.toHaveText(title ?? '');
    expect(await listPane(page).evaluate((pane) => pane.scrollTop)).toBe(scrolled);
    await expect(card(page, second)).toHaveAttribute('aria-current', 'true');
    await expect(card(page, first)).not.toHaveAttribute('aria-current', 'true');

    // The evidence record opens beside the list too.
    await page.getByRole('button', { name: 'Evidence' }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${second}/record$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Evidence record/ })).toBeVisible();
    await expect(card(page, second)).toBeVisible();

    // Nothing a driver's phone needs: no banner, no position asked for, no heartbeat.
    await expect(page.getByText(messages.enableLocation)).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { positionRequests: { count: number } }).positionRequests.count,
      ),
    ).toBe(0);
  });

  test('the keyboard reaches a card, opens it with Enter and goes back to the list with Escape', async ({
    page,
  }) => {
    await loginAs(page, demoAdmin);
    const firstCard = page.getByRole('list', { name: 'Incomplete jobs' }).getByRole('link').first();
    await expect(firstCard).toBeVisible();
    const href = await firstCard.getAttribute('href');

    let tabs = 0;
    while (!(await firstCard.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(tabs, 'Tab presses to reach the first card').toBeLessThan(40);
    }
    // Focus shows: the card draws an outline.
    expect(await firstCard.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(firstCard).toHaveAttribute('aria-current', 'true');
    await expect(firstCard).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/incomplete$/);
    await expect(detailPane(page)).toContainText('Open a job from the list to see it here.');
    await expect(firstCard).toBeFocused();
  });
});

test('a driver on a 360×740 phone keeps the phone layout: the job alone, no workspace', async ({ page }) => {
  await loginAs(page, demoDriver);
  await expect(page.locator('.workspace')).toHaveCount(0);
  const main = await boxOf(page.locator('#main'));
  expect(main.width).toBeLessThanOrEqual(360);
});

test('an admin on a phone keeps the phone layout too', async ({ page }) => {
  await loginAs(page, demoAdmin);
  const firstCard = page.getByRole('list', { name: 'Incomplete jobs' }).getByRole('link').first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.locator('.workspace')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Incomplete jobs' })).toHaveCount(0);
});
