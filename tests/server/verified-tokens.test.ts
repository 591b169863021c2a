// The gateway verifies each access token in full once and then answers it from a cache
// (server/auth/verified-tokens.ts) only on the terms a full verification would set at that moment.
import { describe, expect, it } from 'vitest';
import { TokenService } from '@server/auth/token-service';
import { VerifiedTokens } from '@server/auth/verified-tokens';
import type { UserPrincipal } from '@server/auth/principal';

const driver: UserPrincipal = {
  kind: 'user',
  username: 'demo.driver',
  userType: 'Driver',
  branch: '1',
  driverid: 'D100',
};

describe('the verified-token cache', () => {
  it('answers a kept token until its expiry second, before its nbf not at all, and only in its generation', () => {
    const cache = new VerifiedTokens();
    cache.add('t', { principal: driver, exp: 1000, nbf: 900, generation: 0 });
    expect(cache.principalOf('t', 950, 0)).toEqual(driver);
    expect(cache.principalOf('t', 999, 1)).toBeUndefined();
    cache.add('t', { principal: driver, exp: 1000, nbf: 900, generation: 0 });
    expect(cache.principalOf('t', 899, 0)).toBeUndefined();
    cache.add('t', { principal: driver, exp: 1000, nbf: 900, generation: 0 });
    expect(cache.principalOf('t', 1000, 0)).toBeUndefined();
    expect(cache.principalOf('other', 950, 0)).toBeUndefined();
  });

  it('keeps at most its limit, the oldest leaving first', () => {
    const cache = new VerifiedTokens(2);
    for (const token of ['a', 'b', 'c']) cache.add(token, { principal: driver, generation: 0 });
    expect(cache.principalOf('a', 0, 0)).toBeUndefined();
    expect(cache.principalOf('b', 0, 0)).toEqual(driver);
    expect(cache.principalOf('c', 0, 0)).toEqual(driver);
  });
});

describe('access tokens, verified once', () => {
  let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
  const service = new TokenService({
    secret: new TextEncoder().encode('a test secret of enough length for HS256'),
    accessTokenTtlSeconds: 60,
    refreshTokenTtlSeconds: 600,
    refreshFamilyTtlSeconds: 6000,
    now: () => new Date(clock),
  });

  it('refuses a token whose signature or claims were altered after the real one was cached', async () => {
    const { token } = await service.signUserAccess(driver);
    expect(await service.verifyAccess(token)).toEqual(driver);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, branch: '2' })).toString('base64url');
    expect(await service.verifyAccess(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await service.verifyAccess(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await service.verifyAccess(token)).toEqual(driver);
  });

  it('refuses a cached token once it has expired, and every token once they are all ended', async () => {
    const { token } = await service.signUserAccess(driver);
    expect(await service.verifyAccess(token)).toEqual(driver);
    clock += 59_000;
    expect(await service.verifyAccess(token)).toEqual(driver);
    clock += 1_000;
    expect(await service.verifyAccess(token)).toBeNull();
    const fresh = await service.signUserAccess(driver);
    expect(await service.verifyAccess(fresh.token)).toEqual(driver);
    service.expireAccessTokens();
    expect(await service.verifyAccess(fresh.token)).toBeNull();
  });
});
