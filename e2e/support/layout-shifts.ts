/**
 * The layout shifts of a page that no recent input explains (the Layout Instability API), each with what moved.
 * They are read with a PerformanceObserver from before the app's first script: Chromium keeps `layout-shift`
 * entries out of `performance.getEntriesByType`, which answers an empty list whatever moved.
 */
import type { Page } from '@playwright/test';

const REPORT = '__doorstepLayoutShift';

/**
 * One layout shift the driver did not cause: when it began (page time), each moved box, before and after, and
 * whether the boxes moved are all notices over the foot of the screen (their own words changing length).
 */
export interface ShiftWithoutInput {
  startTime: number;
  moved: string[];
  footNoticesOnly: boolean;
}

/**
 * Starts watching (call before the first navigation); the answer lists the shifts without recent input seen
 * so far in every document the page loaded.
 */
export async function watchLayoutShifts(page: Page): Promise<() => ShiftWithoutInput[]> {
  const shifts: ShiftWithoutInput[] = [];
  await page.exposeFunction(REPORT, (shift: ShiftWithoutInput) => shifts.push(shift));
  await page.addInitScript((report) => {
    const send = (window as unknown as Record<string, (shift: unknown) => void>)[report];
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.nodeName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        send?.({
          startTime: entry.startTime,
          footNoticesOnly:
            sources.length > 0 &&
            sources.every(
              (source) => source.node instanceof Element && source.node.matches('.screen-foot > *'),
            ),
          moved: sources.map(
            (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, REPORT);
  return () => [...shifts];
}
