/**
 * POST the driver job update and the admin job update: store the update row
 * and apply its outcome to the stored job, in one transaction, at most once
 * per Idempotency-Key.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '../../src/domain/gateway/api-shapes';
import { todayIso } from '../../src/domain/time/dates';
import type { Job } from '../../src/domain/job/job';
import type { GatewayEnv } from '../app-env';
import {
  requireAdmin,
  requireDriver,
  requireIdentityHeaders,
  requireUser,
  userOf,
} from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { parseJsonBytes, readBodyBytes } from '../http/read-body';
import { idempotentRequest, sendAnswer } from '../http/send-answer';
import { applyJobUpdate } from '../jobs/apply-job-update';
import { requireOwnSignature } from '../jobs/job-update-evidence';
import { parseJobUpdate } from '../jobs/job-update-payload';
import { requireWritable } from '../jobs/job-write-access';
import { insertJobUpdate } from '../store/job-updates';
import { findJobForUpdate, saveJob } from '../store/jobs';

/** The answer to an accepted update: the job as now stored. */
export interface JobUpdateAnswer {
  id: string;
  job: Job;
}

/** The two update calls. */
export function jobUpdateRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  const handle = (kind: 'driver' | 'admin') => async (c: Context<GatewayEnv>) => {
    const user = userOf(c);
    const bytes = await readBodyBytes(c);
    const raw = parseJsonBytes(bytes);
    const update = parseJobUpdate(raw);
    const request = idempotentRequest(c, user, bytes);
    const answer = await services.idempotency.run(request, async (tx) => {
      const now = services.now();
      const { job: stored } = requireWritable(user, await findJobForUpdate(tx, update.id), todayIso(now));
      requireOwnSignature(update.fields.signature, stored, services.objects.settings);
      const job = applyJobUpdate(stored, update);
      await insertJobUpdate(
        tx,
        {
          jobId: stored.id,
          kind,
          username: user.username,
          branch: user.branch,
          driverid: user.driverid,
          idempotencyKey: request.key?.trim() ?? null,
          payload: raw,
        },
        now,
      );
      await saveJob(tx, job, now);
      const body: JobUpdateAnswer = { id: job.id, job };
      return { status: 200, body };
    });
    return sendAnswer(c, answer);
  };

  routes.post(
    apiPaths.jobUpdate,
    requireUser(services),
    requireDriver,
    requireIdentityHeaders,
    handle('driver'),
  );
  routes.post(
    apiPaths.adminJobUpdate,
    requireUser(services),
    requireAdmin,
    requireIdentityHeaders,
    handle('admin'),
  );
  return routes;
}
