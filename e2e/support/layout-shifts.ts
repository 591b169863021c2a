/**
 * The layout shifts of a page (the Layout Instability API), each with what moved. They are kept in the page by a
 * PerformanceObserver from before the app's first script: `layout-shift` entries are not in the performance
 * timeline, so `performance.getEntriesByType('layout-shift')` answers an empty list whatever moved.
 */
import type { Page } from '@playwright/test';

/**
 * One layout shift: when it began (page time, and since 1970), whether an input just before explains it, each
 * moved box, before and after, and whether the boxes moved are all the sync bar (its words taking another number
 * of lines).
 */
export interface LayoutShift {
  startTime: number;
  /** When it began, in ms since 1970 (comparable across documents). */
  at: number;
  hadRecentInput: boolean;
  moved: string[];
  syncBarOnly: boolean;
}

interface ShiftWindow {
  layoutShifts: LayoutShift[];
  layoutShiftObserver: PerformanceObserver;
  keepLayoutShifts: (entries: PerformanceEntryList) => void;
}

/** Starts watching the page's documents (call before the first navigation). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept: LayoutShift[] = [];
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.nodeName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const sources = entry.sources ?? [];
        kept.push({
          startTime: entry.startTime,
          at: performance.timeOrigin + entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          moved: sources.map(
            (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
          syncBarOnly:
            sources.length > 0 &&
            sources.every(
              (source) =>
                source.node instanceof Element && source.node.matches('.screen-foot > .sync-status'),
            ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: kept, layoutShiftObserver: observer, keepLayoutShifts: keep });
  });
}

/**
 * The shifts of the page's document so far, after the next two frames (a shift shows in the frame after a
 * layout) and with the observer's entries not yet delivered taken too.
 */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const watched = window as unknown as Partial<ShiftWindow>;
    if (watched.layoutShifts === undefined || watched.layoutShiftObserver === undefined) {
      throw new Error('layout shifts are not watched in this document: call watchLayoutShifts first');
    }
    watched.keepLayoutShifts?.(watched.layoutShiftObserver.takeRecords());
    return watched.layoutShifts;
  });
}
