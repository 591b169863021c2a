/**
 * POST /group-delivery-job-api/delivery/location/update: a JSON array holding one heartbeat (a few are
 * accepted), checked by the heartbeat's wire schema (domain/location/heartbeat.ts). A stored heartbeat asks
 * for its branch's on-the-way and arriving messages (server/customer-messages/stage-messages.ts).
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import { heartbeatRequestSchema } from '@domain/location/heartbeat';
import type { GatewayEnv } from '../app-env';
import { requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { checkWireBody } from '../http/check-wire-body';
import { jsonAnswer } from '../http/json-answer';
import { readJsonBody } from '../http/read-body';
import { jobScopeOf } from '../jobs/job-scope';

/** The heartbeat call. */
export function heartbeatRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.heartbeat, requireUser(services), requireIdentityHeaders, async (c) => {
    const user = userOf(c);
    const beats = checkWireBody(
      heartbeatRequestSchema,
      await readJsonBody(c),
      'The heartbeat body',
      'heartbeat',
    );
    await services.heartbeats.purgeIfDue();
    const announce = services.heartbeatNotices.claim(user.branch);
    const scope = jobScopeOf(user);
    const receivedAt = services.now();
    const [refused] = await services.heartbeatCalls.store({
      sender: user,
      beats,
      receivedAt,
      scope,
      announce,
    });
    // A position filed under a job is evidence of arrival there: only for the caller's own jobs.
    if (refused !== undefined) throw new ApiError(404, `Job not found: ${refused}`);
    if (!announce) services.heartbeatNotices.stored(user.branch);
    // The van moved: its next customers may now be told it is on its way or arriving.
    services.stageMessages.check(user.branch, user.driverid);
    return jsonAnswer(c, { received: beats.length });
  });

  return routes;
}
