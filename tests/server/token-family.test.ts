// Refresh-token families: rotation stays in the family, reuse of a rotated token ends the whole family,
// POST /oauth/revoke (logout) ends it too, and a family lives 14 days idle and 60 days at most.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TokenResponse } from '@domain/gateway/api-shapes';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import { REFRESH_RETRY_GRACE_MS } from '@server/store/refresh-tokens';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

const DAY_MS = 24 * 60 * 60 * 1000;
let clockAheadMs = 0;
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ now: () => new Date(Date.now() + clockAheadMs) });
});
afterAll(() => gw.close());

const client = { client_id: demoClient.clientId, client_secret: demoClient.clientSecret };
const refresh = (token: string) =>
  gw.postForm(apiPaths.refreshToken, { grant_type: 'refresh_token', refresh_token: token, ...client });
const revoke = (token: string, credentials: Record<string, string> = client) =>
  gw.postForm(apiPaths.revoke, { token, ...credentials });
const expired = { Error: 'Refresh token expired', message: 'Refresh token expired' };

/** The next refresh token of a successful rotation. */
async function rotated(token: string): Promise<string> {
  const res = await refresh(token);
  expect(res.status).toBe(200);
  return ((await res.json()) as TokenResponse).refresh_token ?? '';
}

describe('defect 6: refresh-token reuse does not revoke the family', () => {
  it('a replayed rotated token is refused and ends the newer tokens of its family, not other logins', async () => {
    const other = (await gw.passwordTokens(demoDriver)).refresh_token;
    const first = (await gw.passwordTokens(demoDriver)).refresh_token;
    const second = await rotated(first);
    const third = await rotated(second);

    const replay = await refresh(first);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual(expired);
    const newest = await refresh(third);
    expect(newest.status).toBe(400);
    expect(await newest.json()).toEqual(expired);

    expect(await rotated(other)).not.toBe('');
  });

  it('two refreshes with one token at once: both answered (the second as a retry), the first answer is void', async () => {
    const token = (await gw.passwordTokens(demoDriver)).refresh_token;
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [one, two] = await Promise.all(
      answers.map(async (res) => ((await res.json()) as TokenResponse).refresh_token ?? ''),
    );
    // Whichever was answered first was voided by the other; presenting it ends the family, the other's too.
    const outcomes = [(await refresh(one ?? '')).status, (await refresh(two ?? '')).status];
    expect(outcomes).toContain(400);
    expect(outcomes.at(-1)).toBe(400);
  });
  it('logout (POST /oauth/revoke) ends the family, whichever of its tokens is sent', async () => {
    const current = (await gw.passwordTokens(demoDriver)).refresh_token;
    const res = await revoke(current);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(await (await refresh(current)).json()).toEqual(expired);

    const older = (await gw.passwordTokens(demoDriver)).refresh_token;
    const newer = await rotated(older);
    expect((await revoke(older)).status).toBe(200);
    expect((await refresh(newer)).status).toBe(400);
  });

  it('answers 200 to an unknown, garbled or access token, and 400 without the client credentials', async () => {
    const { access_token, refresh_token } = await gw.passwordTokens(demoDriver);
    for (const token of ['', 'garbage', access_token]) expect((await revoke(token)).status).toBe(200);
    expect((await refresh(refresh_token)).status).toBe(200);

    const noClient = await revoke(refresh_token, { client_id: demoClient.clientId, client_secret: 'guess' });
    expect(noClient.status).toBe(400);
    expect(await noClient.json()).toEqual({ Error: 'invalid_client', message: 'Invalid client credentials' });
  });

  it('renews a refresh token for 14 days at each rotation, up to 60 days after the login', async () => {
    try {
      let token = (await gw.passwordTokens(demoDriver)).refresh_token;
      for (const day of [13, 26, 39, 52]) {
        clockAheadMs = day * DAY_MS;
        token = await rotated(token);
      }
      clockAheadMs = 60 * DAY_MS + 1000;
      expect(await (await refresh(token)).json()).toEqual(expired);

      clockAheadMs = 0;
      const idle = (await gw.passwordTokens(demoDriver)).refresh_token;
      clockAheadMs = 14 * DAY_MS + 1000;
      expect((await refresh(idle)).status).toBe(400);
    } finally {
      clockAheadMs = 0;
    }
  });
});

describe('hole: a refresh answer lost on the network logged the driver out', () => {
  it('the same token again soon after is answered with a fresh next token; the family goes on', async () => {
    const token = (await gw.passwordTokens(demoDriver)).refresh_token;
    await rotated(token); // the answer the phone never heard
    const retried = await rotated(token);
    const lostTwice = await rotated(token); // a second lost answer in the same tunnel
    expect(lostTwice).not.toBe(retried);
    expect(await rotated(lostTwice)).not.toBe('');
  });

  it('an unheard next token, presented after all, ends the family: someone held two', async () => {
    const token = (await gw.passwordTokens(demoDriver)).refresh_token;
    const unheard = await rotated(token);
    const retried = await rotated(token);
    const res = await refresh(unheard);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(expired);
    expect((await refresh(retried)).status).toBe(400);
  });

  it('past the grace, or once a newer token was exchanged, the same token again ends the family', async () => {
    const late = (await gw.passwordTokens(demoDriver)).refresh_token;
    const next = await rotated(late);
    clockAheadMs += REFRESH_RETRY_GRACE_MS + 1000;
    expect((await refresh(late)).status).toBe(400);
    expect((await refresh(next)).status).toBe(400);

    const first = (await gw.passwordTokens(demoDriver)).refresh_token;
    const second = await rotated(first);
    const third = await rotated(second);
    expect((await refresh(first)).status).toBe(400);
    expect((await refresh(third)).status).toBe(400);
  });
});
