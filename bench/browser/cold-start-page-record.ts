/**
 * What the cold-start benchmark reads in the reopened page, recorded from before the app's first script (an init
 * script): when the job list first painted all of today's vans (the end of the first frame after the DOM first
 * held their buttons, found by a MutationObserver, so nothing polls the busy main thread), the page's long tasks (the
 * Long Tasks API) and its interactions (Event Timing: the input's delay, its handlers and the paint after them).
 */
import type { BrowserContext, Page } from '@playwright/test';

/** One long task (over 50 ms) the page saw. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/** One Event Timing entry of an interaction (≥ 16 ms). */
export interface InteractionEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
  /** When its handlers began and ended: the delay before them is the input's wait for the busy main thread. */
  processingStart: number;
  processingEnd: number;
}

/** Everything recorded so far in the page (performance.now() times, ms since its navigation started). */
export interface ColdStartRecord {
  /** The frame that first showed every van's button, or null while it has not. */
  listPaintedAt: number | null;
  longTasks: LongTask[];
  interactions: InteractionEntry[];
}

/** What the page logs when the list painted, followed by the middle of the first van's button. */
const PAINTED = 'bench:list-painted';
/** What the page logs at the frame that first shows a job card of an opened van. */
const OPENED = 'bench:van-opened';

interface RecordWindow {
  coldStartRecord: ColdStartRecord;
}

/** Records in every page of the context from its first script on; `vans`: the labels of today's van buttons. */
export async function recordColdStart(context: BrowserContext, vans: readonly string[]): Promise<void> {
  await context.addInitScript(
    ({ labels, painted, opened }: { labels: readonly string[]; painted: string; opened: string }) => {
      const record: ColdStartRecord = { listPaintedAt: null, longTasks: [], interactions: [] };
      (window as unknown as RecordWindow).coldStartRecord = record;
      new PerformanceObserver((list) => {
        for (const { startTime, duration } of list.getEntries())
          record.longTasks.push({ startTime, duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
          if (entry.interactionId === 0) continue;
          const { name, interactionId, duration, startTime, processingStart, processingEnd } = entry;
          record.interactions.push({
            name,
            interactionId,
            duration,
            startTime,
            processingStart,
            processingEnd,
          });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      const allVansShown = () => {
        const shown = [...document.querySelectorAll('.accordion__button')].map((b) => b.textContent ?? '');
        return labels.every((label) => shown.some((text) => text.startsWith(label)));
      };
      const watcher = new MutationObserver(() => {
        if (!allVansShown()) return;
        watcher.disconnect();
        // The frame's animation-frame callbacks run before its style, layout and paint: the first task after it
        // (a message posted from there) starts once the list is painted.
        const afterFrame = new MessageChannel();
        afterFrame.port1.onmessage = () => {
          record.listPaintedAt = performance.now();
          performance.mark('bench:list-painted');
          const first = [...document.querySelectorAll('.accordion__button')].find((button) =>
            button.textContent?.startsWith(labels[0] ?? ''),
          );
          const box = first?.getBoundingClientRect();
          console.debug(
            `${painted} ${box ? box.x + box.width / 2 : NaN} ${box ? box.y + box.height / 2 : NaN}`,
          );
          const opening = new MutationObserver(() => {
            if (document.querySelector('.accordion__panel li') === null) return;
            opening.disconnect();
            requestAnimationFrame(() => console.debug(opened));
          });
          opening.observe(document, { subtree: true, childList: true });
        };
        requestAnimationFrame(() => afterFrame.port2.postMessage(null));
      });
      watcher.observe(document, { subtree: true, childList: true });
    },
    { labels: vans, painted: PAINTED, opened: OPENED },
  );
}

/** What the page recorded so far. */
export function coldStartRecord(page: Page): Promise<ColdStartRecord> {
  return page.evaluate(() => (window as unknown as RecordWindow).coldStartRecord);
}

/**
 * Resolves, once the list has painted all of today's vans, to the middle of the first van's button: told through
 * the console, so nothing of Playwright's runs in the page before (its first evaluation injects a script of its own,
 * ~100 ms of main-thread work at CPU 6×). Call before the navigation.
 */
export async function listPainted(page: Page): Promise<{ x: number; y: number }> {
  const message = await page.waitForEvent('console', {
    predicate: (logged) => logged.text().startsWith(PAINTED),
    timeout: 60_000,
  });
  const [x, y] = message.text().slice(PAINTED.length).trim().split(' ').map(Number);
  if (!Number.isFinite(x) || !Number.isFinite(y))
    throw new Error(`no first van on the painted list: ${message.text()}`);
  return { x: x!, y: y! };
}

/** Resolves once a van shows its job cards (told through the console, like listPainted). Call before the tap. */
export async function vanOpened(page: Page): Promise<void> {
  await page.waitForEvent('console', { predicate: (logged) => logged.text() === OPENED, timeout: 60_000 });
}
