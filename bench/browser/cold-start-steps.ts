/**
 * The steps of a cold start from the pocket: the app installed (logged in, the service worker in control, today's
 * jobs stored on the phone), and, once the browser was closed and launched again on the same profile
 * (cold-start-profile.ts), its page at CPU 6× with or without a network.
 */
import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { todayIso } from '@domain/time/dates';
import { demoDriver } from '@server/seed/demo-accounts';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { todayPlan } from '@server/seed/demo-plan-today';
import { loginForOfflineWork } from '@e2e/support/login';
import { setPhonePermissions } from '@e2e/support/phone-permissions';
import { readStore } from '@e2e/support/service-worker';

/** The labels of the demo driver's van buttons today. */
export const todaysVans = todayPlan.manifests.map((manifest) => messages.van(manifest.vehicle));

/** Logs the demo driver in and waits until the app works offline with today's jobs stored. */
export async function installApp(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await setPhonePermissions(page, await context.newCDPSession(page), origin);
  await loginForOfflineWork(page, demoDriver);
  for (const van of todaysVans) await expect(page.getByRole('button', { name: van })).toBeVisible();
  const jobs = buildDemoDay(todayPlan, todayIso()).jobs.map((job) => job.id);
  await expect
    .poll(async () => {
      const stored = (await readStore(page, 'doorstep', 'jobs')) as { id: string }[];
      const ids = new Set(stored.map((job) => job.id));
      return jobs.every((id) => ids.has(id));
    })
    .toBe(true);
}

/** The freshly launched browser's page, with the phone's permissions, the CPU slowed by `rate`, the network cut if offline. */
export async function reopenedPage(
  context: BrowserContext,
  origin: string,
  { rate, offline }: { rate: number; offline: boolean },
): Promise<{ page: Page; cdp: CDPSession }> {
  await context.setOffline(offline);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  // The browser keeps no permission set through DevTools across a launch: the phone's, set again.
  await setPhonePermissions(page, cdp, origin);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}

/** A fixed loop of arithmetic, run in a page: the time (ms) it took. Self-contained, so it can be sent as text. */
export function fixedLoopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 10_000_000; i += 1) sum += Math.sqrt(i);
  return performance.now() - started + (sum < 0 ? 1 : 0);
}

/** The time (ms) the fixed loop takes in the page. */
function loopMs(page: Page): Promise<number> {
  return page.evaluate(fixedLoopMs);
}

/**
 * How much slower a page's main thread runs now than at full speed: the fixed loop, warm, at the rate set, then
 * again once `toFullSpeed` has set 1× (the page is left at 1×). `loop` runs fixedLoopMs in the page, however the
 * caller drives it.
 */
export async function slowdownOf(
  loop: () => Promise<number>,
  toFullSpeed: () => Promise<unknown>,
): Promise<number> {
  await loop();
  const slowed = await loop();
  await toFullSpeed();
  await loop();
  return slowed / (await loop());
}

/** The slowdown of a Playwright page: the witness that the throttling set before the navigation held after it. */
export function measuredSlowdown(page: Page, cdp: CDPSession): Promise<number> {
  return slowdownOf(
    () => loopMs(page),
    () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  );
}
