/**
 * Parts the first screen does without (the notification dialog, the save status, the update banner, the
 * date picker, the login form on the job list, the job screen): each is a chunk of its own, so the first load
 * is the job list and little else. Once the page has painted and is idle, every one of them is loaded, one
 * per idle period, so the first notification or tap finds its chunk warm; the service worker precaches
 * them all for offline use.
 */
import { createElement, lazy, memo, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

type Load<T> = () => Promise<T>;

const later: Load<unknown>[] = [];

/**
 * The chunk's loader, loaded once: at its first use or when the page warms the later chunks, whichever
 * comes first. A load that failed (offline before the service worker held the chunk) is tried again.
 */
export function loadLater<T>(load: Load<T>): Load<T> {
  let loading: Promise<T> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  later.push(once);
  return once;
}

/**
 * A component from a later chunk. Shown before its chunk has loaded, it is React.lazy's (the nearest Suspense
 * shows its fallback meanwhile); shown after, it is the chunk's own component, rendered in the same pass, so a
 * part whose chunk was warmed never shows a fallback first and nothing moves when it comes. Each shown part
 * keeps the kind it started with, so it is never mounted twice. It renders again only when its props change, not
 * each time the screen around it does: a form field in it would otherwise be written again by React at every
 * push of a sync (an input's type and name are set on each render).
 */
export function lazyPart<P extends object>(load: Load<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const chunk = loadLater(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const Lazy = lazy(() => chunk().then((component) => ({ default: component })));
  return memo(function LaterPart(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  });
}

/** Loads every later chunk not yet loaded, one per idle period. */
export function warmLaterChunks(): void {
  const queue = [...later];
  const next = () => {
    const load = queue.shift();
    if (load === undefined) return;
    load().then(
      () => void whenIdle().then(next),
      (error: unknown) => {
        // Offline before the service worker holds it: the chunk loads again at its first use.
        console.error('A later chunk did not load', error);
        void whenIdle().then(next);
      },
    );
  };
  void whenIdle().then(next);
}
