/**
 * The engine's deps in a browser realm: the realm's fetch, IndexedDB, clock and timers, this origin's
 * gateway, and the photo step loaded lazily on the first photo. worker/index.ts hands it the
 * dedicated worker's scope; the engine-realm bench (bench/engine-realm/) hands it the page's window.
 */
import { appConfig } from '@worker-shared/app-config';
import type { EngineDeps } from './engine-deps';

/**
 * The page applies the engine's pushes five times a second at most, after a tap (src/state/run-pacer.ts,
 * PUSH_PACING.inputGapMs): pushes closer together than that would only be merged there.
 */
const PUSH_GAP_MS = 200;

/** What the deps read of the realm's global scope (a worker's `self` or a page's `window`). */
export interface BrowserRealm {
  location: { host: string; origin: string };
  indexedDB: IDBFactory;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  navigator: { storage?: Pick<StorageManager, 'estimate'> };
}

/** The deps of an engine running in the realm. */
export function browserEngineDeps(realm: BrowserRealm): EngineDeps {
  const config = appConfig(realm.location);
  return {
    baseUrl: config.baseUrl,
    fetch: (input, init) => fetch(input, init),
    indexedDB: realm.indexedDB,
    now: () => Date.now(),
    setTimeout: (callback, ms) => realm.setTimeout(callback, ms),
    clearTimeout: (handle) => realm.clearTimeout(handle as number),
    pushGapMs: PUSH_GAP_MS,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    appVersion: config.appVersion,
    processPhoto: async (blob) => (await import('./images/resize-photo')).resizePhoto(blob),
    thumbnailPhoto: async (photo, edge) =>
      (await import('./images/photo-thumbnail')).photoThumbnail(photo, edge),
    storageUsage: async () =>
      typeof realm.navigator.storage?.estimate === 'function' ? realm.navigator.storage.estimate() : {},
  };
}
