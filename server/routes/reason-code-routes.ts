/**
 * GET /group-delivery-job-api/entities/{retailerId}/reasonCodes?filterActive=true → {reasonCodes}: the
 * nested shape (product rule 3.7), each code with its sub-reasons in `options`, one tree per mapped field.
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ReasonCodesResponse } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import { requireUser } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { badRequest } from '../http/api-error';
import { reasonCodeForest } from '@domain/reasons/reason-nesting';
import { listReasonCodes } from '../store/reason-codes';

/** The reason codes call (an unknown retailer has none). */
export function reasonCodeRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(apiPaths.reasonCodes.pattern, requireUser(services), async (c) => {
    const filter = c.req.query('filterActive');
    if (filter !== undefined && filter !== 'true' && filter !== 'false') {
      throw badRequest('filterActive must be true or false');
    }
    const body: ReasonCodesResponse = {
      reasonCodes: reasonCodeForest(
        await listReasonCodes(services.db, c.req.param('retailerId') ?? '', filter === 'true'),
      ),
    };
    return c.json(body);
  });

  return routes;
}
