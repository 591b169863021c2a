/**
 * The background-sync backstop end to end in Node: the engine saves offline,
 * the service worker's capture copies the outbox into its queue, the replay
 * sends it to a real in-process gateway with the current tokens, and the
 * engine confirms what the backstop delivered without applying anything twice.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { messages } from '@domain/app/messages';
import { loginStatusKey } from '@worker/auth/session';
import { tokenKeys } from '@worker-shared/auth/token-store';
import type { EngineHarness } from '../engine/support/engine-harness';
import { jsonResponse } from '../engine/support/engine-harness';
import { JobPicker, jobUpdateRows } from '../engine/support/gateway-inspection';
import { photoFile } from '../engine/support/test-photos';
import { useTestGateway } from '../engine/support/gateway-per-file';
import { serviceWorkerSide } from './support/service-worker-side';
import type { ServiceWorkerNetwork } from './support/service-worker-side';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** demo.driver, logged in, then offline: saves stay on the device. */
async function offlineDriver(): Promise<EngineHarness> {
  const h = await gateway.loggedIn();
  await h.engine.setOnline(false);
  return h;
}

async function suspendOffline(h: EngineHarness): Promise<string> {
  const job = picker.next(h.latest().jobs);
  const saved = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Back at 2' });
  expect(saved).toEqual({ ok: true, synced: false, message: messages.offlineSave });
  return job.id;
}

async function outboxKeys(h: EngineHarness): Promise<string[]> {
  const storage = await h.openStorage();
  const keys = (await storage.outboxEntries()).map((entry) => entry.idempotencyKey);
  storage.close();
  return keys;
}

const noSignal: ServiceWorkerNetwork = () => {
  throw new TypeError('Failed to fetch');
};

describe('the backstop replay', () => {
  it('delivers a failure saved offline, photo first, once, after the access token expired', async () => {
    const h = await offlineDriver();
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });
    const saved = await h.engine.failJob({
      jobId: job.id,
      reasonIds: [1001],
      photo: photoFile('door.png', 5, 4),
    });
    expect(saved).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    const [key] = await outboxKeys(h);
    const sw = serviceWorkerSide(h, gateway.url);

    expect(await sw.backstop.capture()).toEqual({ queued: 1, changed: true });
    expect(await sw.backstop.capture()).toEqual({ queued: 1, changed: false });
    const storage = await h.openStorage();
    const before = await storage.get(tokenKeys.refresh);
    expect((await fetch(`${gateway.url}/__test/expire-access-tokens`, { method: 'POST' })).status).toBe(200);

    expect(await sw.backstop.replay()).toEqual({ sent: [key], kept: 0, dropped: 0 });

    // The stored access token was refused, refreshed once, and the upload and the update went through.
    // The photo goes through the image API under the object key the engine's own upload would use.
    expect(sw.calls.map((call) => [call.path, call.status])).toEqual([
      [apiPaths.objectStore, 401],
      [apiPaths.refreshToken, 200],
      [apiPaths.objectStore, 200],
      [apiPaths.imageUpload, 200],
      [apiPaths.jobUpdate, 200],
    ]);
    const photo = (await storage.photoSets()).find((set) => set.key === job.id)?.photos[0];
    const objectKey = `ORIG/${photo?.uri}-${photo?.id.slice(0, 8)}.png`;
    const stored = {
      access: await storage.get(tokenKeys.access),
      refresh: await storage.get(tokenKeys.refresh),
    };
    expect(stored.refresh?.value).not.toBe(before?.value);
    const update = sw.calls[4];
    expect(update?.headers).toMatchObject({
      authorization: `Bearer ${stored.access?.value ?? ''}`,
      'idempotency-key': key,
      branch: '1',
      driverid: 'D100',
    });
    expect(sw.notified).toEqual([[key]]);
    const rows = await jobUpdateRows(gateway.url, job.id);
    expect(rows.map((row) => row.idempotency_key)).toEqual([key]);
    const [item] = (rows[0]?.payload as JobUpdateRequest).job_activity_gallery;
    expect(item).toMatchObject({ status: 'down', type: 'failed' });
    expect(item?.uri.endsWith(`/doorstep-dev/${objectKey}`)).toBe(true);

    // Back online, the engine uploads the photo to the store itself (the same object) and resends the same bytes with the rotated tokens; nothing is applied twice.
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(h.requestsTo(apiPaths.jobUpdate).at(-1)?.body).toBe(update?.body);
    expect(h.requestsTo(apiPaths.refreshToken)).toHaveLength(0);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    expect(await outboxKeys(h)).toEqual([]);
    expect((await storage.readJob(job.id))?.job.requiresSync).toBe(false);
    storage.close();
    await h.engine.close();
  });

  it('keeps an item on a 5xx with its photo progress, and a later replay sends only what is left', async () => {
    const h = await offlineDriver();
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });
    await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });
    let unavailable = true;
    const sw = serviceWorkerSide(h, gateway.url, {
      network: (call) =>
        unavailable && call.path === apiPaths.jobUpdate ? jsonResponse(503, { message: 'busy' }) : undefined,
    });
    await sw.backstop.capture();

    await expect(sw.backstop.replay()).rejects.toThrow(/1 queued update\(s\) wait/);
    const [kept] = await sw.queue.items();
    expect(kept?.photos.map(({ photo }) => [photo.status, photo.bytes, typeof photo.location])).toEqual([
      ['down', null, 'string'],
    ]);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(0);

    unavailable = false;
    const from = sw.calls.length;
    expect((await sw.backstop.replay()).sent).toEqual(await outboxKeys(h));
    expect(sw.calls.slice(from).map((call) => call.path)).toEqual([apiPaths.jobUpdate]);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });

  it('stops at a lost connection, keeps every item in order, and sends them in order later', async () => {
    const h = await offlineDriver();
    const first = await suspendOffline(h);
    const second = await suspendOffline(h);
    const keys = await outboxKeys(h);
    let offline = true;
    const sw = serviceWorkerSide(h, gateway.url, {
      network: (call) => (offline ? noSignal(call) : undefined),
    });
    await sw.backstop.capture();

    await expect(sw.backstop.replay()).rejects.toThrow(/2 queued update\(s\) wait/);
    expect(sw.calls).toHaveLength(1);
    expect(sw.queue.keys()).toEqual(keys);

    offline = false;
    expect((await sw.backstop.replay()).sent).toEqual(keys);
    expect(await jobUpdateRows(gateway.url, first)).toHaveLength(1);
    expect(await jobUpdateRows(gateway.url, second)).toHaveLength(1);
    await h.engine.close();
  });

  it('drops nothing on a 401 whose refresh fails: the item waits for the next login', async () => {
    const h = await offlineDriver();
    const jobId = await suspendOffline(h);
    const sw = serviceWorkerSide(h, gateway.url, {
      network: (call) =>
        call.path === apiPaths.jobUpdate
          ? jsonResponse(401, { message: 'Invalid or expired access token' })
          : call.path === apiPaths.refreshToken
            ? jsonResponse(400, { Error: 'Refresh token expired' })
            : undefined,
    });
    await sw.backstop.capture();

    await expect(sw.backstop.replay()).rejects.toThrow(/1 queued update\(s\) wait/);
    expect(sw.queue.keys()).toEqual(await outboxKeys(h));
    expect(sw.calls.map((call) => call.path)).toEqual([apiPaths.jobUpdate, apiPaths.refreshToken]);
    expect(await jobUpdateRows(gateway.url, jobId)).toHaveLength(0);
    await h.engine.close();
  });

  it('sends nothing while nobody, or another user, is logged in', async () => {
    const h = await offlineDriver();
    await suspendOffline(h);
    const sw = serviceWorkerSide(h, gateway.url, { hasBackgroundSync: false });
    await sw.backstop.capture();
    const storage = await h.openStorage();
    const login = await storage.get(loginStatusKey);
    await storage.remove(loginStatusKey);

    expect(await sw.backstop.replay()).toEqual({ sent: [], kept: 1, dropped: 0 });
    if (login) await storage.set(loginStatusKey, { ...login, userName: 'demo.driver2' });
    expect(await sw.backstop.replay()).toEqual({ sent: [], kept: 1, dropped: 0 });
    expect(sw.calls).toEqual([]);
    storage.close();
    await h.engine.close();
  });

  it('drops, without a call, what the engine delivered meanwhile; drops a refused item but the outbox keeps it', async () => {
    const h = await offlineDriver();
    await suspendOffline(h);
    const sw = serviceWorkerSide(h, gateway.url, {
      network: (call) =>
        call.path === apiPaths.jobUpdate ? jsonResponse(422, { message: 'Key reused' }) : undefined,
    });
    await sw.backstop.capture();
    expect(await sw.backstop.replay()).toEqual({ sent: [], kept: 0, dropped: 1 });
    expect(await outboxKeys(h)).toHaveLength(1);

    await sw.backstop.capture();
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(await outboxKeys(h)).toEqual([]);
    const from = sw.calls.length;
    expect(await sw.backstop.replay()).toEqual({ sent: [], kept: 0, dropped: 1 });
    expect(sw.calls.slice(from)).toEqual([]);
    await h.engine.close();
  });
});

describe('the backstop and an entry that needs attention', () => {
  it('never sends it, nor a later change of its lane: their items leave the queue, the outbox keeps them', async () => {
    const h = await offlineDriver();
    const jobId = await suspendOffline(h);
    const sw = serviceWorkerSide(h, gateway.url);
    await sw.backstop.capture();
    const storage = await h.openStorage();
    const [entry] = await storage.outboxEntries();
    const attention = { message: 'Job not found', code: null, status: 404, at: Date.now(), conflict: null };
    await storage.markOutboxAttention(entry?.id ?? -1, attention);

    expect(await sw.backstop.replay()).toEqual({ sent: [], kept: 0, dropped: 1 });
    expect(await sw.backstop.capture()).toEqual({ queued: 0, changed: false });
    expect(sw.calls).toEqual([]);
    expect(await storage.outboxEntries()).toHaveLength(1);
    expect(await jobUpdateRows(gateway.url, jobId)).toHaveLength(0);
    storage.close();
    await h.engine.close();
  });
});

describe('EngineApi.backgroundSynced', () => {
  it('confirms delivered keys with one idempotent resend; unknown keys start nothing', async () => {
    let engineOffline = true;
    const h = await gateway.loggedIn({
      intercept: (request) => {
        if (engineOffline && request.path === apiPaths.jobUpdate) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const job = picker.next(h.latest().jobs);
    const saved = await h.engine.suspendJob({
      jobId: job.id,
      reason: SuspendReason.Lunch,
      note: 'Back at 2',
    });
    expect(saved).toMatchObject({ ok: true, synced: false });
    const [key] = await outboxKeys(h);
    const sw = serviceWorkerSide(h, gateway.url);
    await sw.backstop.capture();
    expect((await sw.backstop.replay()).sent).toEqual([key]);
    // Delivered but not yet confirmed by the engine: a capture does not queue it again.
    expect(await outboxKeys(h)).toEqual([key]);
    expect(await sw.backstop.capture()).toEqual({ queued: 0, changed: false });

    engineOffline = false;
    const sent = h.requestsTo(apiPaths.jobUpdate).length;
    await h.engine.backgroundSynced(['not-a-queued-key']);
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(sent);

    await h.engine.backgroundSynced(sw.notified.flat());
    await h.engine.idle();
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(sent + 1);
    expect(await outboxKeys(h)).toEqual([]);
    expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(false);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0 });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });
});
