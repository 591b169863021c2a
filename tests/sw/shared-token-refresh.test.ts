/**
 * Refresh tokens rotate and each may be exchanged once. When the engine and the
 * service worker both meet an expired access token, the shared refresh lock
 * makes the second refresh read the token the first one stored; without it one
 * of them spends a used token: the gateway answers it only as the retry of a
 * lost answer (voiding the other's token), and past that grace the login ends.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { demoClient } from '@server/seed/demo-accounts';
import { replayClient } from '@sw/replay-client';
import type { Exclusive } from '@worker-shared/auth/refresh-lock';
import { unlocked } from '@worker-shared/auth/refresh-lock';
import { SerialQueue } from '@worker-shared/serial-queue';
import { useTestGateway } from '../engine/support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });

/** Two contexts (two connections to one database) fetch the day's jobs at once after every access token expired. */
async function twoContextsAfterExpiry(exclusive: Exclusive) {
  const h = await gateway.loggedIn();
  await h.engine.close();
  const sentTokens: string[] = [];
  const world = {
    config: {
      baseUrl: gateway.url,
      clientId: demoClient.clientId,
      clientSecret: demoClient.clientSecret,
      appVersion: 'sw-test',
    },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith(apiPaths.refreshToken))
        sentTokens.push(
          new URLSearchParams(typeof init?.body === 'string' ? init.body : '').get('refresh_token') ?? '',
        );
      return fetch(input, init);
    },
    now: () => Date.now(),
    exclusive,
    log: () => undefined,
  };
  const [first, second] = await Promise.all([h.openStorage(), h.openStorage()]);
  const clients = await Promise.all([replayClient(first, world), replayClient(second, world)]);
  await fetch(`${gateway.url}/__test/expire-access-tokens`, { method: 'POST' });
  const call = { method: 'GET' as const, path: apiPaths.jobsForDate(toRequestDate(todayIso())) };
  const results = await Promise.all(clients.map((client) => client.send(call)));
  first.close();
  second.close();
  // How many distinct refresh tokens the refreshes spent, and how many refreshes there were.
  return {
    statuses: results.map((result) => result.status),
    spent: `${new Set(sentTokens).size} of ${sentTokens.length}`,
  };
}

describe('the origin-wide refresh lock', () => {
  it('lets two contexts refresh the same login one after the other, both succeeding', async () => {
    const lock = new SerialQueue();
    expect(await twoContextsAfterExpiry((work) => lock.run(work))).toEqual({
      statuses: [200, 200],
      spent: '2 of 2',
    });
  });

  it('is what keeps the second refresh from spending a used token', async () => {
    const { spent } = await twoContextsAfterExpiry(unlocked);
    expect(spent).toBe('1 of 2');
  });
});
