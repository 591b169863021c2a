/**
 * POST /delivery-reporting/delivery-dra-update: stores a risk assessment (with
 * its image URLs) once per Idempotency-Key, for a job the caller may write:
 * its orderReference must name a job of the caller's scope (else 404) and, for
 * a driver, of today or saved on the job's own day (else 403;
 * server/jobs/job-write-access.ts). The stored row names the job. The body is
 * checked by the risk assessment's wire schema (domain/risk-assessment/risk-assessment.ts).
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import { riskAssessmentSchema } from '@domain/risk-assessment/risk-assessment';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { checkWireBody } from '../http/check-wire-body';
import { parseJsonBytes, readBodyBytes } from '../http/read-body';
import { idempotentRequest, sendAnswer } from '../http/send-answer';
import { evidenceClaim, jobOwnershipByOrderNumber, requireWritable } from '../jobs/job-write-access';

/** The DRA update call. */
export function draRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.draUpdate, requireUser(services), async (c) => {
    const user = userOf(c);
    const bytes = await readBodyBytes(c);
    const assessment = checkWireBody(riskAssessmentSchema, parseJsonBytes(bytes), 'The risk assessment');
    const request = idempotentRequest(c, user, bytes);
    const result = await services.idempotency.run(request, async (tx) => {
      const now = services.now();
      const owner = await jobOwnershipByOrderNumber(tx, assessment.orderReference);
      const job = requireWritable(user, owner, evidenceClaim(now, request.savedAt));
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO dra_updates (username, branch, order_reference, job_id, payload, received_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id::text AS id`,
        [user.username, user.branch, assessment.orderReference, job.id, JSON.stringify(assessment), now],
      );
      return { status: 200, body: { id: row?.id, orderReference: assessment.orderReference } };
    });
    return sendAnswer(c, result);
  });

  return routes;
}
