/** POST /delivery-reporting/delivery-dra-update: stores a risk assessment (with its image URLs) once per Idempotency-Key. */
import { Hono } from 'hono';
import { apiPaths } from '../../src/domain/api-shapes';
import { TEXT_MAX_CHARS } from '../../src/domain/constants';
import type { RiskAnswer, RiskAssessment } from '../../src/domain/risk-assessment';
import type { GatewayEnv } from '../app-env';
import { requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { badRequest } from '../http/api-error';
import { parseJsonBytes, readBodyBytes } from '../http/read-body';
import { idempotentRequest, sendAnswer } from '../http/send-answer';
import { expectArray, expectObject, expectString, optionalString } from '../http/shape-check';

function answer(value: unknown, path: string): RiskAnswer {
  const o = expectObject(value, path);
  if (o.isTrue !== null && typeof o.isTrue !== 'boolean')
    throw badRequest(`${path}.isTrue must be true, false or null`);
  return {
    questionId: expectString(o.questionId, `${path}.questionId`, 20),
    isTrue: o.isTrue,
    details: optionalString(o.details, `${path}.details`, { max: TEXT_MAX_CHARS }) ?? '',
    ...(o.imageUrls === undefined
      ? {}
      : {
          imageUrls: expectArray(o.imageUrls, `${path}.imageUrls`, 20).map((u, i) =>
            expectString(u, `${path}.imageUrls[${i}]`, 2000),
          ),
        }),
  };
}

/** Validates a risk assessment body. */
export function parseRiskAssessment(value: unknown): RiskAssessment {
  const o = expectObject(value, 'The risk assessment');
  return {
    orderReference: expectString(o.orderReference, 'orderReference', 100),
    user_type: expectString(o.user_type, 'user_type', 50),
    firstName: optionalString(o.firstName, 'firstName', { max: 100 }) ?? '',
    lastName: optionalString(o.lastName, 'lastName', { max: 100 }) ?? '',
    timestamp: expectString(o.timestamp, 'timestamp', 40),
    questions: expectArray(o.questions, 'questions', 20).map((q, i) => answer(q, `questions[${i}]`)),
  };
}

/** The DRA update call. */
export function draRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.draUpdate, requireUser(services), async (c) => {
    const user = userOf(c);
    const bytes = await readBodyBytes(c);
    const assessment = parseRiskAssessment(parseJsonBytes(bytes));
    const result = await services.idempotency.run(idempotentRequest(c, user, bytes), async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO dra_updates (username, branch, order_reference, payload, received_at)
         VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id::text AS id`,
        [user.username, user.branch, assessment.orderReference, JSON.stringify(assessment), services.now()],
      );
      return { status: 200, body: { id: row?.id, orderReference: assessment.orderReference } };
    });
    return sendAnswer(c, result);
  });

  return routes;
}
