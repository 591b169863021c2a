/** Token refresh on an expired access token, and the end of the session when the refresh is refused. */
import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { loginStatusKey } from '@worker/auth/session';
import { tokenKeys } from '@worker-shared/auth/token-store';
import { TestClock, jsonResponse } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';

const TTL_SECONDS = 60;
const jobsPath = '/group-delivery-job-api/delivery/job';
const clock = new TestClock();

const gateway = useTestGateway({ accessTokenTtlSeconds: TTL_SECONDS, now: () => new Date(clock.now()) });

describe('an expired access token', () => {
  it('is refreshed once, and the request succeeds on the retry', async () => {
    const h = await gateway.loggedIn({ clock });
    const storage = await h.openStorage();
    const before = await storage.get(tokenKeys.access);
    clock.advance((TTL_SECONDS + 5) * 1000);
    const from = h.requests.length;

    await h.engine.refresh();

    const calls = h.requests.slice(from).map((request) => request.path);
    expect(calls).toEqual([
      expect.stringContaining(`${jobsPath}/date/`),
      '/oauth/refreshToken',
      expect.stringContaining(`${jobsPath}/date/`),
    ]);
    expect(h.latest()).toMatchObject({
      login: { userName: 'demo.driver' },
      notification: null,
      loaded: true,
    });
    expect(h.latest().jobs.length).toBeGreaterThan(0);
    const after = await storage.get(tokenKeys.access);
    expect(after?.value).not.toBe(before?.value);
    storage.close();
    await h.engine.close();
  });

  it('is refreshed only once for calls refused at the same time', async () => {
    const h = await gateway.loggedIn({ clock });
    clock.advance((TTL_SECONDS + 5) * 1000);
    const from = h.requests.length;
    await Promise.all([h.engine.refresh(), h.engine.setDisplayDate(null), h.engine.refresh()]);
    const refreshes = h.requests.slice(from).filter((request) => request.path === '/oauth/refreshToken');
    expect(refreshes).toHaveLength(1);
    expect(h.latest().login).not.toBeNull();
    await h.engine.close();
  });
});

describe('a refused refresh (tokenExpired)', () => {
  it('logs out, shows the expiry notification and removes the tokens', async () => {
    const h = await gateway.loggedIn({ clock });
    const storage = await h.openStorage();
    await storage.set(tokenKeys.refresh, {
      value: 'not-a-refresh-token',
      expiresAt: clock.now() + 1000 * 60,
    });
    clock.advance((TTL_SECONDS + 5) * 1000);

    await h.engine.refresh();

    expect(h.latest()).toMatchObject({
      login: null,
      jobs: [],
      manifests: [],
      notification: { message: 'Your login has expired. Please login again.', buttons: [] },
    });
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    expect(await storage.get(tokenKeys.refresh)).toBeUndefined();
    expect(await storage.get(loginStatusKey)).toBeUndefined();
    await h.engine.dismissNotification();
    expect(h.latest().notification).toBeNull();
    storage.close();
    await h.engine.close();
  });

  it('also follows a jobs answer that says tokenExpired', async () => {
    let expire = false;
    const h = await gateway.loggedIn({
      clock,
      intercept: (request) =>
        expire && request.path.startsWith(jobsPath)
          ? jsonResponse(200, { manifest: [], schedule: [], download: [], error: '', tokenExpired: true })
          : undefined,
    });
    expire = true;
    await h.engine.refresh();
    expect(h.latest()).toMatchObject({ login: null, notification: { message: messages.loginExpired } });
    const storage = await h.openStorage();
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    storage.close();
    await h.engine.close();
  });
});
