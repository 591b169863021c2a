// The authorization matrix: every gateway route × every kind of caller answers the status
// authorization-matrix-table.ts names, and no answer holds another driver's or branch's job data.
// The gateway runs as in production (no test routes), with a known token secret so expired tokens can be forged.
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { GatewayServices } from '@server/gateway-services';
import type { Caller, CallerName } from './authorization-matrix-callers';
import { MATRIX_TOKEN_SECRET, matrixCallers } from './authorization-matrix-callers';
import { foreignMarkers, leaksIn, loadJobMarkers } from './authorization-matrix-leaks';
import { matrixRows } from './authorization-matrix-table';
import { clearThrottleCounters, sendWire } from './route-catalog/wire';
import { loadRouteFixture } from './route-catalog/fixture';
import type { RouteFixture } from './route-catalog/fixture';
import type { RouteCase } from './route-catalog/route-case';
import { validRequest } from './route-catalog/route-case';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let fixture: RouteFixture;
let callers: Caller[];
let markers: Awaited<ReturnType<typeof loadJobMarkers>>;

beforeAll(async () => {
  gw = await startTestGateway({ tokenSecret: MATRIX_TOKEN_SECRET, testRoutes: false });
  fixture = await loadRouteFixture(gw);
  callers = await matrixCallers(gw);
  markers = await loadJobMarkers(gw.db);
}, 120_000);
afterAll(() => gw.close());

function identityFor(route: RouteCase, caller: Caller): Record<string, string> {
  if (route.identity === 'caller') return caller.identity;
  if (route.identity === 'owner') return callers.find((c) => c.name === 'owning driver')?.identity ?? {};
  return {};
}

/** Normalises '/a/:id/b', '/a/{id}/b' and '/a/*' alike. */
const shape = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}|:\w+|\*/g, '{}')}`;

describe('authorization matrix', () => {
  it('has a row for every route the gateway mounts (test routes included)', () => {
    // buildApp only wires routes: of its services it reads nothing but the store's origins and trustProxy.
    const services = { objects: { connectOrigins: () => [], imageOrigins: () => [] }, trustProxy: false };
    const app = buildApp(services as unknown as GatewayServices, { testRoutes: true, staticDir: tmpdir() });
    const mounted = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => shape(r.method, r.path)));
    const rows = new Set(matrixRows.map(({ route }) => shape(route.method, route.template)));
    expect([...mounted].filter((r) => !rows.has(r)).sort()).toEqual([]);
    expect([...rows].filter((r) => !mounted.has(r)).sort()).toEqual([]);
  });

  it('finds other scopes’ markers to look for', () => {
    for (const caller of callers) expect(foreignMarkers(markers, caller.scope).length).toBeGreaterThan(0);
  });

  for (const row of matrixRows) {
    it(row.route.label, async () => {
      const statuses = {} as Record<CallerName, number>;
      const leaks: string[] = [];
      for (const caller of callers) {
        await clearThrottleCounters(gw.db);
        const request = await validRequest(row.route, fixture, identityFor(row.route, caller));
        const res = await sendWire(gw, request, caller.authorization);
        statuses[caller.name] = res.status;
        const found = leaksIn(await res.text(), foreignMarkers(markers, caller.scope));
        if (found.length > 0 && row.route.capability === undefined)
          leaks.push(`${caller.name} (${res.status}) got ${found.join(', ')}`);
      }
      expect(statuses).toEqual(row.expected);
      expect(leaks).toEqual([]);
    });
  }
});
