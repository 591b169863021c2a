// Access and refresh tokens expire by the gateway's (injected) clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TokenResponse } from '@domain/gateway/api-shapes';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import { startTestGateway, todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';

const start = new Date();
let offsetMs = 0;
const clock = () => new Date(start.getTime() + offsetMs);

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ now: clock, accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 600 });
});
afterAll(() => gw.close());

const fetchJobs = (token: string) =>
  gw.request(apiPaths.jobsForDate(todayRequestDate(start)), {
    headers: { authorization: `Bearer ${token}`, branch: demoDriver.branch, driverid: demoDriver.driverid },
  });

const refresh = (token: string) =>
  gw.postForm(apiPaths.refreshToken, {
    grant_type: 'refresh_token',
    refresh_token: token,
    client_id: demoClient.clientId,
    client_secret: demoClient.clientSecret,
  });

describe('token expiry', () => {
  it('an access token works until its TTL, then answers 401; the refresh token renews it', async () => {
    offsetMs = 0;
    const tokens = await gw.passwordTokens(demoDriver);
    expect((await fetchJobs(tokens.access_token)).status).toBe(200);

    offsetMs = 59_000;
    expect((await fetchJobs(tokens.access_token)).status).toBe(200);

    offsetMs = 61_000;
    const expired = await fetchJobs(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'Invalid or expired access token' });

    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const fresh = (await renewed.json()) as TokenResponse;
    expect((await fetchJobs(fresh.access_token ?? '')).status).toBe(200);
  });

  it('an expired refresh token answers 400 "Refresh token expired"', async () => {
    offsetMs = 0;
    const tokens = await gw.passwordTokens(demoDriver);
    offsetMs = 601_000;
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Error: 'Refresh token expired', message: 'Refresh token expired' });
  });

  it('stamps download times with the gateway clock', async () => {
    offsetMs = 0;
    const tokens = await gw.passwordTokens(demoDriver);
    offsetMs = 30_000;
    const body = (await (await fetchJobs(tokens.access_token)).json()) as {
      download: { created_at: string }[];
    };
    const stamped = new Date(body.download[0]?.created_at ?? '').getTime();
    expect(Math.abs(stamped - (start.getTime() + 30_000))).toBeLessThan(1000);
  });

  it('the test route ends every access token so far; refresh tokens keep working', async () => {
    offsetMs = 0;
    const tokens = await gw.passwordTokens(demoDriver);
    expect((await fetchJobs(tokens.access_token)).status).toBe(200);

    expect((await gw.request('/__test/expire-access-tokens', { method: 'POST' })).status).toBe(200);
    expect((await fetchJobs(tokens.access_token)).status).toBe(401);

    const renewed = (await (await refresh(tokens.refresh_token)).json()) as TokenResponse;
    expect((await fetchJobs(renewed.access_token ?? '')).status).toBe(200);
  });
});
