/**
 * The Update button's half in the waiting service worker (product rule 2.19, architecture
 * "Decisions"): every Cache Storage cache of the app goes except the precache
 * this version just filled (precaching drops the old version's entries from it
 * when this one activates), then this version takes over. IndexedDB (outbox,
 * jobs, photos, the backstop queue) is never touched. Touches Cache Storage.
 */
import { cacheNames } from 'workbox-core';

/** What activating needs of the service worker's global scope. */
export interface ActivatingScope {
  caches: CacheStorage;
  skipWaiting: () => Promise<void>;
}

/**
 * Clears the app's other caches, then activates this waiting version: activated even when clearing failed,
 * as a cache left behind costs space while a version that never takes over leaves the driver on the old one.
 */
export async function activateUpdate(scope: ActivatingScope): Promise<void> {
  const keep = cacheNames.precache;
  try {
    const names = await scope.caches.keys();
    await Promise.all(names.filter((name) => name !== keep).map((name) => scope.caches.delete(name)));
  } finally {
    await scope.skipWaiting();
  }
}
