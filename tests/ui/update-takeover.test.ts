// Update asks the waiting version to take over until it has (product rule 2.19): a version that never took the
// first ask is asked again, and one that took over without this page hearing it is loaded by a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { applyUpdate, TAKEOVER_WAIT_MS } from '@src/pwa/update-flow';

/** A registration whose waiting worker is there until `takeOver()` runs, as the browser shows it. */
function registrationWaiting() {
  const registration = { waiting: {} as ServiceWorker | null, installing: null, active: {} };
  return { registration, takeOver: () => (registration.waiting = null) };
}

function stubBrowser(registration: object | undefined) {
  const reload = vi.fn();
  const storage = () => ({ clear: vi.fn(), getItem: () => null, setItem: vi.fn() });
  vi.stubGlobal('window', {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    location: { reload },
  });
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve(registration) } });
  return reload;
}

/** workbox-window's handle, offline: looking for the served version fails. */
function offlineWorkbox() {
  const messageSkipWaiting = vi.fn();
  const workbox = { update: () => Promise.reject(new TypeError('Failed to fetch')), messageSkipWaiting };
  return { workbox: workbox as unknown as Workbox, messageSkipWaiting };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Update until the new version has taken over', () => {
  it('asks the waiting version again while it has not taken over, and reloads nothing meanwhile', async () => {
    const { registration } = registrationWaiting();
    const reload = stubBrowser(registration);
    const { workbox, messageSkipWaiting } = offlineWorkbox();
    void applyUpdate(workbox);
    await vi.advanceTimersByTimeAsync(0);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS * 3);
    expect(messageSkipWaiting).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();
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
});
