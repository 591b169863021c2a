/** The sync pass recovering: a lost answer replayed under its idempotency key, an expired token, an ended login. */
import { describe, expect, it } from 'vitest';
import { demoDriver } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { loginStatusKey } from '@worker/auth/session';
import { tokenKeys } from '@worker-shared/auth/token-store';
import type { AnswerHook, EngineHarness } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** demo.driver, logged in, with each real answer passed through the hook. */
const driver = (afterAnswer?: AnswerHook) => gateway.loggedIn({ afterAnswer });

const updates = (h: EngineHarness) => h.requestsTo(apiPaths.jobUpdate);

describe('a lost answer', () => {
  it('is retried with the same key and the gateway applies the update once', async () => {
    let lose = true;
    const replayed: (string | null)[] = [];
    const h = await driver(async (request, response) => {
      if (request.path !== apiPaths.jobUpdate) return response;
      replayed.push(response.headers.get('idempotent-replayed'));
      if (!lose) return response;
      lose = false;
      await response.arrayBuffer();
      throw new TypeError('fetch failed: connection reset');
    });
    const job = picker.next(h.latest().jobs);

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(result).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(true);

    await h.engine.syncNow();

    const [first, second] = updates(h);
    expect(updates(h)).toHaveLength(2);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toBe(first?.body);
    expect(replayed).toEqual([null, 'true']);
    const rows = await jobUpdateRows(gateway.url, job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toBe(first?.headers['idempotency-key']);
    expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(false);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0 });
    await h.engine.close();
  });
});

describe('an expired access token', () => {
  it('is refreshed once and the update retried, without the driver noticing', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    expect((await fetch(`${gateway.url}/__test/expire-access-tokens`, { method: 'POST' })).status).toBe(200);
    const from = h.requests.length;

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(h.requests.slice(from).map((request) => request.path)).toEqual([
      apiPaths.jobUpdate,
      apiPaths.refreshToken,
      apiPaths.jobUpdate,
    ]);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    expect(h.latest()).toMatchObject({ login: { userName: 'demo.driver' }, notification: null });
    await h.engine.close();
  });
});

describe('a login that ends during a submit (tokenExpired)', () => {
  it('logs out with the message and keeps the outbox for the next login', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    const storage = await h.openStorage();
    await storage.set(tokenKeys.refresh, {
      value: 'revoked-refresh-token',
      expiresAt: h.clock.now() + 60_000,
    });
    await fetch(`${gateway.url}/__test/expire-access-tokens`, { method: 'POST' });

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(result).toEqual({ ok: true, synced: false, message: messages.loginExpired });
    expect(h.latest()).toMatchObject({
      login: null,
      activeJob: null,
      notification: { message: messages.loginExpired, buttons: [] },
      sync: { pendingChanges: 1 },
    });
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    expect(await storage.get(loginStatusKey)).toBeUndefined();
    expect(await storage.outboxEntries()).toHaveLength(1);
    expect((await storage.readJob(job.id))?.job.requiresSync).toBe(true);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(0);

    await h.engine.dismissNotification();
    await h.login(demoDriver);

    expect(await storage.outboxEntries()).toEqual([]);
    expect((await storage.readJob(job.id))?.job.requiresSync).toBe(false);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ username: 'demo.driver' }]);
    storage.close();
    await h.engine.close();
  });
});
