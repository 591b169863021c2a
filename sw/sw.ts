/**
 * The service worker (served at /sw.js, scope /), wiring only: precaches the
 * app shell and every lazy chunk built by vite-plugin-pwa, lets the browser
 * answer the built chunks from the precache itself (asset-routes.ts), answers every app
 * navigation with the cached index.html (never API paths), caches nothing at
 * runtime, runs the background-sync backstop over the app's IndexedDB, and
 * waits as a new version until the page's Update button lets it take over.
 */
import { Queue } from 'workbox-background-sync';
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { BACKSTOP_QUEUE_NAME, isPageMessage } from '@domain/sync/service-worker-messages';
import type { ServiceWorkerToPage } from '@domain/sync/service-worker-messages';
import { appConfig } from '@worker-shared/app-config';
import { originLock, TOKEN_REFRESH_LOCK } from '@worker-shared/auth/refresh-lock';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { Backstop } from './backstop';
import { BACKSTOP_RETENTION_MINUTES, WorkboxItemQueue } from './item-queue';
import { navigationDenylist } from './navigation-denylist';
import { replayClient } from './replay-client';
import { routeAssetsFromCache } from './asset-routes';
import { activateUpdate } from './update-activation';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: navigationDenylist(),
  }),
);

clientsClaim();

const config = appConfig(self.location);
const log = (message: string) => console.log(message);
routeAssetsFromCache(self, cacheNames.precache, log);
const hasBackgroundSync = 'sync' in self.registration;

async function notifyPages(idempotencyKeys: string[]): Promise<void> {
  const message: ServiceWorkerToPage = { type: 'BACKSTOP_SYNCED', idempotencyKeys };
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

const backstop = new Backstop({
  createQueue: (onSync) =>
    new WorkboxItemQueue(
      new Queue(BACKSTOP_QUEUE_NAME, { maxRetentionTime: BACKSTOP_RETENTION_MINUTES, onSync }),
      config.baseUrl,
    ),
  openStorage: () => openIdbStorage(self.indexedDB),
  client: (storage) =>
    replayClient(storage, {
      config,
      fetch: (input, init) => fetch(input, init),
      now: () => Date.now(),
      exclusive: originLock(TOKEN_REFRESH_LOCK),
      log,
    }),
  notify: notifyPages,
  hasBackgroundSync,
  log,
});

function logged(task: Promise<unknown>, what: string): Promise<void> {
  return task.then(
    () => undefined,
    (error: unknown) => log(`${what} failed: ${String(error)}`),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!isPageMessage(data)) return;
  switch (data.type) {
    case 'SKIP_WAITING':
      event.waitUntil(activateUpdate(self));
      break;
    case 'CAPTURE_OUTBOX':
      event.waitUntil(logged(backstop.capture(), 'Background sync capture'));
      break;
    case 'REPLAY_BACKSTOP':
      // With Background Sync the browser replays; without it the app's opening does.
      if (!hasBackgroundSync) event.waitUntil(logged(backstop.replay(), 'Background sync replay'));
      break;
  }
});
