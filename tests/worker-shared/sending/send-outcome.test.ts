/** How every sender sorts a call's result: accepted, retry, refused or expired (the statuses of product rules 8.1–8.3). */
import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { apiFailure, networkFailure } from '@domain/gateway/api-errors';
import type { ApiResult } from '@worker-shared/api/api-result';
import { sendOutcomeOf } from '@worker-shared/sending/send-outcome';

const refusalBody = {
  message: 'This job was changed by someone else.',
  code: 'JOB_CHANGED',
  job: { id: 'J1' },
};

describe('sendOutcomeOf', () => {
  it.each<[string, ApiResult, unknown]>([
    ['a clean 200', { ok: true, status: 200, json: { id: 'J1' } }, { kind: 'accepted', json: { id: 'J1' } }],
    [
      'no answer (status 404, network)',
      { ...networkFailure(), network: true },
      { kind: 'retry', message: messages.errorContactingServer, network: true, retryAfterMs: null },
    ],
    [
      'a 503',
      apiFailure(503, null, 'Service Unavailable'),
      { kind: 'retry', message: 'Service Unavailable', network: false, retryAfterMs: null },
    ],
    [
      'a 429 with Retry-After',
      { ...apiFailure(429, {}, 'Too Many Requests'), retryAfterMs: 30_000 },
      { kind: 'retry', message: 'Too Many Requests', network: false, retryAfterMs: 30_000 },
    ],
    ['a 408', apiFailure(408, null, 'Request Timeout'), { kind: 'retry', network: false }],
    ['a 425', apiFailure(425, null, 'Too Early'), { kind: 'retry', network: false }],
    [
      'the 409 of a key still in progress',
      apiFailure(
        409,
        { message: 'A request with this Idempotency-Key is in progress', code: 'REQUEST_IN_PROGRESS' },
        'Conflict',
      ),
      { kind: 'retry', network: false },
    ],
    [
      'a 401 whose refresh did not end the login',
      { ok: false, status: 401, message: messages.errorContactingServer, tokenExpired: false },
      { kind: 'retry', network: false },
    ],
    [
      'a 200 that streams an Error',
      { ok: true, status: 200, json: { Error: 'boom' } },
      { kind: 'retry', message: messages.serverDataError, network: false, retryAfterMs: null },
    ],
    [
      'a 409 JOB_CHANGED',
      apiFailure(409, refusalBody, 'Conflict'),
      { kind: 'refused', status: 409, code: 'JOB_CHANGED', message: refusalBody.message, json: refusalBody },
    ],
    [
      'a real 404 answer',
      apiFailure(404, { message: 'Job not found' }, 'Not Found'),
      { kind: 'refused', status: 404, code: null, message: 'Not Found' },
    ],
    [
      'a 422 with a code',
      apiFailure(422, { message: 'Saved too long ago.', code: 'SAVED_TOO_LONG_AGO' }, 'Unprocessable Entity'),
      { kind: 'refused', status: 422, code: 'SAVED_TOO_LONG_AGO', message: 'Saved too long ago.' },
    ],
    [
      'a 400',
      apiFailure(400, { message: 'Invalid job id' }, 'Bad Request'),
      { kind: 'refused', status: 400, code: null, message: 'Invalid job id' },
    ],
    [
      'an expired login (the client ended it)',
      { ok: false, status: 401, message: messages.loginExpired, tokenExpired: true },
      { kind: 'expired', message: messages.loginExpired, handled: true },
    ],
    [
      'an answer that says tokenExpired',
      { ok: true, status: 200, json: { tokenExpired: true, error: 'Token expired' } },
      { kind: 'expired', message: 'Token expired', handled: false },
    ],
  ])('%s', (_name, result, expected) => {
    expect(sendOutcomeOf(result)).toMatchObject(expected as Record<string, unknown>);
  });
});
