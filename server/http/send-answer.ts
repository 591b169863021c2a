/** Sends an idempotency Answer as JSON, marking replays. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SAVED_AT_HEADER } from '@domain/sync/sync-window';
import type { Answer, IdempotentRequest } from './idempotency-store';
import { jsonAnswer, jsonTextAnswer } from './json-answer';
import { savedAtOf } from './send-window';
import { principalKey } from '../auth/principal';
import type { Principal } from '../auth/principal';

/**
 * The JSON response for an answer (its text as written when it has one, so a stored answer is not
 * written twice); replays carry `Idempotent-Replayed: true`.
 */
export function sendAnswer(c: Context, answer: Answer): Response {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  const status = answer.status as ContentfulStatusCode;
  return answer.text === undefined
    ? jsonAnswer(c, answer.body, status)
    : jsonTextAnswer(c, answer.text, status);
}

/** The idempotency identity of this request, with when it was saved (a malformed Doorstep-Saved-At is a 400). */
export function idempotentRequest(c: Context, principal: Principal, body: Uint8Array): IdempotentRequest {
  const url = new URL(c.req.url);
  return {
    principal: principalKey(principal),
    key: c.req.header('idempotency-key'),
    fingerprint: { method: c.req.method, pathWithQuery: url.pathname + url.search, body },
    savedAt: savedAtOf(c.req.header(SAVED_AT_HEADER)),
  };
}
