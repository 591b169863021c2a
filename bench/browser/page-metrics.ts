/**
 * What the job-list benchmark reads in the page, recorded from before the app's
 * first script (an init script): layout shifts (the Layout Instability API, with
 * what moved), Event Timing entries (the input's delay, its handlers and the
 * paint after them: INP), first contentful paint, when the list first showed
 * all its vans (the first animation frame that finds them), and how many times
 * the sync bar's DOM changed.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** One layout shift. */
export interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: string[];
}

/** One Event Timing entry (≥ 16 ms). */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
}

/** A change in the height of one part of the app's chrome (header, banners, sync bar), named by its first class. */
export interface ChromeResize {
  time: number;
  part: string;
  height: number;
}

/** Everything recorded so far in the page. */
export interface PageMetrics {
  shifts: Shift[];
  resizes: ChromeResize[];
  events: EventEntry[];
  /** performance.now() of the first frame showing `vans` van headers, or null. */
  listRenderedAt: number | null;
  fcp: number | null;
  syncBarUpdates: number;
}

interface BenchWindow {
  benchMetrics: Omit<PageMetrics, 'fcp'>;
}

/** Records the metrics in every page of the context from its first script on; `vans`: the list's van count. */
export async function recordPageMetrics(context: BrowserContext, vans: number): Promise<void> {
  await context.addInitScript((expectedVans: number) => {
    const metrics: BenchWindow['benchMetrics'] = {
      shifts: [],
      resizes: [],
      events: [],
      listRenderedAt: null,
      syncBarUpdates: 0,
    };
    (window as unknown as BenchWindow).benchMetrics = metrics;
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.nodeName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        metrics.shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        const { name, interactionId, duration, startTime } = entry;
        metrics.events.push({ name, interactionId, duration, startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    const watch = () => {
      if (document.querySelectorAll('.accordion__button').length >= expectedVans) {
        metrics.listRenderedAt = performance.now();
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    const sizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const part = `${entry.target.nodeName.toLowerCase()}.${entry.target.classList[0] ?? ''}`;
        metrics.resizes.push({
          time: performance.now(),
          part,
          height: entry.borderBoxSize[0]?.blockSize ?? 0,
        });
      }
    });
    const watched = new Set<Element>();
    new MutationObserver((records) => {
      if (records.some((record) => record.target.parentElement?.closest('.sync-status') != null)) {
        metrics.syncBarUpdates += 1;
      }
      // The chrome: the header, and each notice over the foot of the screen (the foot itself has no height).
      const chrome = [
        ...(document.querySelector('.app')?.children ?? []),
        ...document.querySelectorAll('.screen-foot > *'),
      ];
      for (const part of chrome) {
        if (part.nodeName === 'MAIN' || watched.has(part)) continue;
        watched.add(part);
        sizes.observe(part);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, vans);
}

/** The metrics recorded in the page so far. */
export function pageMetrics(page: Page): Promise<PageMetrics> {
  return page.evaluate(() => {
    const recorded = (window as unknown as BenchWindow).benchMetrics;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return { ...recorded, fcp };
  });
}

/** The page's clock now (ms since its navigation started). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Cumulative layout shift (shifts without recent input) that started in [from, to). */
export function layoutShiftIn(shifts: readonly Shift[], from = 0, to = Infinity): number {
  return shifts
    .filter((shift) => !shift.hadRecentInput && shift.startTime >= from && shift.startTime < to)
    .reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * CLS by its cause: each shift is put down to the parts of the chrome whose height changed in the same frame
 * (their ResizeObserver report from 20 ms before the shift's frame to 150 ms after it, a slowed layout included),
 * split evenly; 'other' when none did.
 */
export function layoutShiftByCause(
  shifts: readonly Shift[],
  resizes: readonly ChromeResize[],
  from = 0,
  to = Infinity,
): Record<string, number> {
  const byCause: Record<string, number> = {};
  const lastHeight = new Map<string, number>();
  const changes = resizes.filter((resize) => {
    const changed = (lastHeight.get(resize.part) ?? 0) !== resize.height;
    lastHeight.set(resize.part, resize.height);
    return changed;
  });
  for (const shift of shifts) {
    if (shift.hadRecentInput || shift.startTime < from || shift.startTime >= to) continue;
    const near = changes.filter((c) => c.time >= shift.startTime - 20 && c.time <= shift.startTime + 150);
    const causes = near.length === 0 ? ['other'] : [...new Set(near.map((c) => c.part))];
    for (const cause of causes) byCause[cause] = (byCause[cause] ?? 0) + shift.value / causes.length;
  }
  return byCause;
}

/** The longest interaction (Event Timing duration, INP-style) among entries that started in [from, to); 0 if none reached 16 ms. */
export function longestInteraction(events: readonly EventEntry[], from: number, to = Infinity): number {
  return events
    .filter((event) => event.interactionId > 0 && event.startTime >= from && event.startTime < to)
    .reduce((longest, event) => Math.max(longest, event.duration), 0);
}
