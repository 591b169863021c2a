/**
 * What the page records about itself, installed before any of its scripts run (an init script):
 * PerformanceObserver 'longtask' and 'long-animation-frame' (whose scripts say what ran) and Event
 * Timing ('event', durationThreshold 16) entries, all in epoch ms. `drainProbes` reads and clears
 * them together with the outbox's depth (an IndexedDB count) and navigator.onLine, in one call.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { EventTimingEntry } from './interactions';
import type { RecordedFrame, RecordedTask } from './long-tasks';

/** One drain of the page's probes. */
export interface ProbeDrain {
  at: number;
  depth: number;
  online: boolean;
  longTasks: RecordedTask[];
  frames: RecordedFrame[];
  events: EventTimingEntry[];
}

interface ProbeStore {
  longTasks: RecordedTask[];
  frames: RecordedFrame[];
  events: EventTimingEntry[];
}

/** Runs in the page before its own scripts. */
function installProbes(): void {
  const store: ProbeStore = { longTasks: [], frames: [], events: [] };
  (globalThis as unknown as { __fieldProbes: ProbeStore }).__fieldProbes = store;
  const epoch = (ms: number) => performance.timeOrigin + ms;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return '';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
    return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
  };
  const observe = (type: string, options: Record<string, unknown>, take: (entry: never) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((e) => take(e as never))).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // An entry type this browser does not know: nothing recorded for it.
    }
  };
  type Attributed = PerformanceEntry & { attribution?: { name: string; containerType: string }[] };
  observe('longtask', {}, (e: Attributed) => {
    const source = e.attribution?.[0];
    store.longTasks.push({
      startTime: epoch(e.startTime),
      duration: e.duration,
      attribution: source ? `${e.name} in ${source.containerType || 'page'}` : e.name,
    });
  });
  type Script = { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number };
  observe('long-animation-frame', {}, (e: PerformanceEntry & { scripts?: Script[] }) => {
    store.frames.push({
      startTime: epoch(e.startTime),
      duration: e.duration,
      scripts: (e.scripts ?? []).map((s) => ({
        invoker: s.invoker,
        source: `${s.sourceFunctionName || '(anonymous)'} ${s.sourceURL.split('/').pop() ?? ''}`.trim(),
        duration: s.duration,
      })),
    });
  });
  observe('event', { durationThreshold: 16 }, (e: PerformanceEventTiming & { interactionId?: number }) => {
    store.events.push({
      name: e.name,
      interactionId: e.interactionId ?? 0,
      startTime: epoch(e.startTime),
      duration: e.duration,
      processingStart: epoch(e.processingStart),
      processingEnd: epoch(e.processingEnd),
      target: describe(e.target),
    });
  });
}

/** Installs the probes in every page of the context. */
export async function installPageProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript(installProbes);
}

/** Reads and clears what the page recorded, with the outbox's depth now. */
export function drainProbes(page: Page): Promise<ProbeDrain> {
  return page.evaluate(async () => {
    const holder = globalThis as unknown as { __fieldProbes?: ProbeStore };
    const store = holder.__fieldProbes ?? { longTasks: [], frames: [], events: [] };
    // The observers hold these arrays: emptied in place.
    const taken = {
      longTasks: store.longTasks.splice(0),
      frames: store.frames.splice(0),
      events: store.events.splice(0),
    };
    const depth = await new Promise<number>((resolve) => {
      const open = indexedDB.open('doorstep');
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('outbox')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('outbox').objectStore('outbox').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => resolve(0);
      };
    });
    return { at: Date.now(), depth, online: navigator.onLine, ...taken };
  });
}
