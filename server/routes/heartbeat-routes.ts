/** POST /group-delivery-job-api/delivery/location/update: a JSON array holding one heartbeat (a few are accepted). */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Heartbeat } from '@domain/location/heartbeat';
import type { GatewayEnv } from '../app-env';
import { requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError, badRequest } from '../http/api-error';
import { readJsonBody } from '../http/read-body';
import { inScope, jobOwnershipById } from '../jobs/job-write-access';
import { insertHeartbeats } from '../store/heartbeats';
import {
  expectArray,
  expectNumber,
  expectObject,
  expectOneOf,
  expectString,
  expectTimestamp,
  optionalString,
  withoutUndefined,
} from '../http/shape-check';

const MAX_PER_CALL = 20;
const STATUSES = ['generic', 'job'] as const;

/** Validates one heartbeat (product rule 3.10; timestamps YYYY-MM-DDTHH:mm:ss as buildHeartbeat writes them). */
export function parseHeartbeat(value: unknown, path: string): Heartbeat {
  const o = expectObject(value, path);
  const status = expectOneOf(o.status, `${path}.status`, STATUSES);
  const text = (key: string, max: number) => optionalString(o[key], `${path}.${key}`, { max }) ?? undefined;
  return {
    status,
    app: expectString(o.app, `${path}.app`, 100),
    timestamp: expectTimestamp(o.timestamp, `${path}.timestamp`),
    send_timestamp: expectTimestamp(o.send_timestamp, `${path}.send_timestamp`),
    latitude: expectNumber(o.latitude, `${path}.latitude`, { min: -90, max: 90 }),
    longitude: expectNumber(o.longitude, `${path}.longitude`, { min: -180, max: 180 }),
    precision: expectNumber(o.precision, `${path}.precision`, { min: 0, max: 1_000_000 }),
    ...withoutUndefined({
      id: text('id', 100),
      name: text('name', 200),
      address_1: text('address_1', 200),
      postcode: text('postcode', 20),
    }),
  };
}

/** The heartbeat call. */
export function heartbeatRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.heartbeat, requireUser(services), requireIdentityHeaders, async (c) => {
    const user = userOf(c);
    const items = expectArray(await readJsonBody(c), 'The heartbeat body', MAX_PER_CALL);
    if (items.length === 0) throw badRequest('The heartbeat body must hold a heartbeat');
    const beats = items.map((item, i) => parseHeartbeat(item, `heartbeat[${i}]`));
    // A position filed under a job is evidence of arrival there: only for the caller's own jobs.
    for (const id of new Set(beats.flatMap((beat) => (beat.id === undefined ? [] : [beat.id])))) {
      const job = await jobOwnershipById(services.db, id);
      if (!job || !inScope(user, job)) throw new ApiError(404, `Job not found: ${id}`);
    }
    await services.heartbeats.purgeIfDue();
    await insertHeartbeats(services.db, user, beats, services.now());
    return c.json({ received: beats.length });
  });

  return routes;
}
