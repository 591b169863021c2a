/** Sends an idempotency Answer as JSON, marking replays. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Answer, IdempotentRequest } from './idempotency-store';
import { principalKey } from '../auth/principal';
import type { Principal } from '../auth/principal';

/** The JSON response for an answer; replays carry `Idempotent-Replayed: true`. */
export function sendAnswer(c: Context, answer: Answer): Response {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}

/** The idempotency identity of this request. */
export function idempotentRequest(c: Context, principal: Principal, body: Uint8Array): IdempotentRequest {
  const url = new URL(c.req.url);
  return {
    principal: principalKey(principal),
    key: c.req.header('idempotency-key'),
    fingerprint: { method: c.req.method, pathWithQuery: url.pathname + url.search, body },
  };
}
