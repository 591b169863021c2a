/** Inspection routes for tests (mounted only when testRoutes / GATEWAY_TEST_ROUTES=1). */
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayEnv } from '../app-env';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import type { StaticRoot } from '../static/static-root';
import { listJobConflicts } from '../store/job-conflicts';
import { listJobUpdates } from '../store/job-updates';

/** Where the test routes live. */
export const TEST_ROUTES_PREFIX = '/__test';

/** Segments of letters, digits, '.', '_' and '-' (none of them '.' or '..') joined by '/'. */
const OBJECT_KEY = /^(?!\.\.?(?:\/|$))[\w.-]+(?:\/(?!\.\.?(?:\/|$))[\w.-]+)*$/;

/**
 * GET /__test/job-updates?jobId=, /__test/job-conflicts?jobId=, /__test/heartbeats, /__test/jobs/:id,
 * /__test/objects (every stored object: key, size, content type) and
 * /__test/objects/{key…} (its bytes); POST /__test/expire-access-tokens.
 */
export function testRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  for (const [name, list] of [
    ['job-updates', listJobUpdates],
    ['job-conflicts', listJobConflicts],
  ] as const) {
    routes.get(`${TEST_ROUTES_PREFIX}/${name}`, async (c) => {
      const jobId = c.req.query('jobId');
      if (!jobId) throw badRequest('jobId is required');
      return c.json(await list(services.db, jobId));
    });
  }

  routes.get(`${TEST_ROUTES_PREFIX}/heartbeats`, async (c) =>
    c.json(
      await services.db.query(
        `SELECT id::text AS id, username, branch, driver_id, status, job_id, latitude, longitude, payload, received_at
         FROM heartbeats ORDER BY heartbeats.id`,
      ),
    ),
  );

  routes.get(`${TEST_ROUTES_PREFIX}/jobs/:id`, async (c) => {
    const [row] = await services.db.query<{ document: unknown }>('SELECT document FROM jobs WHERE id = $1', [
      c.req.param('id'),
    ]);
    if (!row) throw new ApiError(404, 'Job not found');
    return c.json(row.document);
  });

  routes.get(`${TEST_ROUTES_PREFIX}/objects`, async (c) =>
    c.json({ objects: await services.objects.list() }),
  );

  routes.get(`${TEST_ROUTES_PREFIX}/objects/*`, async (c) => {
    const prefix = `${TEST_ROUTES_PREFIX}/objects/`;
    const key = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
    // Only a key the app could have written ('ORIG/…', 'SIGNATURE/LIVE/…'): '/' alone asks the store for a
    // listing, and S3 refuses keys over 1024 bytes.
    const object = key.length <= 1024 && OBJECT_KEY.test(key) ? await services.objects.get(key) : null;
    if (!object) throw new ApiError(404, 'Object not found');
    return c.body(object.bytes.slice().buffer, 200, { 'Content-Type': object.contentType });
  });

  routes.post(`${TEST_ROUTES_PREFIX}/expire-access-tokens`, (c) => {
    services.tokens.expireAccessTokens();
    return c.json({ ok: true });
  });

  return routes;
}

/**
 * POST /__test/static-dir {"dir": "/path/to/build" | null}: serves another build
 * of the app (null: the configured one) without restarting the gateway, for the
 * update e2e test (build A, then build B).
 */
export function staticDirTestRoutes(site: StaticRoot): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.post(`${TEST_ROUTES_PREFIX}/static-dir`, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const dir = typeof body === 'object' && body !== null ? (body as { dir?: unknown }).dir : undefined;
    if (dir !== null && typeof dir !== 'string') throw badRequest('dir must be a directory path or null');
    if (typeof dir === 'string' && !existsSync(join(dir, 'index.html'))) {
      throw badRequest('dir holds no built app (index.html)');
    }
    site.use(dir);
    return c.json({ dir: site.dir });
  });
  return routes;
}
