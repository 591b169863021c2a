/**
 * The job fetches: jobs for a day (drivers and admins), the status query and
 * the incomplete-jobs list (admins). Every answer is a JobsResponse.
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { formatTimestamp, fromRequestDate, todayIso } from '@domain/time/dates';
import { INCOMPLETE_JOB_STATUS } from '@domain/job/enums';
import type { GatewayEnv } from '../app-env';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { badRequest } from '../http/api-error';
import { wholeNumberOrDigits } from '@domain/gateway/wire-checks';
import { checkWireBody } from '../http/check-wire-body';
import { jobScopeOf } from '../jobs/job-scope';
import { listJobs, manifestsOf } from '../store/jobs';
import type { JobFilter, JobScope } from '../store/jobs';

function requestDay(value: string): string {
  const iso = fromRequestDate(value);
  if (!iso) throw badRequest('date must be a real day written DDMMYYYY');
  return iso;
}

function optionalStatus(value: string | undefined): number | undefined {
  return value === undefined ? undefined : checkWireBody(wholeNumberOrDigits(1, 5), value, 'status');
}

/** The jobs routes. */
export function jobReadRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  async function answer(scope: JobScope, filter: JobFilter): Promise<JobsResponse> {
    await services.demoDay.ensureToday();
    const schedule = await listJobs(services.db, scope, filter);
    return {
      manifest: await manifestsOf(services.db, schedule),
      schedule,
      download: [{ created_at: formatTimestamp(services.now()) }],
      error: null,
      tokenExpired: false,
    };
  }

  routes.get(apiPaths.jobsForDate.pattern, requireUser(services), requireIdentityHeaders, async (c) => {
    const day = requestDay(c.req.param('date') ?? '');
    return c.json(await answer(jobScopeOf(userOf(c)), { date: day }));
  });

  routes.get(apiPaths.jobsQuery, requireUser(services), requireAdmin, requireIdentityHeaders, async (c) => {
    const date = c.req.query('date');
    const filter: JobFilter = { status: optionalStatus(c.req.query('status')) };
    if (date === undefined) filter.before = todayIso(services.now());
    else filter.date = requestDay(date);
    return c.json(await answer(jobScopeOf(userOf(c)), filter));
  });

  routes.get(apiPaths.adminJobs, requireUser(services), requireAdmin, requireIdentityHeaders, async (c) => {
    const date = c.req.query('date');
    const filter: JobFilter = { status: INCOMPLETE_JOB_STATUS };
    if (date === undefined) filter.before = todayIso(services.now());
    else filter.date = requestDay(date);
    return c.json(await answer(jobScopeOf(userOf(c)), filter));
  });

  return routes;
}
