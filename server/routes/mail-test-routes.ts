/** GET /__test/mail?to={username}: the newest message the default mailer stored (test routes only). */
import { Hono } from 'hono';
import type { GatewayEnv } from '../app-env';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { latestOutboxMail } from '../mail/outbox-mailer';
import { TEST_ROUTES_PREFIX } from './test-routes';

/** The mail inspection route, so e2e tests can read a reset code. */
export function mailTestRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(`${TEST_ROUTES_PREFIX}/mail`, async (c) => {
    const to = c.req.query('to');
    if (!to) throw badRequest('to is required');
    const mail = await latestOutboxMail(services.db, to);
    if (!mail) throw new ApiError(404, 'No mail for this recipient');
    return c.json(mail);
  });

  return routes;
}
