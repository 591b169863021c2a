// Update asks the waiting version to take over (product rule 2.19): a version that has not taken over is asked
// again, one that never does ends in a reload of the page as it is (the banner offers it again), and one that
// took over without this page hearing it is loaded by a reload. A version found waiting after the tap is taken by
// it, not offered again as a new alert.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { MOST_TAKEOVER_ASKS, TAKEOVER_WAIT_MS } from '@src/pwa/update-flow';

/** A fresh copy of the update flow: it remembers a tap for the page's life. */
async function applyUpdate(workbox: Workbox): Promise<void> {
  const flow = await import('@src/pwa/update-flow');
  return flow.applyUpdate(workbox);
}

/** A registration whose waiting worker is there until `takeOver()` runs, as the browser shows it. */
function registrationWaiting() {
  const registration = { waiting: {} as ServiceWorker | null, installing: null, active: {} };
  return { registration, takeOver: () => (registration.waiting = null) };
}

function stubBrowser(registration: object | undefined) {
  const reload = vi.fn();
  const storage = () => ({
    clear: vi.fn(),
    getItem: () => null,
    setItem: vi.fn<(key: string, value: string) => void>(),
  });
  vi.stubGlobal('window', {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    location: { reload },
  });
  const local = storage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve(registration), controller: {} },
  });
  return Object.assign(reload, { keptLocally: local.setItem });
}

/** workbox-window's handle, offline: looking for the served version fails. */
function offlineWorkbox() {
  const messageSkipWaiting = vi.fn();
  const workbox = { update: () => Promise.reject(new TypeError('Failed to fetch')), messageSkipWaiting };
  return { workbox: workbox as unknown as Workbox, messageSkipWaiting };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Update until the new version has taken over', () => {
  it('asks the waiting version again while it has not taken over, then reloads the page as it is', async () => {
    const { registration } = registrationWaiting();
    const reload = stubBrowser(registration);
    const { workbox, messageSkipWaiting } = offlineWorkbox();
    const updated = applyUpdate(workbox);
    await vi.advanceTimersByTimeAsync(0);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS * MOST_TAKEOVER_ASKS);
    await updated;
    expect(messageSkipWaiting).toHaveBeenCalledTimes(MOST_TAKEOVER_ASKS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once the version has taken over unheard, and asks nothing more', async () => {
    const { registration, takeOver } = registrationWaiting();
    const reload = stubBrowser(registration);
    const { workbox, messageSkipWaiting } = offlineWorkbox();
    const updated = applyUpdate(workbox);
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(2);
    takeOver();
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS);
    await updated;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(2);
  });

  it('reloads at once when no version waits (another tab took it first)', async () => {
    const reload = stubBrowser({ waiting: null, installing: null, active: {} });
    const { workbox, messageSkipWaiting } = offlineWorkbox();
    await applyUpdate(workbox);
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps no new update alert for a version found waiting after the tap', async () => {
    const { registration } = registrationWaiting();
    const reload = stubBrowser(registration);
    const { workbox } = offlineWorkbox();
    const heard = new Map<string, () => void>();
    Object.assign(workbox, {
      addEventListener: (type: string, listener: () => void) => heard.set(type, listener),
    });
    const { followUpdates } = await import('@src/pwa/update-flow');
    followUpdates(workbox, {} as ServiceWorker);
    heard.get('waiting')?.();
    expect(reload.keptLocally).toHaveBeenCalledWith('updateAlert', 'true');
    reload.keptLocally.mockClear();
    void applyUpdate(workbox);
    await vi.advanceTimersByTimeAsync(0);
    heard.get('waiting')?.();
    expect(reload.keptLocally).not.toHaveBeenCalled();
  });
});
