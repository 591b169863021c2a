/** GET /healthz: {ok:true} while the database answers (for load balancers and start scripts). */
import { Hono } from 'hono';
import type { GatewayEnv } from '../app-env';
import type { GatewayServices } from '../gateway-services';

/** The health check. */
export function healthRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.get('/healthz', async (c) => {
    try {
      await services.db.query('SELECT 1');
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });
  return routes;
}
