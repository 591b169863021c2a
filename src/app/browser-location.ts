/**
 * The browser's location for wouter, held in React state so that a navigation can render as a transition.
 *
 * wouter's own location hook reads the path through `useSyncExternalStore`, which React always renders blocking:
 * a screen that moves on when an engine call answers (the signature screen to the list, a report to its next
 * step) rendered the whole next screen inside the task the answer arrived in, one long task on a slow phone.
 * Here each component keeps the path and the history state it shows as state; a navigation asked with
 * `{ transition: true }` updates them inside `startTransition`, so React renders the next screen in slices and
 * answers a tap meanwhile (the old screen stays until the new one is ready). Any other navigation, a `<Redirect>`
 * (a layout effect, so no frame shows the empty route) and the browser's Back and Forward (its scroll
 * restoration wants the page drawn at once) still render blocking, as before.
 */
import { startTransition, useEffect, useState } from 'react';

/** How a navigation is made: wouter's navigate options, `transition` meaning a React transition here. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Render the next screen as a React transition (the old one stays until the new one is ready). */
  transition?: boolean;
}

/** The path and the history state a component shows. */
interface Shown {
  path: string;
  state: unknown;
}

/**
 * What moves the location besides this file's navigate: Back and Forward, and a `history.pushState` or
 * `replaceState` of any other code (the photo editor's own entry), which wouter's import patches to dispatch
 * an event of that name. Inside navigate's `startTransition` that event, dispatched at once, is part of the
 * transition too.
 */
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/** Every component showing the location: told of each change, the window's events listened to once for all. */
const listeners = new Set<() => void>();
let changesTold = 0;

function tellListeners(): void {
  changesTold += 1;
  for (const listener of listeners) listener();
}

function listen(listener: () => void): () => void {
  if (listeners.size === 0)
    for (const event of LOCATION_EVENTS) window.addEventListener(event, tellListeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0)
      for (const event of LOCATION_EVENTS) window.removeEventListener(event, tellListeners);
  };
}

function currentlyShown(): Shown {
  // Rendered to HTML (the tests that render screens in Node): no location, and no state handed over.
  if (typeof location === 'undefined') return { path: '/', state: null };
  return { path: location.pathname, state: history.state as unknown };
}

/** Goes to `to` (pushed, or replacing the current entry), as a transition when asked. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const go = () => {
    const toldBefore = changesTold;
    const state = options.state ?? null;
    if (options.replace === true) history.replaceState(state, '', to);
    else history.pushState(state, '', to);
    // Where wouter has not patched history (no event came), the listeners are told here.
    if (changesTold === toldBefore) tellListeners();
  };
  if (options.transition === true) startTransition(go);
  else go();
}

function useShown(): Shown {
  const [shown, setShown] = useState(currentlyShown);
  useEffect(() => {
    const update = () => {
      const next = currentlyShown();
      setShown((before) => (before.path === next.path && before.state === next.state ? before : next));
    };
    const stop = listen(update);
    // A navigation between this component's first render and now.
    update();
    return stop;
  }, []);
  return shown;
}

/** wouter's location hook (`<Router hook={useBrowserLocation}>`): the path shown, and navigate. */
export function useBrowserLocation(): [string, typeof navigate] {
  return [useShown().path, navigate];
}

/** The history state of the entry shown (the navigation state a screen was handed). */
export function useHistoryState(): unknown {
  return useShown().state;
}
