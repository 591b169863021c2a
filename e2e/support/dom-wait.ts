/**
 * Long waits done on the DOM itself, before the role-based expect that checks what came. A locator's expect
 * that finds nothing builds an accessibility snapshot of the whole page for its failure message at every
 * try, about twice a second (Playwright 1.65), on the page's main thread. The field test's saves wait up
 * to a minute for their sync and its photos seconds for their thumbnail: on a phone throttled to 6× the
 * snapshots took 9.5 s of the one thread from the app in a 10-job day. A selector checked every 250 ms
 * costs the page next to nothing; the role expect after it then passes at its first try.
 */
import type { Page } from '@playwright/test';

const POLL_MS = 250;

/** Waits up to `timeout` ms until a dialog is open or a status says `statusText`. */
export async function waitForNotice(page: Page, timeout: number, statusText: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('dialog[open]') !== null ||
      [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(text)),
    statusText,
    { timeout, polling: POLL_MS },
  );
}

/** Waits up to `timeout` ms until an element is labelled exactly `label` (its aria-label). */
export async function waitForLabel(page: Page, label: string, timeout: number): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('[aria-label]')].some((e) => e.getAttribute('aria-label') === wanted),
    label,
    { timeout, polling: POLL_MS },
  );
}
