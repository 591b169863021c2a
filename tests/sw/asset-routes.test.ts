// The built chunks' static route (sw/asset-routes.ts): declared as the worker installs where the browser has the
// static routing API, left out where it has not, and a refusal logged rather than failing the install.
import { describe, expect, it } from 'vitest';
import { routeAssetsFromCache, type InstallingScope, type RoutingInstallEvent } from '@sw/asset-routes';

/** A worker scope that keeps its install listener, and an install event that records what it was given. */
function installWith(addRoutes?: RoutingInstallEvent['addRoutes']) {
  let listener: ((event: RoutingInstallEvent) => void) | undefined;
  const scope: InstallingScope = {
    addEventListener: (_type, handler) => {
      listener = handler;
    },
  };
  const logged: string[] = [];
  routeAssetsFromCache(scope, 'doorstep-precache', (message) => logged.push(message));
  const waited: Promise<unknown>[] = [];
  listener?.({
    waitUntil: (promise) => {
      waited.push(promise);
    },
    addRoutes,
  });
  return { logged, waited };
}

describe('the built chunks’ static route', () => {
  it('routes /assets/* to the precache as the worker installs', async () => {
    const given: unknown[] = [];
    const { waited, logged } = installWith((rules) => {
      given.push(rules);
      return Promise.resolve();
    });
    await Promise.all(waited);
    expect(given).toEqual([
      { condition: { urlPattern: '/assets/*' }, source: { cacheName: 'doorstep-precache' } },
    ]);
    // The install waits for the route, so the version is active only once the browser holds it.
    expect(waited).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it('is left out where the browser has no static routing', () => {
    expect(installWith().waited).toEqual([]);
  });

  it('logs a refused route and lets the install go on', async () => {
    const { waited, logged } = installWith(() => Promise.reject(new TypeError('bad pattern')));
    await expect(Promise.all(waited)).resolves.toBeDefined();
    expect(logged).toEqual(["The chunks' cache route was refused: TypeError: bad pattern"]);
  });
});
