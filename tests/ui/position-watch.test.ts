/**
 * The layout's position watch starts when the page is next idle (src/app/use-position-watch.ts): on a cold start
 * its effect runs just after the day's list is drawn, where a first tap would otherwise wait for it. It hands
 * each fix (and a refusal, as null) to the engine, restarts on a new key and stops when the layout goes.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePositionWatch } from '@src/app/use-position-watch';
import { installMiniDom } from './support/mini-dom';

const { setPosition } = vi.hoisted(() => ({ setPosition: vi.fn(() => Promise.resolve()) }));
vi.mock('@src/engine', () => ({ engine: { setPosition } }));

/** navigator.geolocation with watches the test answers by hand, and idle periods it starts by hand. */
function fakeDevice() {
  const watches = new Map<number, { fix: PositionCallback; refused: PositionErrorCallback }>();
  const idle: (() => void)[] = [];
  let next = 1;
  Object.assign(globalThis, {
    IS_REACT_ACT_ENVIRONMENT: true,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  Object.assign(globalThis.navigator, {
    geolocation: {
      watchPosition: (fix: PositionCallback, refused: PositionErrorCallback) => {
        watches.set(next, { fix, refused });
        return next++;
      },
      clearWatch: (id: number) => watches.delete(id),
    },
  });
  return {
    watches,
    /** How many watches were ever started. */
    started: () => next - 1,
    /** Runs the idle callbacks asked for so far, as the browser does once the page is idle. */
    idle: () => act(() => Promise.resolve(idle.splice(0).forEach((callback) => callback()))),
  };
}

function Watching({ active, restartKey }: { active: boolean; restartKey: string }) {
  usePositionWatch(active, restartKey);
  return null;
}

/** A root showing the watch on a fake device. */
function mountWatching() {
  const dom = installMiniDom();
  const device = fakeDevice();
  const root = createRoot(dom.container as unknown as HTMLElement);
  return {
    device,
    show: (active: boolean, restartKey: string) =>
      act(() => root.render(createElement(Watching, { active, restartKey }))),
    unmount: () => act(() => root.unmount()),
    uninstall: () => dom.uninstall(),
  };
}

afterEach(() => {
  setPosition.mockClear();
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
});

describe("the layout's position watch", () => {
  it('starts once the page is idle, hands fixes and refusals to the engine, restarts and stops', async () => {
    const { device, show, unmount, uninstall } = mountWatching();
    try {
      show(true, 'denied');
      expect(device.watches.size).toBe(0);
      await device.idle();
      expect([...device.watches.keys()]).toEqual([1]);

      const fix = { coords: { latitude: 53.4, longitude: -2.2, accuracy: 8 }, timestamp: 1000 };
      device.watches.get(1)?.fix(fix as GeolocationPosition);
      device.watches.get(1)?.refused({} as GeolocationPositionError);
      expect(setPosition.mock.calls).toEqual([
        [{ latitude: 53.4, longitude: -2.2, accuracy: 8, timestamp: 1000 }],
        [null],
      ]);

      show(true, 'granted');
      expect(device.watches.size).toBe(0);
      await device.idle();
      expect([...device.watches.keys()]).toEqual([2]);
    } finally {
      unmount();
      uninstall();
    }
    expect(device.watches.size).toBe(0);
  });

  it('never starts when the layout goes before the page was idle, nor while inactive', async () => {
    const { device, show, unmount, uninstall } = mountWatching();
    try {
      show(false, 'granted');
      await device.idle();
      expect(device.watches.size).toBe(0);
      show(true, 'granted');
      unmount();
      await device.idle();
      expect(device.started()).toBe(0);
    } finally {
      uninstall();
    }
  });
});
