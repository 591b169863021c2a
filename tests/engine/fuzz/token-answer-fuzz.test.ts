// The engine reads hostile token answers (the password grant at login, and a refresh after a 401)
// against the in-process gateway: nothing escapes; a login either fails with the product rule 8.4 message (or the
// gateway's own words) or keeps a token every later call can carry; a refresh either goes on with such a
// token or ends the session with the login-expired message. Never "Error contacting server" from a
// gateway that answered.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import type { EngineHarness, RecordedRequest } from '../support/engine-harness';
import { jsonResponse } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';
import { checkAnswers, fuzzTimeoutMs } from './fuzz-settings';
import { answerWords, hostileAnswers, responseOf } from './hostile-answers';
import type { HostileAnswer } from './hostile-answers';
import { JOBS_PATH } from './jobs-answer-checks';
import { watchProcessErrors } from './process-errors';

const FILE = 'token-answer-fuzz.test.ts';
const gateway = useTestGateway();
const escaped = watchProcessErrors();

/** What a failed login or refresh may say (product rule 8.4). */
const TOKEN_MESSAGES: readonly string[] = [
  messages.noResponseFromApi,
  messages.loginExpired,
  messages.unknownError,
  messages.somethingWentWrong,
  messages.serverDataError,
];

/** A bearer a request header can carry. */
const SAFE_BEARER = /^Bearer [\x21-\x7e]+$/;

let realTokens: unknown;

beforeAll(async () => {
  const fields = {
    grant_type: 'password',
    username: demoDriver.username,
    password: demoDriver.password,
    application: APPLICATION_NAME,
    client_id: demoClient.clientId,
    client_secret: demoClient.clientSecret,
  };
  realTokens = await (
    await fetch(`${gateway.url}${apiPaths.token}`, { method: 'POST', body: new URLSearchParams(fields) })
  ).json();
});
afterAll(() => escaped.stop());

const isPasswordGrant = (request: RecordedRequest) =>
  request.path === apiPaths.token && (request.body ?? '').includes('grant_type=password');

/** Every call after the token answer carried a header-safe bearer, and none was lost to a broken header. */
function expectUsableToken(h: EngineHarness, from: number): void {
  for (const request of h.requests.slice(from)) {
    const bearer = request.headers.authorization;
    if (bearer !== undefined && request.path !== apiPaths.token) expect(bearer).toMatch(SAFE_BEARER);
  }
  expect(h.latest().notification?.message).not.toBe(messages.errorContactingServer);
}

async function checkLogin(answer: HostileAnswer): Promise<void> {
  const h = gateway.harness({
    intercept: (request) => (isPasswordGrant(request) ? responseOf(answer) : undefined),
  });
  try {
    await h.start();
    const result = await h.login(demoDriver);
    expect(await escaped.take()).toEqual([]);
    if (!result.ok) {
      expect([...TOKEN_MESSAGES, ...answerWords(answer)]).toContain(result.message);
      expect(h.latest().login).toBeNull();
      return;
    }
    expectUsableToken(h, h.requests.findIndex(isPasswordGrant) + 1);
  } finally {
    await h.engine.close();
  }
}

describe('answers of another shape, and hostile answers', () => {
  it(
    'tokens: a login either fails with the message of product rule 8.4 or keeps a token every call can carry',
    async () => {
      await checkAnswers(FILE, 'login tokens', fc.asyncProperty(hostileAnswers(realTokens), checkLogin), 12);
    },
    fuzzTimeoutMs(12, 2_000),
  );

  it('tokens: an access token no header can carry (a line break, a space, 200 KB) fails the login plainly', async () => {
    const base = realTokens as Record<string, unknown>;
    for (const access_token of ['abc\r\ndef', 'two words', 'x'.repeat(200_000)]) {
      const h = gateway.harness({
        intercept: (r) => (isPasswordGrant(r) ? jsonResponse(200, { ...base, access_token }) : undefined),
      });
      await h.start();
      expect(await h.login(demoDriver)).toEqual({ ok: false, message: messages.noResponseFromApi });
      await h.engine.close();
    }
  });

  it(
    'tokens: a refresh either goes on with a usable token or ends the session with the message of product rule 8.4',
    async () => {
      let refused = false;
      let refreshAnswer: HostileAnswer | null = null;
      const h = await gateway.loggedIn({
        intercept: (request) => {
          if (refreshAnswer && request.path.startsWith(JOBS_PATH) && !refused) {
            refused = true;
            return jsonResponse(401, { message: 'Unauthorized' });
          }
          return refreshAnswer && request.path === apiPaths.refreshToken
            ? responseOf(refreshAnswer)
            : undefined;
        },
      });
      const checkRefresh = async (answer: HostileAnswer) => {
        await h.engine.dismissNotification();
        const from = h.requests.length;
        [refused, refreshAnswer] = [false, answer];
        await h.engine.refresh();
        await h.engine.idle();
        refreshAnswer = null;
        expect(await escaped.take()).toEqual([]);
        const message = h.latest().notification?.message;
        if (message !== undefined) expect([...TOKEN_MESSAGES, ...answerWords(answer)]).toContain(message);
        if (h.latest().login === null) await h.login(demoDriver);
        else expectUsableToken(h, from);
      };
      try {
        await checkAnswers(
          FILE,
          'refresh tokens',
          fc.asyncProperty(hostileAnswers(realTokens), checkRefresh),
          12,
        );
      } finally {
        await h.engine.close();
      }
    },
    fuzzTimeoutMs(12, 2_000),
  );

  it('tokens: a refreshed token the gateway refuses too ends the login with the message of product rule 8.4 (found by FC_SEED=279941163)', async () => {
    let refreshed = false;
    const h = await gateway.loggedIn({
      intercept: (request) => {
        if (request.path === apiPaths.refreshToken) {
          refreshed = true;
          return jsonResponse(200, { ...(realTokens as object), access_token: 'SfK4nl]y8' });
        }
        return !refreshed && request.path.startsWith(JOBS_PATH) ? jsonResponse(401, {}) : undefined;
      },
    });
    try {
      await h.engine.refresh();
      await h.engine.idle();
      expect(h.latest().login).toBeNull();
      expect(h.latest().notification?.message).toBe(messages.loginExpired);
      expect(h.requests.filter((r) => r.path === apiPaths.refreshToken)).toHaveLength(1);
    } finally {
      await h.engine.close();
    }
  });
});
