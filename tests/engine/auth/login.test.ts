/** Login, logout and "Change CDC" through the engine against the in-process gateway. */
import { describe, expect, it } from 'vitest';
import { sessionEndChoices } from '@worker/auth/session-end-confirmation';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { tokenKeys } from '@worker-shared/auth/token-store';
import { loginStatusKey } from '@worker/auth/session';
import { openDatabase } from '@worker-shared/db/database-connection';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { OutboxEntry } from '@worker-shared/stored/outbox-entry';
import { useTestGateway } from '../support/gateway-per-file';

const DAY_MS = 24 * 60 * 60 * 1000;

const gateway = useTestGateway();

describe('login', () => {
  it('stores both tokens with a 60-day life and the login status', async () => {
    const h = gateway.harness();
    await h.start();
    const result = await h.login(demoDriver);

    expect(result).toEqual({
      ok: true,
      login: {
        userType: 'Driver',
        firstName: demoDriver.firstName,
        lastName: demoDriver.lastName,
        userName: 'demo.driver',
        branch: '1',
        driverid: 'D100',
        companyName: demoDriver.companyName,
        credentialsAccepted: true,
        loggedIn: true,
        branchAndVehicleAssigned: true,
      },
    });
    const storage = await h.openStorage();
    const access = await storage.get(tokenKeys.access);
    const refresh = await storage.get(tokenKeys.refresh);
    expect(access?.value).toMatch(/\S{20,}/);
    expect(refresh?.value).toMatch(/\S{20,}/);
    expect(access?.expiresAt).toBe(h.clock.now() + 60 * DAY_MS);
    expect(refresh?.expiresAt).toBe(h.clock.now() + 60 * DAY_MS);
    expect(await storage.get(loginStatusKey)).toEqual(result.ok ? result.login : null);
    expect(h.latest().login?.userName).toBe('demo.driver');
    storage.close();
    await h.engine.close();
  });

  it('makes the client-credentials, login and password-grant calls in that order', async () => {
    const h = await gateway.loggedIn();
    const [clientToken, login, grant] = h.requests;
    expect(clientToken?.path).toBe('/oauth/token');
    expect(new URLSearchParams(clientToken?.body ?? '').get('grant_type')).toBe('client_credentials');
    expect(login?.path).toBe('/user-api/login');
    expect(login?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(login?.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(Object.fromEntries(new URLSearchParams(login?.body ?? ''))).toEqual({
      username: 'demo.driver',
      password: demoDriver.password,
      driverid: 'D100',
      branch: '1',
      application: 'doorstep',
    });
    expect(grant?.path).toBe('/oauth/token');
    expect(new URLSearchParams(grant?.body ?? '').get('grant_type')).toBe('password');
    await h.engine.close();
  });

  it("returns the gateway's message for a wrong password and stores nothing", async () => {
    const h = gateway.harness();
    await h.start();
    const result = await h.login({ ...demoDriver, password: 'wrong-password' });
    expect(result).toEqual({ ok: false, message: 'Invalid username or password' });
    const storage = await h.openStorage();
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    expect(await storage.get(loginStatusKey)).toBeUndefined();
    expect(h.latest().login).toBeNull();
    expect(h.requestsTo('/group-delivery-job-api')).toHaveLength(0);
    storage.close();
    await h.engine.close();
  });

  it('restores the session on the next start', async () => {
    const first = await gateway.loggedIn();
    await first.engine.close();
    const second = gateway.harness({ factory: first.factory });
    await second.start();
    expect(second.latest()).toMatchObject({
      ready: true,
      login: { userName: 'demo.driver', loggedIn: true },
    });
    await second.engine.close();
  });

  it('logs an admin in with the Admin user type', async () => {
    const h = gateway.harness();
    await h.start();
    const result = await h.login(demoAdmin);
    expect(result.ok && result.login.userType).toBe('Admin');
    await h.engine.close();
  });
});

describe('logout and Change CDC', () => {
  it('logout removes tokens and login status but keeps the outbox', async () => {
    const h = await gateway.loggedIn();
    const db = await openOutbox(h.factory);
    await db.add(
      newOutboxEntry(
        {
          kind: 'draUpdate',
          jobId: 'J1',
          owner: 'demo.driver',
          photos: [],
          payload: {
            orderReference: 'O-1',
            user_type: 'driver',
            firstName: 'Dan',
            lastName: 'Driver',
            timestamp: '2026-11-21T10:00:00',
            questions: [],
          },
        },
        Date.now(),
      ),
    );

    await h.engine.logout();
    // Work waits, so logout asks first; the driver chooses "Log out anyway".
    await h.engine.dismissNotification(sessionEndChoices.logout);

    const storage = await h.openStorage();
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    expect(await storage.get(tokenKeys.refresh)).toBeUndefined();
    expect(await storage.get(loginStatusKey)).toBeUndefined();
    expect(await db.count()).toBe(1);
    expect(h.latest()).toMatchObject({ login: null, rememberedUserName: null, jobs: [], manifests: [] });
    storage.close();
    db.close();
    await h.engine.close();
  });

  it('Change CDC ends the session like logout and remembers the username', async () => {
    const h = await gateway.loggedIn();
    await h.engine.changeCdc();
    expect(h.latest()).toMatchObject({ login: null, rememberedUserName: 'demo.driver', jobs: [] });
    const storage = await h.openStorage();
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    expect(await storage.get(loginStatusKey)).toBeUndefined();
    storage.close();
    await h.engine.close();

    const restarted = gateway.harness({ factory: h.factory });
    await restarted.start();
    expect(restarted.latest()).toMatchObject({ login: null, rememberedUserName: 'demo.driver' });
    await restarted.engine.close();
  });
});

/** The outbox store through its own connection. */
async function openOutbox(factory: IDBFactory) {
  const db = await openDatabase(factory);
  return {
    add: (entry: OutboxEntry) => db.add('outbox', entry),
    count: () => db.count('outbox'),
    close: () => db.close(),
  };
}
