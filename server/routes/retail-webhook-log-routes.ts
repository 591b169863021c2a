/**
 * The admins' retail webhook delivery log, every answer `Cache-Control: no-store`:
 * GET apiPaths.retailWebhookLog: a page of the caller's branch's webhooks (those of its jobs), newest first,
 * filtered by `retailer` and `status`; POST apiPaths.retailWebhookResend(eventId): that webhook sent again
 * under its event id (server/store/retail-webhook-log.ts), answered with its entry. Drivers get 403; a
 * webhook of another branch's job is answered as if it did not exist (404).
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import { RetailWebhookLogQuerySchema } from '@domain/gateway/retail-webhook-log-shapes';
import type { GatewayEnv } from '../app-env';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { checkWireBody } from '../http/check-wire-body';
import { resendRetailWebhook, retailWebhookLog } from '../store/retail-webhook-log';

const NO_STORE = { 'Cache-Control': 'no-store' };

const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The log routes. */
export function retailWebhookLogRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const admin = [requireUser(services), requireAdmin, requireIdentityHeaders] as const;

  routes.get(apiPaths.retailWebhookLog, ...admin, async (c) => {
    const query = checkWireBody(RetailWebhookLogQuerySchema, c.req.query(), 'query');
    const page = await retailWebhookLog(services.db, userOf(c).branch, { ...query, page: query.page ?? 1 });
    return c.json(page, 200, NO_STORE);
  });

  routes.post(apiPaths.retailWebhookResend.pattern, ...admin, async (c) => {
    const eventId = c.req.param('eventId') ?? '';
    if (!EVENT_ID.test(eventId)) throw badRequest('eventId must be an event id (a UUID)');
    const entry = await resendRetailWebhook(services.db, userOf(c).branch, eventId, services.now());
    if (!entry) throw new ApiError(404, 'Webhook not found');
    return c.json(entry, 200, NO_STORE);
  });

  return routes;
}
