/**
 * Hole: a refresh answer lost on the network (the gateway rotated the token, the phone never heard: a tunnel,
 * a 2G drop) made the phone's next refresh a reuse, which ended the family and logged the driver out. The
 * phone asks again with the same token, and the gateway answers the retry.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { TestClock } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';

const TTL_SECONDS = 60;
const clock = new TestClock();
let losing = 0;

const gateway = useTestGateway({ accessTokenTtlSeconds: TTL_SECONDS, now: () => new Date(clock.now()) });

describe('hole: a refresh answer lost on the network logged the driver out', () => {
  it('the phone refreshes again with the same token and stays logged in, its jobs loaded', async () => {
    const h = await gateway.loggedIn({
      clock,
      afterAnswer: async (request, response) => {
        if (request.path !== '/oauth/refreshToken' || losing === 0) return response;
        losing -= 1;
        await response.arrayBuffer(); // the gateway rotated the token; the answer never arrives
        throw new TypeError('fetch failed: connection reset');
      },
    });
    clock.advance((TTL_SECONDS + 5) * 1000);
    losing = 2; // two answers lost in the same tunnel

    await h.engine.refresh();
    await h.engine.refresh();
    await h.engine.refresh();

    const refreshes = h.requests.filter((request) => request.path === '/oauth/refreshToken');
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
    const sentTokens = refreshes.map((request) =>
      new URLSearchParams(request.body ?? '').get('refresh_token'),
    );
    expect(new Set(sentTokens.slice(0, 3)).size).toBe(1);
    expect(h.latest()).toMatchObject({ login: { userName: 'demo.driver' }, loaded: true });
    // The lost answers said "Error contacting server" while they happened; never that the login expired.
    expect(h.latest().notification?.message).not.toBe(messages.loginExpired);
    await h.engine.close();
  });
});
