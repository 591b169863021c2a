// Fuzz: random and hostile bodies, headers, query strings and path segments for every route, sent
// as a signed-in driver, as the app's client, as an admin of the branch (most often on admin-only routes, so
// their own code runs) or with a garbage token → never a 5xx, every refusal a JSON {message}, and a refused
// request leaves the database as it was. Bounded runs; a failure prints its seed and the replay command
// (FC_SEED=… FC_PATH=… npx vitest run tests/server/fuzz.test.ts -t "<route>").
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiPrefixes } from '@server/http/api-prefixes';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { databaseFingerprint } from './database-fingerprint';
import type { DatabaseFingerprint } from './database-fingerprint';
import { headerText, hostileRawBody, hostileUrlPart } from './fuzz-arbitraries';
import { fuzzCase } from './fuzz-cases';
import { fuzzRequest } from './fuzz-request';
import type { BaseRequest, FuzzCallers } from './fuzz-cases';
import { CHANGED_BY_ANY_REFUSAL, answerProblems, changedTables, describeRequest } from './fuzz-checks';
import { checkFuzzProperty } from './fuzz-property';
import { gatewayRoutes } from './route-catalog/catalog';
import { loadRouteFixture } from './route-catalog/fixture';
import type { RouteFixture } from './route-catalog/fixture';
import type { RouteCase, WireRequest } from './route-catalog/route-case';
import { testOnlyRoutes } from './route-catalog/test-only-routes';
import { clearThrottleCounters, sendWire } from './route-catalog/wire';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let site: string;
let fixture: RouteFixture;
let callers: FuzzCallers;
let last: DatabaseFingerprint;
let previous = '(no request)';
const logLines: string[] = [];

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'doorstep-fuzz-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Doorstep</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'export {};');
  gw = await startTestGateway({ staticDir: site, log: (line) => logLines.push(line) });
  fixture = await loadRouteFixture(gw);
  const signedIn = async (account: DemoAccount) => {
    const { authorization = '', ...identity } = await gw.headersFor(account);
    return { token: authorization.replace(/^Bearer /, ''), identity };
  };
  const driver = await signedIn(demoDriver);
  callers = {
    driver,
    client: { token: await gw.clientToken(), identity: driver.identity },
    admin: await signedIn(demoAdmin),
  };
}, 120_000);
afterAll(async () => {
  await gw.close();
  rmSync(site, { recursive: true, force: true });
});

/** Sends one run's request and throws what is wrong with its answer. */
async function sendAndCheck(
  request: WireRequest,
  mayChange: readonly string[],
  refusals: RouteCase['refusals'] = 'json',
): Promise<void> {
  await clearThrottleCounters(gw.db);
  const before = last;
  const logged = logLines.length;
  const res = await sendWire(gw, request).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    // A dropped keep-alive connection may be the previous request's doing: show it too.
    throw new Error(`the request got no answer (${reason})\n${describeRequest(request)}\nafter ${previous}`);
  });
  previous = `${describeRequest(request)}\n→ ${res.status}`;
  const problems = await answerProblems(res, request.method, refusals);
  last = await databaseFingerprint(gw.db);
  if (res.status >= 400 && res.status < 500) {
    const changed = changedTables(before, last, [...CHANGED_BY_ANY_REFUSAL, ...mayChange]);
    if (changed.length > 0) problems.push(`a refused request (${res.status}) changed ${changed.join(', ')}`);
  }
  if (problems.length === 0) return;
  const errors = logLines.slice(logged).filter((line) => line.startsWith('error '));
  throw new Error([...problems, describeRequest(request), ...errors.map((e) => e.slice(0, 800))].join('\n'));
}

async function baseRequest(route: RouteCase): Promise<BaseRequest> {
  return {
    route,
    segments: route.segments(fixture),
    query: route.query(fixture),
    headers: Object.fromEntries(
      Object.entries(route.headers(fixture)).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    body: await route.body(fixture),
  };
}

describe('fuzz: every route survives hostile input', () => {
  for (const route of [...gatewayRoutes, ...testOnlyRoutes]) {
    it(route.label, async () => {
      const base = await baseRequest(route);
      last = await databaseFingerprint(gw.db);
      const send = (run: Parameters<typeof fuzzRequest>[1]) =>
        sendAndCheck(fuzzRequest(base, run, callers), route.mayChangeWhenRefused ?? [], route.refusals);
      await checkFuzzProperty(route.label, fc.asyncProperty(fuzzCase(base), send));
    });
  }

  it('any method on any path (API prefixes, the static site)', async () => {
    last = await databaseFingerprint(gw.db);
    const anyRequest = fc.record({
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      prefix: fc.constantFrom(...apiPrefixes, '', '/assets', '/job-list', '/index.html'),
      segments: fc.array(hostileUrlPart, { maxLength: 4 }),
      accept: fc.constantFrom('text/html', '*/*', 'application/json'),
      token: headerText,
      body: hostileRawBody,
    });
    await checkFuzzProperty(
      'any method on any path',
      fc.asyncProperty(anyRequest, (r) =>
        sendAndCheck(
          {
            method: r.method,
            path: [r.prefix, ...r.segments].join('/') || '/',
            headers: { accept: r.accept, authorization: `Bearer ${r.token}` },
            body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
          },
          [],
        ),
      ),
    );
  });
});
