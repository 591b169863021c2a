/**
 * Long waits done on the DOM itself, before the role-based expect that checks what came. A locator's expect
 * that finds nothing builds an accessibility snapshot of the whole page for its failure message at every
 * try, about twice a second (Playwright 1.65), on the page's main thread. The field test's saves wait up
 * to a minute for their sync and its photos seconds for their thumbnail: on a phone throttled to 6× the
 * snapshots took 9.5 s of the one thread from the app in a 10-job day. A selector checked every 250 ms
 * costs the page next to nothing; the role expect after it then passes at its first try.
 *
 * A wait that runs out does not throw: the expect after it fails instead, with its own message saying what
 * the page shows, given `expectTimeout` (a last look, when the wait already spent the time).
 */
import { errors, type Page } from '@playwright/test';

const POLL_MS = 250;
const LAST_LOOK_MS = 1_000;

/** Whether the page came to `done` within `timeout` ms, checked every 250 ms. */
async function cameTo(
  page: Page,
  done: (arg: string) => boolean,
  arg: string,
  timeout: number,
): Promise<boolean> {
  try {
    await page.waitForFunction(done, arg, { timeout, polling: POLL_MS });
    return true;
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
}

/** The timeout for the expect after a wait: all of it when the wait saw what it waited for, else a last look. */
export function expectTimeout(appeared: boolean, timeout: number): number {
  return appeared ? timeout : Math.min(timeout, LAST_LOOK_MS);
}

/** Waits up to `timeout` ms until a dialog is open or a status says `statusText`; whether one came. */
export async function waitForNotice(page: Page, timeout: number, statusText: string): Promise<boolean> {
  return cameTo(
    page,
    (text) =>
      document.querySelector('dialog[open]') !== null ||
      [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(text)),
    statusText,
    timeout,
  );
}

/** Waits up to `timeout` ms until an element is labelled exactly `label` (its aria-label); whether one was. */
export async function waitForLabel(page: Page, label: string, timeout: number): Promise<boolean> {
  return cameTo(
    page,
    (wanted) =>
      [...document.querySelectorAll('[aria-label]')].some((e) => e.getAttribute('aria-label') === wanted),
    label,
    timeout,
  );
}
