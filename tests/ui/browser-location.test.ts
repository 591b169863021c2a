/**
 * The app's location held in React state (src/app/browser-location.ts): a navigation asked as a transition keeps
 * the old screen until the next one is ready, any other renders at once; the history state comes with its path,
 * and the browser's Back and another code's pushState are followed.
 */
import { act, createElement, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  navigate,
  useBrowserLocation,
  useHistoryState,
  type NavigateOptions,
} from '@src/app/browser-location';
import { installMiniDom, shownText } from './support/mini-dom';

/** A history of entries the test moves through by hand, and the page's location in it. */
function fakeHistory(startPath: string) {
  const entries: { path: string; state: unknown }[] = [{ path: startPath, state: null }];
  let at = 0;
  const listeners = new Map<string, Set<() => void>>();
  const dispatch = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  const location = { pathname: startPath };
  const history = {
    get state() {
      return entries[at]?.state ?? null;
    },
    pushState(state: unknown, _title: string, path: string) {
      entries.splice(at + 1, entries.length, { path, state });
      at += 1;
      location.pathname = path;
    },
    replaceState(state: unknown, _title: string, path: string) {
      entries[at] = { path, state };
      location.pathname = path;
    },
  };
  const back = () => {
    at -= 1;
    location.pathname = entries[at]?.path ?? '/';
    dispatch('popstate');
  };
  /** What wouter's patch of history does in a browser: another code's pushState, and its event. */
  const pushedElsewhere = (state: unknown, path: string) => {
    history.pushState(state, '', path);
    dispatch('pushState');
  };
  const addEventListener = (type: string, listener: () => void) => {
    listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
  };
  const removeEventListener = (type: string, listener: () => void) => listeners.get(type)?.delete(listener);
  return { location, history, back, pushedElsewhere, addEventListener, removeEventListener };
}

/** A screen that is not ready until `ready` settles: it suspends while it loads. */
let slowScreen: Promise<void> = Promise.resolve();

function Screen() {
  const [path] = useLocation();
  const state = useHistoryState();
  if (path.startsWith('/slow')) use(slowScreen);
  const handed = typeof state === 'object' && state !== null ? JSON.stringify(state) : '';
  return createElement('p', null, `${path}${handed}`);
}

/** A navigation in an awaited act scope: React renders what suspended inside act only when the scope is awaited. */
function navigated(to: string, options?: NavigateOptions): Promise<void> {
  return act(() => {
    navigate(to, options);
    return Promise.resolve();
  });
}

function App() {
  const screen = createElement(
    Suspense,
    { fallback: createElement('p', null, 'loading') },
    createElement(Screen),
  );
  return createElement(Router, { hook: useBrowserLocation, children: screen });
}

describe("the app's location", () => {
  let dom: ReturnType<typeof installMiniDom>;
  let page: ReturnType<typeof fakeHistory>;
  let root: ReturnType<typeof createRoot>;

  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    dom = installMiniDom();
    page = fakeHistory('/job-list');
    Object.assign(globalThis.window, {
      addEventListener: page.addEventListener,
      removeEventListener: page.removeEventListener,
    });
    Object.defineProperty(globalThis, 'location', { value: page.location, configurable: true });
    Object.defineProperty(globalThis, 'history', { value: page.history, configurable: true });
    root = createRoot(dom.container as unknown as HTMLElement);
    act(() => root.render(createElement(App)));
  });

  afterEach(() => {
    act(() => root.unmount());
    Reflect.deleteProperty(globalThis, 'location');
    Reflect.deleteProperty(globalThis, 'history');
    dom.uninstall();
  });

  it('keeps the old screen through a transition until the next one is ready', async () => {
    let loaded = () => {};
    slowScreen = new Promise<void>((resolve) => (loaded = resolve));
    expect(dom.container.textContent).toBe('/job-list');

    await navigated('/slow/1', { transition: true });
    expect(page.location.pathname).toBe('/slow/1');
    expect(shownText(dom.container)).toBe('/job-list');

    await act(async () => {
      loaded();
      await slowScreen;
    });
    expect(dom.container.textContent).toBe('/slow/1');
  });

  it('renders any other navigation at once, its fallback while the screen loads', async () => {
    let loaded = () => {};
    slowScreen = new Promise<void>((resolve) => (loaded = resolve));

    await navigated('/slow/2');
    expect(shownText(dom.container)).toBe('loading');

    await act(async () => {
      loaded();
      await slowScreen;
    });
    expect(dom.container.textContent).toBe('/slow/2');
  });

  it('hands over the history state with its path, replaces an entry, follows Back and any other pushState', () => {
    act(() => navigate('/job/7/overview', { state: { id: '7' }, transition: true }));
    expect(dom.container.textContent).toBe('/job/7/overview{"id":"7"}');

    act(() => navigate('/job/7/signature', { state: { id: '7', step: 2 }, replace: true }));
    expect(dom.container.textContent).toBe('/job/7/signature{"id":"7","step":2}');

    act(() => page.back());
    expect(dom.container.textContent).toBe('/job-list');

    act(() => page.pushedElsewhere({ username: 'handed.over' }, '/'));
    expect(dom.container.textContent).toBe('/{"username":"handed.over"}');
  });
});
