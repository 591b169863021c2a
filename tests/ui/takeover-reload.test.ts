// Which takeovers reload the page (product rule 2.19): a new version taking over a page that ran under an earlier
// one reloads it, so every tab ends on the new version; the page's own version coming in does not, as a reload
// there throws away what the driver had begun (a page opened while the first worker of a first visit was still
// taking over, claimed a moment later).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';

/** Two versions of the app's worker, as the page sees them. */
const first = { scriptURL: '/sw.js' } as ServiceWorker;
const next = { scriptURL: '/sw.js' } as ServiceWorker;

/** A page under `controller` (null: loaded past any worker); `takeOver` makes `worker` its controller. */
function stubPage(controller: ServiceWorker | null) {
  const reload = vi.fn();
  const serviceWorker = { controller };
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: vi.fn(), clear: vi.fn() });
  vi.stubGlobal('navigator', { serviceWorker });
  const heard = new Map<string, () => void>();
  const workbox = {
    addEventListener: (type: string, listener: () => void) => heard.set(type, listener),
  } as unknown as Workbox;
  const takeOver = (worker: ServiceWorker) => {
    serviceWorker.controller = worker;
    heard.get('controlling')?.();
  };
  return { reload, workbox, takeOver };
}

async function followUpdates(workbox: Workbox, activeBefore: ServiceWorker | null): Promise<void> {
  const flow = await import('@src/pwa/update-flow');
  flow.followUpdates(workbox, activeBefore);
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a worker taking the page over', () => {
  it('reloads a page served by an earlier version', async () => {
    const { reload, workbox, takeOver } = stubPage(first);
    await followUpdates(workbox, first);
    takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a first visit’s page as its first worker takes it, and reloads it for the next version', async () => {
    const { reload, workbox, takeOver } = stubPage(null);
    await followUpdates(workbox, null);
    takeOver(first);
    expect(reload).not.toHaveBeenCalled();
    takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page opened while the first worker was taking over, when that worker claims it', async () => {
    const { reload, workbox, takeOver } = stubPage(null);
    await followUpdates(workbox, first);
    takeOver(first);
    expect(reload).not.toHaveBeenCalled();
    takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page loaded past the active worker when a new version takes over', async () => {
    const { reload, workbox, takeOver } = stubPage(null);
    await followUpdates(workbox, first);
    takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
