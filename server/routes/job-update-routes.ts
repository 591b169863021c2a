/**
 * POST the driver job update and the admin job update: store the update row
 * and apply its outcome to the stored job at its next revision, in one
 * transaction, at most once per Idempotency-Key. With If-Match naming a
 * revision someone else has since moved on from, the update is refused with
 * 409 JOB_CHANGED and kept as a record (server/jobs/conditional-update.ts).
 * A driver's update of an earlier day's job (work done offline, sent after
 * midnight) goes through only when saved on the job's day and conditional
 * (server/jobs/job-write-access.ts). An accepted update queues its retail
 * webhook in the same transaction (server/webhooks/queue-job-updated.ts), and one that closes the job its
 * customer message (server/customer-messages/queue-outcome-message.ts); once committed, a record it
 * completed is announced (server/webhooks/announce-completed-record.ts).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import { IF_MATCH_HEADER } from '@domain/sync/sync-window';
import type { Job } from '@domain/job/job';
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
import { baseRevisionOf, refuseIfChangedSince } from '../jobs/conditional-update';
import { requireOwnSignature } from '../jobs/job-update-evidence';
import { parseJobUpdate } from '../jobs/job-update-payload';
import { requireWritable } from '../jobs/job-write-access';
import { saveAcceptedUpdate } from '../store/accepted-update';
import type { ReceivedChange } from '../store/job-updates';
import { findJobForUpdate, revisionOf } from '../store/jobs';
import { queueJobUpdated } from '../webhooks/queue-job-updated';
import { announceCompletedRecordOf, recordLinkBase } from '../webhooks/announce-completed-record';
import { queueOutcomeMessage } from '../customer-messages/queue-outcome-message';

/** The answer to an accepted update: the job as now stored (with its new revision). */
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
    const base = baseRevisionOf(c.req.header(IF_MATCH_HEADER));
    const request = idempotentRequest(c, user, bytes);
    const linkBase = recordLinkBase(services, c.req.url);
    // The driver whose van the job is on (an admin's update changes a driver's list too).
    let jobDriver: string | null = null;
    // The job as this request stored it (null when the answer is a kept one, replayed).
    let accepted: Job | null = null;
    const answer = await services.idempotency.runAfterRead(
      request,
      (tx) => findJobForUpdate(tx, update.id),
      async (tx, found) => {
        const now = services.now();
        const claim = { now, savedAt: request.savedAt, overwrites: base === null };
        const { job: stored, driverid } = requireWritable(user, found, claim);
        jobDriver = driverid;
        requireOwnSignature(update.fields.signature, stored, services.objects.settings);
        const applied = applyJobUpdate(stored, update);
        const change: ReceivedChange = {
          jobId: stored.id,
          kind,
          username: user.username,
          branch: user.branch,
          driverid: user.driverid,
          idempotencyKey: request.key?.trim() ?? null,
          payload: raw,
        };
        const refusal = await refuseIfChangedSince(tx, change, stored, base, now);
        if (refusal) return refusal;
        const revision = revisionOf(stored) + 1;
        const job: Job = { ...applied, revision };
        const outcome = job.job_outcome_status === stored.job_outcome_status ? null : job.job_outcome_status;
        await saveAcceptedUpdate(tx, { ...change, revision, outcome }, job, now);
        await queueJobUpdated(tx, services.retailWebhooks, job, now, linkBase);
        await queueOutcomeMessage(tx, services.customerMessages, stored, job, now);
        accepted = job;
        const body: JobUpdateAnswer = { id: job.id, job };
        return { status: 200, body };
      },
    );
    // After the commit, from what the update stored. A failure here must not turn an accepted update into
    // an error: the record is looked at again on its next update or read.
    if (answer.status === 200) {
      await announceCompletedRecordOf(services, update.id, linkBase, accepted ?? undefined).catch(
        () => undefined,
      );
      // The van's list changed: its next customers may now be told it is on its way or arriving.
      if (jobDriver !== null) services.stageMessages.check(user.branch, jobDriver);
    }
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
