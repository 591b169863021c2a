/**
 * Waits of the job-list benchmark that run inside the page on a 100 ms timer,
 * not through Playwright's locators: a locator's polling (accessible names,
 * the aria snapshot of a failed expectation) is main-thread work of its own and
 * would be measured with the app's.
 */
import type { Page } from '@playwright/test';

const POLL = { polling: 100, timeout: 300_000 } as const;

/** Waits until the van (its button's label starts with `vanLabel`) shows exactly `count` cards. */
export async function vanShowsCards(page: Page, vanLabel: string, count: number): Promise<void> {
  await page.waitForFunction(
    ({ label, expected }) => {
      const button = [...document.querySelectorAll('button[aria-controls]')].find((candidate) =>
        candidate.textContent?.startsWith(label),
      );
      const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
      return (panel?.querySelectorAll('li').length ?? 0) === expected;
    },
    { label: vanLabel, expected: count },
    POLL,
  );
}

/** Waits until the list has drawn all its vans (page-metrics.ts records when). */
export async function listDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { benchMetrics?: { listRenderedAt: number | null } }).benchMetrics
        ?.listRenderedAt != null,
    undefined,
    POLL,
  );
}

/** Waits until the sync bar no longer mentions a photo (every photo sent). */
export async function noPhotoWaits(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !/photo/.test(document.querySelector('.sync-status')?.textContent ?? ''),
    undefined,
    POLL,
  );
}

/** Scrolls the van's button into view and answers the middle of it (for a tap that runs no checks in the page). */
export async function vanButtonCentre(page: Page, vanLabel: string): Promise<{ x: number; y: number }> {
  const centre = await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button[aria-controls]')].find((candidate) =>
      candidate.textContent?.startsWith(label),
    );
    if (button === undefined) return null;
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, vanLabel);
  if (centre === null) throw new Error(`no button for ${vanLabel}`);
  return centre;
}

/** Waits until the list's heading says exactly this (e.g. "Jobs for: Thu, 26 Nov 2026", not "Refreshing jobs"). */
export async function headingSays(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('h1')?.textContent === expected,
    text,
    POLL,
  );
}

/** Waits until the list shows the van whose button's label starts with `vanLabel`. */
export async function vanShown(page: Page, vanLabel: string): Promise<void> {
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('button[aria-controls]')].some((button) =>
        button.textContent?.startsWith(label),
      ),
    vanLabel,
    POLL,
  );
}

/**
 * Waits until the sync bar has nothing to say (nothing waits to send, no sync runs), reading it every second
 * (one querySelector: next to nothing on the measured main thread) and logging what it says every 10 s, so a
 * long sync shows its progress and a stuck one fails with its words.
 */
export async function nothingWaits(page: Page, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let logged = started;
  for (;;) {
    const text = await page.evaluate(() =>
      (document.querySelector('.sync-status')?.textContent ?? '').trim(),
    );
    if (text === '') return;
    const seconds = Math.round((Date.now() - started) / 1000);
    if (Date.now() - started > timeoutMs)
      throw new Error(`the sync bar still says, after ${seconds} s: ${text}`);
    if (Date.now() - logged >= 10_000) {
      console.log(`  ${seconds} s: ${text}`);
      logged = Date.now();
    }
    await page.waitForTimeout(1_000);
  }
}
