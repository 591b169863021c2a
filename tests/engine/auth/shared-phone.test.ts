/**
 * A shared phone: after one driver logs out with unsynced work, the next user
 * can neither see nor touch that driver's jobs, photos or notes, and nothing of
 * it is sent with their token; it all syncs at the first driver's next login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '@server/gateway';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { sessionEndChoices } from '@worker/auth/session-end-confirmation';
import { createHarness } from '../support/engine-harness';
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

const syncCalls: string[] = [apiPaths.imageUpload, apiPaths.jobUpdate, apiPaths.draUpdate];

describe('the next user on a shared phone', () => {
  it('never sees the previous driver’s unsynced jobs, photos or notes, and sends none of it', async () => {
    const h = createHarness({ baseUrl: gateway.url });
    await h.start();
    await h.login(demoDriver);
    const failed = picker.next(h.latest().jobs, { defaultRetailer: true });
    const suspended = picker.next(h.latest().jobs);
    expect(await h.engine.openJob(suspended.id)).toMatchObject({ id: suspended.id });
    const notes = await h.engine.loadNotes(suspended.id);
    expect(notes).toMatchObject({ ok: true, cached: false });

    await h.engine.setOnline(false);
    const withPhoto = await h.engine.failJob({ jobId: failed.id, reasonIds: [1001], photo: photoFile() });
    expect(withPhoto).toMatchObject({ ok: true, synced: false });
    const withNote = await h.engine.suspendJob({
      jobId: suspended.id,
      reason: SuspendReason.CustomerDelay,
      note: 'Gate code 1234, customer back at 3',
    });
    expect(withNote).toMatchObject({ ok: true, synced: false });
    await h.engine.logout();
    await h.engine.dismissNotification(sessionEndChoices.logout);
    await h.engine.setOnline(true);

    const from = h.requests.length;
    await h.login(demoDriver2);
    const ids = [failed.id, suspended.id];
    expect(h.latest().jobs.length).toBeGreaterThan(0);
    expect(h.latest().jobs.filter((job) => ids.includes(job.id))).toEqual([]);
    expect(h.latest().activeJob).toBeNull();
    for (const id of ids) {
      expect(await h.engine.findJob(id)).toBeNull();
      expect(await h.engine.openJob(id)).toBeNull();
      expect(await h.engine.loadNotes(id)).toEqual({ ok: false, message: messages.somethingWentWrong });
    }
    expect(h.latest().activeJob).toBeNull();
    expect(
      await h.engine.suspendJob({ jobId: failed.id, reason: SuspendReason.Lunch, note: 'Not mine' }),
    ).toEqual({ ok: false, message: messages.somethingWentWrong });
    expect(await h.engine.failJob({ jobId: suspended.id, reasonIds: [1001], photo: null })).toEqual({
      ok: false,
      message: messages.somethingWentWrong,
    });
    await h.engine.cancelFailure(failed.id);
    await h.engine.syncNow();
    await h.engine.idle();
    expect(h.requests.slice(from).filter((request) => syncCalls.includes(request.path))).toEqual([]);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0, pendingPhotos: 0 });

    const storage = await h.openStorage();
    expect((await storage.outboxEntries()).map((entry) => [entry.jobId, entry.owner])).toEqual([
      [failed.id, 'demo.driver'],
      [suspended.id, 'demo.driver'],
    ]);
    expect((await storage.photoSets()).flatMap((set) => set.photos)).toMatchObject([
      { jobId: failed.id, owner: 'demo.driver', status: 'up' },
    ]);
    expect((await storage.readJob(failed.id))?.job).toMatchObject({ job_outcome_status: 4, changed: true });
    await h.engine.logout();
    expect(h.latest().login).toBeNull();

    await h.login(demoDriver);
    expect(await jobUpdateRows(gateway.url, failed.id)).toMatchObject([{ username: 'demo.driver' }]);
    expect(await jobUpdateRows(gateway.url, suspended.id)).toMatchObject([{ username: 'demo.driver' }]);
    expect(await storage.outboxEntries()).toEqual([]);
    expect(await h.engine.findJob(suspended.id)).toMatchObject({ id: suspended.id, requiresSync: false });
    expect(await h.engine.loadNotes(suspended.id)).toMatchObject({ ok: true });
    storage.close();
    await h.engine.close();
  });
});
