/**
 * Counts the page's long tasks (over 50 ms, the Long Tasks API) in the page itself: a second witness beside the
 * trace, as the browser's own API sees them.
 */
import type { Page } from '@playwright/test';

/** What the page saw, since the last reset. */
export interface LongTaskCount {
  reset: () => Promise<void>;
  count: () => Promise<number>;
}

/** Starts counting the page's long tasks. */
export async function countLongTasks(page: Page): Promise<LongTaskCount> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { benchLongTasks: number[] }).benchLongTasks = seen;
    new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
    });
  });
  return {
    reset: () =>
      page.evaluate(() => {
        (window as unknown as { benchLongTasks: number[] }).benchLongTasks.length = 0;
      }),
    count: () =>
      page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.length),
  };
}
