/** Sends a catalog request to a test gateway, and clears the throttling counters between requests. */
import type { Database } from '@server/db/database';
import type { TestGateway } from '../test-gateway';
import type { WireRequest } from './route-case';

/** How long an event stream is read for its first event before the answer is taken as it stands. */
const FIRST_EVENT_WAIT_MS = 5000;

/**
 * An event stream never ends: its answer is read up to the end of its first event (a line holding `data:`
 * and then a blank line), then the connection is dropped; the answer keeps the status and headers and holds
 * what was read, so the tables can read its body like any other.
 */
async function firstEventOf(res: Response): Promise<Response> {
  const reader = res.body?.getReader();
  if (!reader) return res;
  const decoder = new TextDecoder();
  let text = '';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>(
    (resolve) => (timer = setTimeout(() => resolve(null), FIRST_EVENT_WAIT_MS)),
  );
  while (!/(^|\n)data:[^\n]*\n(?:[^\n]+\n)*\n/.test(text)) {
    const chunk = await Promise.race([reader.read(), timeout]);
    if (chunk === null || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  clearTimeout(timer);
  await reader.cancel().catch(() => undefined);
  return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** Sends the request with the Authorization header (when given); redirects are not followed. */
export async function sendWire(
  gw: TestGateway,
  request: WireRequest,
  authorization?: string,
): Promise<Response> {
  const res = await gw.request(request.path, {
    method: request.method,
    headers: { ...request.headers, ...(authorization === undefined ? {} : { authorization }) },
    body: request.body,
    redirect: 'manual',
  });
  return (res.headers.get('content-type') ?? '').startsWith('text/event-stream') ? firstEventOf(res) : res;
}

/**
 * Empties the sign-in, registration and reset counters (defect 5), so a table or a fuzz run tests
 * the route and not the limiter: the limits have their own tests (tests/server/rate-limits.test.ts).
 */
export async function clearThrottleCounters(db: Database): Promise<void> {
  await db.query('DELETE FROM rate_limits');
}
