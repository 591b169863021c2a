/**
 * The built chunks (/assets/*: each name carries its content's hash, and the precache keeps each under its own
 * URL) are answered by the browser straight from the precache, with no fetch event (the ServiceWorker static
 * routing API, Chromium 123 on): opening the app from the pocket fetches dozens of them, for the page and the
 * engine's worker, each of which would otherwise wait for this worker to start and run its fetch handler on a
 * phone whose cores the page needs. A chunk not in the precache goes to the network, as the precache's own route
 * does; a browser without the API keeps that route for every chunk.
 */

/** One rule of the static routing API (the fields used here). */
interface RouterRule {
  condition: { urlPattern: string };
  source: { cacheName: string };
}

/** The install event where the browser has the static routing API. */
export interface RoutingInstallEvent {
  waitUntil(promise: Promise<unknown>): void;
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
}

/** What declaring the route needs of the service worker's global scope. */
export interface InstallingScope {
  addEventListener(type: 'install', listener: (event: RoutingInstallEvent) => void): void;
}

/**
 * The hashed chunks' path (relative to the worker's own URL, /sw.js) to the named cache alone, so no other cache
 * the app may keep one day answers for the precache.
 */
function assetRoute(precache: string): RouterRule {
  return { condition: { urlPattern: '/assets/*' }, source: { cacheName: precache } };
}

/**
 * Declares the chunks' route to the `precache` as this version installs; `log` hears why the browser refused it,
 * which leaves the precache's own route answering.
 */
export function routeAssetsFromCache(
  scope: InstallingScope,
  precache: string,
  log: (message: string) => void,
): void {
  scope.addEventListener('install', (event) => {
    if (typeof event.addRoutes !== 'function') return;
    event.waitUntil(
      event
        .addRoutes(assetRoute(precache))
        .catch((error: unknown) => log(`The chunks' cache route was refused: ${String(error)}`)),
    );
  });
}
