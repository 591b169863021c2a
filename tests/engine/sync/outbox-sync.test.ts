/** Local-first saves through the outbox and the sync pass, against a real in-process gateway. */
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { withDeparture } from '@domain/job/visit-times';
import { applyFailure, applySuspension, markRequiresSync } from '@domain/outcomes/job-outcome';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { messages } from '@domain/app/messages';
import { jsonResponse } from '../support/engine-harness';
import type { EngineHarness, Interceptor } from '../support/engine-harness';
import { JobPicker, gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** demo.driver, logged in, with the answers the interceptor replaces. */
const driver = (intercept?: Interceptor) => gateway.loggedIn({ intercept });

/** The job as the engine saves it: the outcome applied, changed and awaiting sync. */
function saved(job: Job): Job {
  return markRequiresSync({ ...job, changed: true }, true);
}

const updates = (h: EngineHarness) => h.requestsTo(apiPaths.jobUpdate);

describe('a save with signal', () => {
  it('sends the payload the domain builder makes, and the gateway stores the outcome', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    await h.engine.openJob(job.id);
    const note = 'Stuck behind a delivery lorry';

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.CustomerDelay, note });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    const now = h.clock.now();
    const expected = buildJobUpdatePayload(
      saved(withDeparture(applySuspension(job, SuspendReason.CustomerDelay, note, now), now)),
      now,
    );
    const [sent] = updates(h);
    expect(JSON.parse(sent?.body ?? '')).toEqual(expected);
    const rows = await jobUpdateRows(gateway.url, job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'driver', username: 'demo.driver', payload: expected });
    expect(rows[0]?.idempotency_key).toBe(sent?.headers['idempotency-key']);
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
    expect(stored.job_suspend_reason).toBe(SuspendReason.CustomerDelay);
    expect(stored.customer[0]?.notes.map((n) => n.note)).toContain(note);

    const snapshot = h.latest();
    // Suspended: the driver has left, so the job is no longer the active one.
    expect(snapshot.activeJob).toBeNull();
    expect(snapshot.jobs.find((j) => j.id === job.id)).toMatchObject({ job_outcome_status: 5 });
    expect(snapshot.jobs.find((j) => j.id === job.id)?.requiresSync).toBe(false);
    expect(snapshot.sync).toEqual({
      state: 'idle',
      pendingChanges: 0,
      pendingPhotos: 0,
      pendingJobs: 0,
      pendingSignatures: 0,
      attention: 0,
      lastError: null,
      uploads: [],
    });
    const storage = await h.openStorage();
    expect(await storage.outboxEntries()).toEqual([]);
    expect((await storage.readJob(job.id))?.job).toMatchObject({ requiresSync: false, changed: true });
    storage.close();
    await h.engine.close();
  });

  it('fails a job with the deepest reason of the path, after the checks of product rule 5.3', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    expect(await h.engine.failJob({ jobId: job.id, reasonIds: [], photo: null })).toEqual({
      ok: false,
      message: 'You must select a reason to fail the job.',
    });
    expect(await h.engine.failJob({ jobId: job.id, reasonIds: [1002], photo: null })).toEqual({
      ok: false,
      message: 'You must select a reason for Access problem to fail the job.',
    });
    expect(await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: null })).toEqual({
      ok: false,
      message: 'You must add a photo.',
    });
    expect(updates(h)).toHaveLength(0);

    const result = await h.engine.failJob({ jobId: job.id, reasonIds: [1002, 1004, 1005], photo: null });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    const failedAt = h.clock.now();
    const expected = buildJobUpdatePayload(
      saved(withDeparture(applyFailure(job, 1005, failedAt), failedAt)),
      failedAt,
    );
    expect(JSON.parse(updates(h)[0]?.body ?? '')).toEqual(expected);
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored.job_outcome_status).toBe(JobOutcomeStatus.Failed);
    expect(stored.delivery_job.job_failed_reason).toBe(1005);
    await h.engine.close();
  });
});

describe('an admin', () => {
  it('saves through the admin update call, with the same outbox', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    const job = picker.next(h.latest().jobs);

    const result = await h.engine.suspendJob({
      jobId: job.id,
      reason: SuspendReason.WrongOrNoEquipment,
      note: 'No ladder',
    });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(updates(h)).toHaveLength(0);
    const [sent] = h.requestsTo(apiPaths.adminJobUpdate);
    expect(sent?.headers.driverid).toBeUndefined();
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([
      { kind: 'admin', username: 'demo.admin' },
    ]);
    await h.engine.close();
  });
});

describe('requiresSync', () => {
  it('stays true offline, with the offline message, and clears once the signal returns', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    await h.engine.setOnline(false);

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(result).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    expect(updates(h)).toHaveLength(0);
    expect(h.latest().jobs.find((j) => j.id === job.id)).toMatchObject({ requiresSync: true, changed: true });
    expect(h.latest().sync).toEqual({
      state: 'offline',
      pendingChanges: 1,
      pendingPhotos: 0,
      pendingJobs: 1,
      pendingSignatures: 0,
      attention: 0,
      lastError: null,
      uploads: [],
    });

    await h.engine.setOnline(true);
    await h.engine.idle();

    expect(updates(h)).toHaveLength(1);
    expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(false);
    expect(h.latest().sync.state).toBe('idle');
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });

  it('stays true on an error answer (stuck, with its message) until a later pass succeeds', async () => {
    let refuse = true;
    const h = await driver((request) =>
      refuse && request.path === apiPaths.jobUpdate
        ? jsonResponse(500, { message: 'Database unavailable' })
        : undefined,
    );
    const job = picker.next(h.latest().jobs);

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(result).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
    expect(h.latest().sync).toEqual({
      state: 'stuck',
      pendingChanges: 1,
      pendingPhotos: 0,
      pendingJobs: 1,
      pendingSignatures: 0,
      attention: 0,
      lastError: 'Database unavailable',
      uploads: [],
    });
    const storage = await h.openStorage();
    expect(await storage.outboxEntries()).toMatchObject([{ attempts: 1, lastError: 'Database unavailable' }]);
    expect((await storage.readJob(job.id))?.job.requiresSync).toBe(true);

    refuse = false;
    await h.engine.syncNow();

    expect((await storage.readJob(job.id))?.job.requiresSync).toBe(false);
    expect(await storage.outboxEntries()).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, lastError: null });
    storage.close();
    await h.engine.close();
  });

  it('stays true on a streamed answer carrying an Error, and on a network failure', async () => {
    let answer: 'stream' | 'network' | 'pass' = 'stream';
    const h = await driver((request) => {
      if (request.path !== apiPaths.jobUpdate || answer === 'pass') return undefined;
      if (answer === 'network') throw new TypeError('fetch failed');
      return jsonResponse(200, { Error: 'Stream closed early' });
    });
    const job = picker.next(h.latest().jobs);

    const streamed = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    expect(streamed).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
    expect(h.latest().sync).toMatchObject({ state: 'stuck', lastError: messages.serverDataError });

    answer = 'network';
    await h.engine.syncNow();
    expect(h.latest().sync).toMatchObject({ state: 'stuck', lastError: messages.errorContactingServer });
    expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(true);

    answer = 'pass';
    await h.engine.syncNow();
    expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(false);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await h.engine.close();
  });
});

describe('the sync pass', () => {
  it('runs once at a time: concurrent triggers join it and each entry is sent once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const h = await driver(async (request) => {
      if (request.path === apiPaths.jobUpdate) await gate;
      return undefined;
    });
    const [first, second] = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    await h.engine.setOnline(false);
    await h.engine.suspendJob({ jobId: first.id, reason: SuspendReason.Lunch, note: 'One' });
    await h.engine.suspendJob({ jobId: second.id, reason: SuspendReason.Lunch, note: 'Two' });
    expect(h.latest().sync.pendingChanges).toBe(2);

    const triggers = Promise.all([
      h.engine.setOnline(true),
      h.engine.syncNow(),
      h.engine.syncNow(),
      h.engine.syncNow(),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.latest().sync.state).toBe('syncing');
    release();
    await triggers;
    await h.engine.idle();

    const sent = updates(h).map((request) => (JSON.parse(request.body ?? '{}') as { id: string }).id);
    expect(sent).toEqual([first.id, second.id]);
    expect(await jobUpdateRows(gateway.url, first.id)).toHaveLength(1);
    expect(await jobUpdateRows(gateway.url, second.id)).toHaveLength(1);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0 });
    await h.engine.close();
  });

  it('backing out of the failed screen resets the job on the device only', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    const storage = await h.openStorage();
    const stored = await storage.readJob(job.id);
    if (!stored) throw new Error('job not stored');
    // A closed job is never reopened here (domain/job/closed-job.ts): a save after it would overwrite
    // the closing outcome at the gateway.
    const failedOnServer = {
      ...stored.job,
      job_outcome_status: JobOutcomeStatus.Failed,
      delivery_job: { ...stored.job.delivery_job, job_failed_reason: 1001 },
    };
    await storage.commitSave({ job: { ...stored, job: failedOnServer } });
    await h.engine.openJob(job.id);
    await h.engine.cancelFailure(job.id);
    // A closed job opened to be read is not the active job; the stored copy keeps its outcome.
    expect(h.latest().activeJob).toBeNull();
    expect((await storage.readJob(job.id))?.job).toMatchObject({
      job_outcome_status: JobOutcomeStatus.Failed,
      delivery_job: { job_failed_reason: 1001 },
    });
    const suspendedOnServer = { ...failedOnServer, job_outcome_status: JobOutcomeStatus.Suspended };
    await storage.commitSave({ job: { ...stored, job: suspendedOnServer } });
    await h.engine.openJob(job.id);

    await h.engine.cancelFailure(job.id);

    expect(h.latest().activeJob).toMatchObject({
      job_outcome_status: JobOutcomeStatus.NotStarted,
      delivery_job: { job_failed_reason: 0 },
    });
    expect(await storage.outboxEntries()).toEqual([]);
    expect(updates(h)).toHaveLength(0);

    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Saved' });
    await h.engine.cancelFailure(job.id);
    expect((await storage.readJob(job.id))?.job.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
    storage.close();
    await h.engine.close();
  });
});
