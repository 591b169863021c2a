/**
 * The office board of today, for admins of the branch only (product rule 6.1): GET the board as JSON, or
 * follow it as Server-Sent Events, a `board` event (id: its version) whenever a heartbeat, an accepted update
 * or a kept conflict of the branch changes it, on whichever gateway it was accepted (server/office/).
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { followBoard } from '../office/follow-board';

/** The two office board calls. */
export function officeRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(apiPaths.officeToday, requireUser(services), requireAdmin, requireIdentityHeaders, async (c) => {
    const branch = userOf(c).branch;
    return c.json(await services.office.board(branch));
  });

  routes.get(apiPaths.officeTodayEvents, requireUser(services), requireAdmin, requireIdentityHeaders, (c) => {
    // An event stream is never stored, and never held back by a buffering proxy (nginx).
    const headers = { 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };
    // A HEAD (answered by this GET route) reads no body: it opens no stream that nobody would end.
    if (c.req.method === 'HEAD')
      return c.body(null, 200, { ...headers, 'Content-Type': 'text/event-stream' });
    const branch = userOf(c).branch;
    const lastEventId = c.req.header('Last-Event-ID')?.trim();
    const res = streamSSE(c, (stream) => followBoard(stream, services.office, branch, lastEventId));
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    return res;
  });

  return routes;
}
