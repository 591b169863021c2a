// Serving the built app (cache headers, SPA fallback), security headers, API 404s, health, the request log,
// and defect 9's hardening (no inline styles in the CSP, no-store on API answers, HSTS only over HTTPS).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { HSTS_VALUE, securityHeaders } from '@server/http/security-headers';
import { demoDriver } from '@server/seed/demo-accounts';
import { gatewayRoutes } from './route-catalog/catalog';
import { loadRouteFixture } from './route-catalog/fixture';
import { validRequest } from './route-catalog/route-case';
import { sendWire } from './route-catalog/wire';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

/** The CSP, allowing the object store's origin for images and uploads. */
const cspFor = (store: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: ${store}; ` +
  `connect-src 'self' ${store}; worker-src 'self' blob:; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; ` +
  "form-action 'self'";
const INDEX = '<!doctype html><title>Doorstep</title><script type="module" src="/assets/x.js"></script>';
const SCRIPT = `export const filler = ${JSON.stringify('doorstep '.repeat(400))};\n`;

let gw: TestGateway;
let dir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Doorstep"}');
  writeFileSync(join(dir, 'assets', 'x.js'), SCRIPT);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  gw = await startTestGateway({ staticDir: dir, testRoutes: false, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await gw.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

function expectSecurityHeaders(res: Response): void {
  expect(res.headers.get('content-security-policy')).toBe(
    cspFor(new URL(gw.objects.settings.publicBaseUrl).origin),
  );
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('the built app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await gw.request('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(SCRIPT);
    expectSecurityHeaders(res);
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const res = await gw.request('/assets/x.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(SCRIPT);
  });

  it.each(['/sw.js', '/index.html', '/', '/manifest.webmanifest'])(
    'serves %s with no-cache',
    async (path) => {
      const res = await gw.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
    },
  );

  it('answers 304 to a matching ETag', async () => {
    const first = await gw.request('/sw.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await gw.request('/sw.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it.each(['/job-list', '/job/DS-20261121101/overview', '/incomplete', '/register-user'])(
    'falls back to index.html for the app route %s',
    async (path) => {
      const res = await gw.request(path, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('answers API paths with JSON 404s, never index.html', async () => {
    for (const path of [
      '/group-delivery-job-api/nothing',
      apiPaths.token,
      '/user-api',
      '/postcodes',
      '/__test/heartbeats',
    ]) {
      const res = await gw.request(path, { headers: html });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
      expectSecurityHeaders(res);
    }
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const res = await gw.request('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
  });

  it('never serves a file outside the static dir', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(gw.url);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/..%2f..%2f..%2fetc%2fpasswd',
          headers: { accept: '*/*' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });
});

describe('API surface', () => {
  it('puts the security headers on API answers and errors too', async () => {
    expectSecurityHeaders(await gw.request('/healthz'));
    expectSecurityHeaders(await gw.request(apiPaths.adminJobs));
  });

  it('answers /healthz with {ok: true}', async () => {
    const res = await gw.request('/healthz');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('mounts no test routes unless asked', async () => {
    expect((await gw.request('/__test/jobs/DS-1')).status).toBe(404);
  });

  it('answers 413 {message} to an oversized JSON body', async () => {
    const res = await gw.request(apiPaths.users, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('logs method, path, status and time, never tokens, passwords or queries', async () => {
    const tokens = await gw.passwordTokens(demoDriver);
    await gw.request(`${apiPaths.reasonCodes('OAKWORKS')}?filterActive=true`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const lines = logLines.join('\n');
    expect(lines).toMatch(/^POST \/oauth\/token 200 \d+ms$/m);
    expect(lines).toMatch(/^GET \/group-delivery-job-api\/entities\/OAKWORKS\/reasonCodes 200 \d+ms$/m);
    expect(lines).not.toContain(demoDriver.password);
    expect(lines).not.toContain(tokens.access_token);
    expect(lines).not.toContain(tokens.refresh_token);
    expect(lines).not.toContain('filterActive');
  });

  it('masks the capability id of media links in the log', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await gw.request(`/group-image-api/media/${id}`);
    expect(logLines.join('\n')).toContain('GET /group-image-api/media/:id 404');
    expect(logLines.join('\n')).not.toContain(id);
  });
});

describe('defect 9: hardening', () => {
  it('sends a CSP that allows no inline styles or scripts', async () => {
    const csp = (await gw.request('/', { headers: html })).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('answers every API route with Cache-Control: no-store, its 2xx and its refusals alike', async () => {
    const fixture = await loadRouteFixture(gw);
    const { authorization, ...identity } = await gw.headersFor(demoDriver);
    const answers: string[] = [];
    for (const route of gatewayRoutes) {
      const request = await validRequest(route, fixture, route.identity === 'none' ? {} : identity);
      for (const token of [authorization, undefined, 'Bearer not-a-jwt']) {
        const res = await sendWire(gw, request, token);
        answers.push(`${route.label} → ${res.status}: ${res.headers.get('cache-control') ?? '(none)'}`);
      }
    }
    const media = (line: string) => line.startsWith('GET /group-image-api/media/');
    expect(answers.filter((line) => !media(line) && !line.endsWith(': no-store'))).toEqual([]);
    // The media route chose its own caching for its image; its refusals are no-store like any other.
    expect(answers.filter((line) => media(line) && line.includes('→ 200'))).toEqual([
      expect.stringMatching(/: private, max-age=31536000, immutable$/),
      expect.stringMatching(/: private, max-age=31536000, immutable$/),
      expect.stringMatching(/: private, max-age=31536000, immutable$/),
    ]);
  });

  it('answers API errors with no-store too: unknown paths, malformed and oversized bodies', async () => {
    const malformed = await gw.request(apiPaths.users, {
      method: 'POST',
      headers: { authorization: `Bearer ${await gw.clientToken()}`, 'content-type': 'application/json' },
      body: '{"username":',
    });
    const oversized = await gw.request(apiPaths.users, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(6 * 1024 * 1024) }),
    });
    for (const res of [await gw.request('/group-delivery-job-api/nothing'), malformed, oversized]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('leaves the static site its own caching', async () => {
    expect((await gw.request('/assets/x.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await gw.request('/job-list', { headers: html })).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends no HSTS over plain http, nor for an X-Forwarded-Proto it does not trust', async () => {
    const untrusted: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'https' }];
    for (const headers of untrusted) {
      for (const path of ['/', '/healthz']) {
        const res = await gw.request(path, { headers: { ...html, ...headers } });
        expect(res.headers.get('strict-transport-security')).toBeNull();
      }
    }
  });

  it('sends HSTS when the request itself came over https', async () => {
    const app = new Hono().use(securityHeaders()).get('/', (c) => c.text('ok'));
    const res = await app.request('https://doorstep.example/');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect(
      (await app.request('http://doorstep.example/')).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('sends HSTS behind a trusted proxy (TRUST_PROXY=1) only when the client used https', async () => {
    const proxied = await startTestGateway({ trustProxy: true, testRoutes: false });
    try {
      const hsts = async (proto?: string) =>
        (
          await proxied.request('/healthz', { headers: proto ? { 'x-forwarded-proto': proto } : {} })
        ).headers.get('strict-transport-security');
      expect(await hsts('https')).toBe(HSTS_VALUE);
      expect(await hsts('http, https')).toBe(HSTS_VALUE);
      expect(await hsts('http')).toBeNull();
      expect(await hsts()).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
