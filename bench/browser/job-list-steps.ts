/**
 * The driver's steps of the job-list benchmark (job-list.bench.ts) and its phone: permissions set through the
 * DevTools protocol, a van opened and closed with a tap (timed by Event Timing), another day chosen in the date
 * field and back, 20 photos left waiting on a job, and the tasks of a trace counted once each.
 */
import { expect, type CDPSession, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { formatDisplayDate, todayIso } from '@domain/time/dates';
import { addGalleryPhoto, answerRiskAssessmentSafely } from '@e2e/support/completion';
import type { MainThreadTask } from '@e2e/support/main-thread-tasks';
import { setPhonePermissions } from '@e2e/support/phone-permissions';
import { plainPhoto } from '@e2e/support/photo-fixtures';
import type { BenchJob } from './job-list-day';
import { headingSays, vanButtonCentre, vanShowsCards, vanShown } from './in-page-waits';
import { longestInteraction, pageMetrics, pageNow } from './page-metrics';

/** Photos added to one job for the uploads. */
export const PHOTOS = 20;

/** The van's button on the list. */
export const vanButton = (page: Page, vehicle: string) =>
  page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
/** A User Timing mark on the page's main thread (it shows in the trace). */
export const mark = (page: Page, name: string) =>
  page.evaluate((markName) => performance.mark(markName), name);
/** Waits in the page (a timer, no polling from outside). */
export const settle = (page: Page, ms: number) =>
  page.evaluate((wait) => new Promise((r) => setTimeout(r, wait)), ms);

/** Opens the van with a tap and waits for all its cards, then closes it; answers the interaction's Event Timing duration. */
export async function expandVan(page: Page, van: readonly BenchJob[], index: number): Promise<number> {
  const vehicle = van[0]!.vehicle;
  const label = messages.van(vehicle);
  const centre = await vanButtonCentre(page, label);
  await settle(page, 300);
  const from = await pageNow(page);
  await mark(page, `bench:expand${index}`);
  await page.touchscreen.tap(centre.x, centre.y);
  await vanShowsCards(page, label, van.length);
  await settle(page, 500);
  await mark(page, `bench:expanded${index}`);
  const inp = longestInteraction((await pageMetrics(page)).events, from);
  await page.touchscreen.tap(centre.x, centre.y);
  await vanShowsCards(page, label, 0);
  await settle(page, 300);
  return inp;
}

/** The tasks not nested in another (the trace has a RunTask inside a ThreadControllerImpl::RunTask). */
export function topLevel(tasks: readonly MainThreadTask[]): MainThreadTask[] {
  let end = -Infinity;
  return [...tasks]
    .sort((a, b) => a.ts - b.ts)
    .filter((task) => {
      if (task.ts < end) return false;
      end = task.ts + task.ms * 1000;
      return true;
    });
}

/** Starts the DevTools CPU profiler on the page (200 µs samples). */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** The phone's permissions for the origin (setPhonePermissions), through the browser's DevTools session. */
export async function phonePermissions(page: Page, origin: string): Promise<void> {
  const browserSession = await page.context().browser()!.newBrowserCDPSession();
  await setPhonePermissions(page, browserSession, origin);
}

/** Adds 20 delivered photos to the job on its signature screen (stored on the phone, not sent yet), then back to the list. */
export async function photosWaiting(page: Page, job: BenchJob): Promise<void> {
  await vanButton(page, job.vehicle).tap();
  await page.getByRole('link', { name: new RegExp(job.customerName) }).click();
  await page.getByRole('button', { name: 'Dynamic Risk Assessment' }).click();
  await answerRiskAssessmentSafely(page);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  const photo = await plainPhoto(page);
  for (let i = 0; i < PHOTOS; i += 1)
    await addGalleryPhoto(page, 'Add delivered photo', photo, 'delivered photo');
  await expect(page.locator('.sync-status')).toContainText(`${PHOTOS} photos`);
  await page.evaluate(() => history.pushState(null, '', '/job-list'));
  await expect(vanButton(page, job.vehicle)).toBeVisible();
}

/** What choosing another day in the header's date field took. */
export interface DateChoice {
  /**
   * From the date field's change (as the phone's date picker makes it when the driver taps a day) to the next
   * frame: the picker is the browser's own, so Event Timing sees no interaction in the page to time.
   */
  choiceToFrameMs: number;
  /** From that change to the heading naming the chosen day (its jobs asked of the gateway). */
  toListMs: number;
  /** INP of the tap on Clear (Event Timing). */
  clearInpMs: number;
  /** From the tap on Clear to today's list with its last van again. */
  backToTodayMs: number;
}

/**
 * Sets the date field to `day` as the date picker does (its value, then input and change events), waits until
 * the list is that day's, then taps Clear and waits for today's list with `lastVan` (its button's label).
 */
export async function chooseDate(page: Page, day: string, lastVan: string): Promise<DateChoice> {
  await settle(page, 300);
  const picked = await page.evaluate(
    (value) =>
      new Promise<{ at: number; toFrameMs: number }>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('input[type="date"]');
        if (input === null) return reject(new Error('no date field'));
        const at = performance.now();
        // The prototype's setter, so React sees a change of value (its own tracker wraps the element's).
        Reflect.set(HTMLInputElement.prototype, 'value', value, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        requestAnimationFrame(() => setTimeout(() => resolve({ at, toFrameMs: performance.now() - at })));
      }),
    day,
  );
  await headingSays(page, messages.jobsFor(formatDisplayDate(day)));
  const shown = await pageNow(page);
  await settle(page, 500);
  // The date picker sits at the foot of the list.
  await page.getByRole('button', { name: 'Clear date' }).scrollIntoViewIfNeeded();
  const clear = await page.getByRole('button', { name: 'Clear date' }).boundingBox();
  if (clear === null) throw new Error('no Clear date button');
  const cleared = await pageNow(page);
  await page.touchscreen.tap(clear.x + clear.width / 2, clear.y + clear.height / 2);
  await headingSays(page, messages.jobsFor(formatDisplayDate(todayIso())));
  await vanShown(page, lastVan);
  const back = await pageNow(page);
  await settle(page, 500);
  return {
    choiceToFrameMs: picked.toFrameMs,
    toListMs: shown - picked.at,
    clearInpMs: longestInteraction((await pageMetrics(page)).events, cleared),
    backToTodayMs: back - cleared,
  };
}
