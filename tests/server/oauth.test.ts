// /oauth/token (client_credentials and password grants) and /oauth/refreshToken rotation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TokenResponse } from '@domain/gateway/api-shapes';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ accessTokenTtlSeconds: 900 });
});
afterAll(() => gw.close());

const anyString: unknown = expect.any(String);
const client = { client_id: demoClient.clientId, client_secret: demoClient.clientSecret };
const password = {
  grant_type: 'password',
  username: demoDriver.username,
  password: demoDriver.password,
  application: 'doorstep',
};

async function refresh(refreshToken: string): Promise<Response> {
  return gw.postForm(apiPaths.refreshToken, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...client,
  });
}

describe('/oauth/token', () => {
  it('grants a client-credentials token (no refresh token)', async () => {
    const res = await gw.postForm(apiPaths.token, { grant_type: 'client_credentials', ...client });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TokenResponse;
    expect(body).toEqual({ access_token: anyString, token_type: 'bearer', expires_in: 900 });
  });

  it('grants a usable access and refresh token for the password grant alone', async () => {
    const res = await gw.postForm(apiPaths.token, { ...password, ...client });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TokenResponse;
    expect(body).toEqual({
      access_token: anyString,
      refresh_token: anyString,
      token_type: 'bearer',
      expires_in: 900,
    });
    const jobs = await gw.request(apiPaths.jobsForDate('01012026'), {
      headers: { authorization: `Bearer ${body.access_token}`, branch: '1', driverid: 'D100' },
    });
    expect(jobs.status).toBe(200);
  });

  it('accepts the username in any letter case', async () => {
    const res = await gw.postForm(apiPaths.token, { ...password, username: 'Demo.Driver', ...client });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong password', { password: 'Doorstep-demo-2' }],
    ['an unknown user', { username: 'nobody.here' }],
    ['an empty username', { username: '' }],
  ])('answers 400 {Error, message} for %s', async (_, change) => {
    const res = await gw.postForm(apiPaths.token, { ...password, ...client, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Error: 'invalid_grant', message: 'Invalid username or password' });
  });

  it('answers 400 for wrong client credentials', async () => {
    const res = await gw.postForm(apiPaths.token, {
      ...password,
      client_id: 'doorstep-web',
      client_secret: 'guess',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Error: 'invalid_client', message: 'Invalid client credentials' });
  });

  it('answers 400 for an unsupported grant type', async () => {
    const res = await gw.postForm(apiPaths.token, { grant_type: 'implicit', ...client });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Error: 'unsupported_grant_type', message: 'Unsupported grant type' });
  });

  it('answers 400 {message} to a body that is not form-encoded', async () => {
    const res = await gw.request(apiPaths.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...password, ...client }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Expected a form-encoded body' });
  });

  it('accepts a multipart form too', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ grant_type: 'client_credentials', ...client })) form.set(k, v);
    const res = await gw.request(apiPaths.token, { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });
});

describe('/oauth/refreshToken', () => {
  it('rotates: a new pair; once the next one is used the old token stops working, and its reuse ends the family', async () => {
    const first = await gw.passwordTokens(demoDriver);
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as TokenResponse;
    expect(second).toEqual({
      access_token: anyString,
      refresh_token: anyString,
      token_type: 'bearer',
      expires_in: 900,
    });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = (await (await refresh(second.refresh_token ?? '')).json()) as TokenResponse;

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ Error: 'Refresh token expired', message: 'Refresh token expired' });

    expect((await refresh(third.refresh_token ?? '')).status).toBe(400);
  });

  it('answers 400 "Refresh token expired" for an unknown or garbled token', async () => {
    for (const token of ['', 'garbage', (await gw.passwordTokens(demoDriver)).access_token]) {
      const res = await refresh(token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ Error: 'Refresh token expired', message: 'Refresh token expired' });
    }
  });

  it('needs the client credentials and the refresh_token grant', async () => {
    const { refresh_token } = await gw.passwordTokens(demoDriver);
    const noClient = await gw.postForm(apiPaths.refreshToken, { grant_type: 'refresh_token', refresh_token });
    expect(noClient.status).toBe(400);
    const wrongGrant = await gw.postForm(apiPaths.refreshToken, {
      grant_type: 'password',
      refresh_token,
      ...client,
    });
    expect(wrongGrant.status).toBe(400);
    expect(((await wrongGrant.json()) as { Error: string }).Error).toBe('unsupported_grant_type');
    expect((await refresh(refresh_token)).status).toBe(200);
  });
});
