/**
 * The built chunks (/assets/*: each name carries its content's hash, and the precache keeps each under its own
 * URL) are answered by the browser straight from the precache, with no fetch event (the ServiceWorker static
 * routing API, Chromium 123 on): opening the app from the pocket fetches a dozen of them, each of which would
 * otherwise wait for this worker to start and run its fetch handler, and the browser hands V8 the code cache it
 * keeps beside a cached script only when the script comes from the cache itself. A chunk not in the cache goes to
 * the network, as the precache's own route does; a browser without the API keeps that route for every chunk.
 */

/** One rule of the static routing API (the fields used here). */
interface RouterRule {
  condition: { urlPattern: string };
  source: 'cache';
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

/** The hashed chunks' path, relative to the worker's own URL (/sw.js). */
export const ASSET_ROUTE: RouterRule = { condition: { urlPattern: '/assets/*' }, source: 'cache' };

/** Declares the chunks' route as this version installs; `log` hears why the browser refused it. */
export function routeAssetsFromCache(scope: InstallingScope, log: (message: string) => void): void {
  scope.addEventListener('install', (event) => {
    if (typeof event.addRoutes !== 'function') return;
    event.waitUntil(
      event
        .addRoutes(ASSET_ROUTE)
        .catch((error: unknown) => log(`The chunks' cache route was refused: ${String(error)}`)),
    );
  });
}
