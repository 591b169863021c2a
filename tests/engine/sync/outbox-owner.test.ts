/** Outbox entries belong to the user who saved them: kept through logout, sent only with that user's token. */
import { describe, expect, it } from 'vitest';
import { sessionEndChoices } from '@worker/auth/session-end-confirmation';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

describe('an unsynced change', () => {
  it('survives logout, is not sent for another driver, and syncs when its driver logs in again', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    await h.engine.setOnline(false);
    const result = await h.engine.failJob({ jobId: job.id, reasonIds: [], photo: null });
    expect(result).toEqual({ ok: false, message: messages.selectReasonToFail });
    const saved = await h.engine.suspendJob({
      jobId: job.id,
      reason: SuspendReason.Lunch,
      note: 'Back at 2',
    });
    expect(saved).toEqual({ ok: true, synced: false, message: messages.offlineSave });

    await h.engine.logout();
    // Work waits, so logout asks first; the driver chooses "Log out anyway".
    await h.engine.dismissNotification(sessionEndChoices.logout);
    await h.engine.setOnline(true);
    await h.engine.idle();
    const storage = await h.openStorage();
    expect(await storage.outboxEntries()).toMatchObject([{ jobId: job.id, owner: 'demo.driver' }]);
    expect((await storage.readJob(job.id))?.job.requiresSync).toBe(true);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 1 });

    await h.login(demoDriver2);
    await h.engine.syncNow();
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(0);
    expect(h.latest().jobs.some((j) => j.id === job.id)).toBe(false);
    expect(await storage.outboxEntries()).toHaveLength(1);
    await h.engine.logout();

    await h.login(demoDriver);
    const sent = h.requestsTo(apiPaths.jobUpdate);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).toMatchObject({ branch: demoDriver.branch, driverid: demoDriver.driverid });
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([
      { username: 'demo.driver', kind: 'driver' },
    ]);
    expect(await storage.outboxEntries()).toEqual([]);
    expect(h.latest().jobs.find((j) => j.id === job.id)).toMatchObject({
      requiresSync: false,
      job_outcome_status: 5,
    });
    storage.close();
    await h.engine.close();
  });
});
