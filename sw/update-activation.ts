/**
 * The Update button's half in the waiting service worker (product rule 2.19, architecture
 * "Decisions"): every Cache Storage cache of the app goes except the precache
 * this version just filled (precaching drops the old version's entries from it
 * when this one activates), then this version takes over. IndexedDB (outbox,
 * jobs, photos, the backstop queue) is never touched. Touches Cache Storage.
 */
import { cacheNames } from 'workbox-core';

/** Clears the app's other caches, then activates this waiting version. */
export async function activateUpdate(scope: ServiceWorkerGlobalScope): Promise<void> {
  const keep = cacheNames.precache;
  const names = await scope.caches.keys();
  await Promise.all(names.filter((name) => name !== keep).map((name) => scope.caches.delete(name)));
  await scope.skipWaiting();
}
