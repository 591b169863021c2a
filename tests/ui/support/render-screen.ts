/**
 * Renders a component to HTML as React renders it, inside the app's own jotai
 * store holding the given snapshot and a router at `path`. Import
 * ./engine-worker-stand-in first when the component reaches the engine.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { EngineSnapshot } from '@worker/engine-shapes';
import { snapshotBeforeStart, snapshotAtom } from '@src/state/snapshot-atom';
import { StateProvider } from '@src/state/state-provider';
import { store } from '@src/state/store';

/** The app's store, for a test that sets UI-only atoms. */
export { store };

/** The element's HTML with the snapshot in the store. */
export function renderWithSnapshot(
  element: ReactNode,
  snapshot: Partial<EngineSnapshot> = {},
  path = '/job-list',
): string {
  store.set(snapshotAtom, { ...snapshotBeforeStart, ...snapshot });
  return renderToStaticMarkup(
    createElement(StateProvider, { children: createElement(Router, { ssrPath: path, children: element }) }),
  );
}

/** The text of an HTML fragment: tags dropped, entities of quotes and ampersands read. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
