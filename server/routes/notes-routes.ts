/** GET /retail-order-api/v1/orders/{jobNumber}/notes?retailerId= → {notes} of a job the caller may see. */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { NotesResponse } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { jobScopeOf } from '../jobs/job-scope';
import { findJobByNumber } from '../store/jobs';

/** The job notes call. */
export function notesRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(apiPaths.notes.pattern, requireUser(services), async (c) => {
    const retailerId = c.req.query('retailerId')?.trim();
    if (!retailerId) throw badRequest('retailerId is required');
    const found = await findJobByNumber(services.db, c.req.param('jobNumber') ?? '', jobScopeOf(userOf(c)));
    if (!found || (found.retailerId ?? DEFAULT_RETAILER_CODE) !== retailerId) {
      throw new ApiError(404, 'Order not found');
    }
    const body: NotesResponse = { notes: found.job.customer[0]?.notes ?? [] };
    return c.json(body);
  });

  return routes;
}
