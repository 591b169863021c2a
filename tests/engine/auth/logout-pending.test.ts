/**
 * Logout and Change CDC with unsynced work (architecture rule 9): the driver is asked
 * first and told how much waits; the work stays on the device, tied to its user,
 * and syncs after that user's next login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '@server/gateway';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { pendingWorkMessage } from '@domain/sync/pending-work';
import { sessionEndChoices } from '@worker/auth/session-end-confirmation';
import { tokenKeys } from '@worker-shared/auth/token-store';
import { createHarness } from '../support/engine-harness';
import type { EngineHarness } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { photoFile } from '../support/test-photos';

let gateway: Awaited<ReturnType<typeof startGateway>>;
const picker = new JobPicker();

beforeAll(async () => {
  gateway = await startGateway({ port: 0, database: { kind: 'memory' }, testRoutes: true });
});

afterAll(async () => {
  await gateway.close();
});

async function driverWithOfflineSuspension(): Promise<{ h: EngineHarness; jobId: string }> {
  const h = createHarness({ baseUrl: gateway.url });
  await h.start();
  await h.login(demoDriver);
  const job = picker.next(h.latest().jobs);
  await h.engine.setOnline(false);
  const saved = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Back at 2' });
  expect(saved).toEqual({ ok: true, synced: false, message: messages.offlineSave });
  return { h, jobId: job.id };
}

describe('logout with an unsynced change', () => {
  it('asks first with the count; Cancel or Escape keep the session; "Log out anyway" keeps the outbox', async () => {
    const { h, jobId } = await driverWithOfflineSuspension();

    await h.engine.logout();
    expect(h.latest().login?.userName).toBe('demo.driver');
    expect(h.latest().notification).toEqual({
      message: pendingWorkMessage({ jobs: 1, photos: 0, signatures: 0, attention: 0 }),
      buttons: [
        { text: 'Cancel', value: sessionEndChoices.cancel },
        { text: 'Log out anyway', value: sessionEndChoices.logout },
      ],
    });
    expect(h.latest().notification?.message).toBe(
      'You have 1 job waiting to send. It is kept on this device and will be sent after you next log in.',
    );

    await h.engine.dismissNotification(sessionEndChoices.cancel);
    expect(h.latest()).toMatchObject({ notification: null, login: { userName: 'demo.driver' } });
    await h.engine.logout();
    await h.engine.dismissNotification();
    expect(h.latest()).toMatchObject({ notification: null, login: { userName: 'demo.driver' } });
    // A stale "anyway" (no confirmation open) ends nothing.
    await h.engine.dismissNotification(sessionEndChoices.logout);
    expect(h.latest().login?.userName).toBe('demo.driver');

    await h.engine.logout();
    await h.engine.dismissNotification(sessionEndChoices.logout);
    expect(h.latest()).toMatchObject({ login: null, notification: null, rememberedUserName: null });
    const storage = await h.openStorage();
    expect(await storage.get(tokenKeys.access)).toBeUndefined();
    expect(await storage.outboxEntries()).toMatchObject([{ jobId, owner: 'demo.driver' }]);
    expect((await storage.readJob(jobId))?.job.requiresSync).toBe(true);

    await h.engine.setOnline(true);
    await h.engine.syncNow();
    await h.engine.idle();
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(0);

    await h.login(demoDriver);
    expect(await jobUpdateRows(gateway.url, jobId)).toMatchObject([
      { username: 'demo.driver', kind: 'driver', payload: { job_outcome_status: 5 } },
    ]);
    expect(await storage.outboxEntries()).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, pendingPhotos: 0 });
    storage.close();
    await h.engine.close();
  });

  it('Change CDC asks the same way, counts photos, and keeps the username once confirmed', async () => {
    const h = createHarness({ baseUrl: gateway.url });
    await h.start();
    await h.login(demoDriver);
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });
    await h.engine.setOnline(false);
    const failed = await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });
    expect(failed).toEqual({ ok: true, synced: false, message: messages.offlineSave });

    await h.engine.changeCdc();
    expect(h.latest().notification).toEqual({
      message:
        'You have 1 job and 1 photo waiting to send. They are kept on this device and will be sent after you next log in.',
      buttons: [
        { text: 'Cancel', value: sessionEndChoices.cancel },
        { text: 'Change CDC anyway', value: sessionEndChoices.changeCdc },
      ],
    });
    // Only the value of the end that was asked for confirms it.
    await h.engine.dismissNotification(sessionEndChoices.logout);
    expect(h.latest().login?.userName).toBe('demo.driver');

    await h.engine.changeCdc();
    await h.engine.dismissNotification(sessionEndChoices.changeCdc);
    expect(h.latest()).toMatchObject({ login: null, rememberedUserName: 'demo.driver' });
    const storage = await h.openStorage();
    expect(await storage.outboxEntries()).toMatchObject([{ jobId: job.id, owner: 'demo.driver' }]);
    const photos = (await storage.photoSets()).flatMap((set) => set.photos);
    expect(photos).toMatchObject([{ jobId: job.id, owner: 'demo.driver', status: 'up' }]);

    await h.engine.setOnline(true);
    await h.login(demoDriver);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ username: 'demo.driver' }]);
    expect((await storage.photoSets()).flatMap((set) => set.photos)).toMatchObject([{ status: 'down' }]);
    storage.close();
    await h.engine.close();
  });
});

describe('logout with nothing of this user waiting', () => {
  it('ends at once, even while another user’s work waits on the device', async () => {
    const { h, jobId } = await driverWithOfflineSuspension();
    await h.engine.logout();
    await h.engine.dismissNotification(sessionEndChoices.logout);
    await h.engine.setOnline(true);

    await h.login(demoDriver2);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0, pendingPhotos: 0 });
    await h.engine.logout();
    expect(h.latest()).toMatchObject({ login: null, notification: null });
    expect(await jobUpdateRows(gateway.url, jobId)).toEqual([]);

    await h.login(demoDriver);
    expect(await jobUpdateRows(gateway.url, jobId)).toHaveLength(1);
    await h.engine.logout();
    expect(h.latest()).toMatchObject({ login: null, notification: null });
    await h.engine.close();
  });
});
