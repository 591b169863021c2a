/**
 * Whether the window is a desk's (at least 1024 px wide), where an admin works in the workspace
 * (admin-workspace.tsx) rather than the phone layout; follows the window as it is resized. The same width is
 * the `@media` of src/styles/workspace.css. Printing lays the page out at the paper's width: the answer stays the
 * screen's then, or the open record would be rebuilt, its images with it, under the printer.
 */
import { useSyncExternalStore } from 'react';

/** The width from which an admin gets the list and the open job side by side. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function wideScreenQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? null
    : window.matchMedia(WIDE_SCREEN_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = wideScreenQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The screen's last answer, kept while printing. */
let wideOnScreen = false;

function isWideScreen(): boolean {
  const query = wideScreenQuery();
  if (query === null) return false;
  if (window.matchMedia('print').matches) return wideOnScreen;
  wideOnScreen = query.matches;
  return wideOnScreen;
}

/** True while the window is at least 1024 px wide; false where it cannot be asked (a test's renderer). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false);
}
