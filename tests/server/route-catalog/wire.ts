/** Sends a catalog request to a test gateway, and clears the throttling counters between requests. */
import type { Database } from '@server/db/database';
import type { TestGateway } from '../test-gateway';
import type { WireRequest } from './route-case';

/** Sends the request with the Authorization header (when given); redirects are not followed. */
export function sendWire(gw: TestGateway, request: WireRequest, authorization?: string): Promise<Response> {
  return gw.request(request.path, {
    method: request.method,
    headers: { ...request.headers, ...(authorization === undefined ? {} : { authorization }) },
    body: request.body,
    redirect: 'manual',
  });
}

/**
 * Empties the sign-in, registration and reset counters (defect 5), so a table or a fuzz run tests
 * the route and not the limiter: the limits have their own tests (tests/server/rate-limits.test.ts).
 */
export async function clearThrottleCounters(db: Database): Promise<void> {
  await db.query('DELETE FROM rate_limits');
}
