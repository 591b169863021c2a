/**
 * POST /delivery-reporting/delivery-dra-update: stores a risk assessment (with
 * its image URLs) once per Idempotency-Key, for a job the caller may write:
 * its orderReference must name a job of the caller's scope (else 404) and, for
 * a driver, of today or saved on the job's own day (else 403;
 * server/jobs/job-write-access.ts). The stored row names the job.
 */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import { TEXT_MAX_CHARS } from '@domain/app/constants';
import type { RiskAnswer, RiskAssessment } from '@domain/risk-assessment/risk-assessment';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { badRequest } from '../http/api-error';
import { parseJsonBytes, readBodyBytes } from '../http/read-body';
import { idempotentRequest, sendAnswer } from '../http/send-answer';
import {
  expectArray,
  expectMediaLink,
  expectObject,
  expectOneOf,
  expectString,
  expectTimestamp,
  optionalString,
} from '../http/shape-check';
import { evidenceClaim, jobOwnershipByOrderNumber, requireWritable } from '../jobs/job-write-access';

const QUESTION_IDS = riskQuestions.map((q) => q.id);
const IMAGES_PER_QUESTION_MAX = 20;

function answer(value: unknown, path: string): RiskAnswer {
  const o = expectObject(value, path);
  if (o.isTrue !== null && typeof o.isTrue !== 'boolean')
    throw badRequest(`${path}.isTrue must be true, false or null`);
  return {
    questionId: expectOneOf(o.questionId, `${path}.questionId`, QUESTION_IDS),
    isTrue: o.isTrue,
    details: optionalString(o.details, `${path}.details`, { max: TEXT_MAX_CHARS }) ?? '',
    ...(o.imageUrls === undefined
      ? {}
      : {
          imageUrls: expectArray(o.imageUrls, `${path}.imageUrls`, IMAGES_PER_QUESTION_MAX).map((u, i) =>
            expectMediaLink(u, `${path}.imageUrls[${i}]`),
          ),
        }),
  };
}

function answers(value: unknown): RiskAnswer[] {
  const list = expectArray(value, 'questions', QUESTION_IDS.length).map((q, i) =>
    answer(q, `questions[${i}]`),
  );
  list.forEach((a, i) => {
    if (list.findIndex((other) => other.questionId === a.questionId) !== i) {
      throw badRequest(`questions[${i}].questionId ${a.questionId} is answered twice`);
    }
  });
  return list;
}

/** Validates a risk assessment body (product rule 3.8: user_type lowercase, timestamp YYYY-MM-DDTHH:mm:ss). */
export function parseRiskAssessment(value: unknown): RiskAssessment {
  const o = expectObject(value, 'The risk assessment');
  const userType = expectString(o.user_type, 'user_type', 50);
  if (userType !== userType.toLowerCase()) throw badRequest('user_type must be lowercase');
  return {
    orderReference: expectString(o.orderReference, 'orderReference', 100),
    user_type: userType,
    firstName: optionalString(o.firstName, 'firstName', { max: 100 }) ?? '',
    lastName: optionalString(o.lastName, 'lastName', { max: 100 }) ?? '',
    timestamp: expectTimestamp(o.timestamp, 'timestamp'),
    questions: answers(o.questions),
  };
}

/** The DRA update call. */
export function draRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.draUpdate, requireUser(services), async (c) => {
    const user = userOf(c);
    const bytes = await readBodyBytes(c);
    const assessment = parseRiskAssessment(parseJsonBytes(bytes));
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
