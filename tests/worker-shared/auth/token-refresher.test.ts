/** The single-flight refresher and the 60-day token store, against a scripted send. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { TokenRefresher } from '@worker-shared/auth/token-refresher';
import { TokenStore, tokenKeys } from '@worker-shared/auth/token-store';
import { openIdbStorage } from '@worker-shared/db/idb-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

async function setup(answer: ApiResult) {
  const storage = await openIdbStorage(new IDBFactory());
  let clock = 1_000_000;
  const tokens = new TokenStore(storage, () => clock);
  const calls: ApiRequest[] = [];
  const send = async (call: ApiRequest): Promise<ApiResult> => {
    calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer;
  };
  const refresher = new TokenRefresher({ send, tokens, clientId: 'cid', clientSecret: 'secret' });
  return { storage, tokens, calls, refresher, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('TokenStore', () => {
  it('keeps tokens for 60 days, then reads them as missing', async () => {
    const { storage, tokens, advance, now } = await setup({ ok: true, status: 200, json: {} });
    await tokens.save({ access: 'a', refresh: 'r' });
    expect(await storage.get(tokenKeys.access)).toEqual({ value: 'a', expiresAt: now() + 60 * DAY_MS });
    advance(60 * DAY_MS - 1);
    expect(await tokens.accessToken()).toBe('a');
    advance(1);
    expect(await tokens.accessToken()).toBeNull();
    expect(await tokens.refreshToken()).toBeNull();
  });
});

describe('TokenRefresher', () => {
  it('shares one refresh call between concurrent callers and stores the rotated tokens', async () => {
    const { tokens, calls, refresher } = await setup({
      ok: true,
      status: 200,
      json: { access_token: 'a2', refresh_token: 'r2' },
    });
    await tokens.save({ access: 'a1', refresh: 'r1' });
    const outcomes = await Promise.all([refresher.refresh(), refresher.refresh(), refresher.refresh()]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      kind: 'form',
      fields: { grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'cid', client_secret: 'secret' },
    });
    expect(await tokens.accessToken()).toBe('a2');
    expect(await tokens.refreshToken()).toBe('r2');
    await refresher.refresh();
    expect(calls).toHaveLength(2);
  });

  it('ends the session on a 400 refusal', async () => {
    const { tokens, refresher } = await setup({
      ok: false,
      status: 400,
      message: 'Refresh token expired',
      json: { Error: 'Refresh token expired' },
    });
    await tokens.save({ access: 'a1', refresh: 'r1' });
    expect(await refresher.refresh()).toEqual({
      ok: false,
      message: messages.loginExpired,
      tokenExpired: true,
    });
  });

  it('ends the session without a call when no refresh token is stored', async () => {
    const { calls, refresher } = await setup({ ok: true, status: 200, json: {} });
    expect(await refresher.refresh()).toEqual({
      ok: false,
      message: messages.loginExpired,
      tokenExpired: true,
    });
    expect(calls).toHaveLength(0);
  });

  it('reads an answer without tokens as "No response from API"', async () => {
    const { tokens, refresher } = await setup({ ok: true, status: 200, json: {} });
    await tokens.save({ access: 'a1', refresh: 'r1' });
    expect(await refresher.refresh()).toEqual({
      ok: false,
      message: messages.noResponseFromApi,
      tokenExpired: false,
    });
    expect(await tokens.accessToken()).toBe('a1');
  });

  it('does not end the session when the gateway cannot be reached', async () => {
    const { tokens, refresher } = await setup({
      ok: false,
      status: 404,
      message: 'Error contacting server',
      network: true,
    });
    await tokens.save({ access: 'a1', refresh: 'r1' });
    expect(await refresher.refresh()).toMatchObject({ ok: false, tokenExpired: false });
  });
});
