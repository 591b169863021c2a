/**
 * Whether the window is a desk's (at least 1024 px wide), where an admin works in the workspace
 * (admin-workspace.tsx) rather than the phone layout; follows the window as it is resized. The same width is
 * the `@media` of src/styles/workspace.css.
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

/** True while the window is at least 1024 px wide; false where it cannot be asked (a test's renderer). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideScreenQuery()?.matches ?? false,
    () => false,
  );
}
