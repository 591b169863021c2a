/**
 * When the login's refresh-token family has been revoked (a rotated token was
 * reused), the service worker's replay client stops: one refused refresh, the
 * call answers "login expired" and the same dead token is never sent again.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { messages } from '@domain/app/messages';
import { demoClient } from '@server/seed/demo-accounts';
import { replayClient } from '@sw/replay-client';
import { unlocked } from '@worker-shared/auth/refresh-lock';
import { tokenKeys } from '@worker-shared/auth/token-store';
import { useTestGateway } from '../engine/support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const client = { client_id: demoClient.clientId, client_secret: demoClient.clientSecret };

const refreshAtGateway = (token: string) =>
  fetch(`${gateway.url}${apiPaths.refreshToken}`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, ...client }),
  });

describe('defect 6: a revoked family in the service worker', () => {
  it('refreshes once, is refused, and stops without sending the dead token again', async () => {
    const h = await gateway.loggedIn();
    await h.engine.close();
    const storage = await h.openStorage();
    const stored = (await storage.get(tokenKeys.refresh))?.value ?? '';
    // A copy of the token is used elsewhere (twice, so it is no retry of a lost answer), then the device's
    // copy is reused: the family ends.
    const elsewhere = await refreshAtGateway(stored);
    expect(elsewhere.status).toBe(200);
    const next = ((await elsewhere.json()) as { refresh_token: string }).refresh_token;
    expect((await refreshAtGateway(next)).status).toBe(200);
    expect((await refreshAtGateway(stored)).status).toBe(400);
    await fetch(`${gateway.url}/__test/expire-access-tokens`, { method: 'POST' });

    const refreshCalls: string[] = [];
    const world = {
      config: {
        baseUrl: gateway.url,
        appVersion: 'sw-test',
        clientId: client.client_id,
        clientSecret: client.client_secret,
      },
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.endsWith(apiPaths.refreshToken)) refreshCalls.push(url);
        return fetch(input, init);
      },
      now: () => Date.now(),
      exclusive: unlocked,
      log: () => undefined,
    };
    const sw = await replayClient(storage, world);
    const call = { method: 'GET' as const, path: apiPaths.jobsForDate(toRequestDate(todayIso())) };
    const expired = { ok: false, status: 401, message: messages.loginExpired, tokenExpired: true };
    expect(await sw.send(call)).toEqual(expired);
    expect(await sw.send(call)).toEqual(expired);
    expect(refreshCalls).toHaveLength(1);
    storage.close();
  });
});
