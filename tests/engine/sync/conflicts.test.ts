/**
 * Two people change one job. The driver's change carries the
 * revision it was based on; the gateway refuses a stale one with 409
 * JOB_CHANGED and the engine follows the written conflict policy
 * (domain/sync/conflict-policy.ts).
 */
import { describe, expect, it } from 'vitest';
import { demoDriver2 } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { decideConflict } from '@domain/sync/conflict-policy';
import type { OtherChange } from '@domain/sync/conflict-policy';
import { revisionTag } from '@domain/sync/sync-window';
import { todayIso } from '@domain/time/dates';
import { jsonResponse, TestClock } from '../support/engine-harness';
import type { EngineHarness } from '../support/engine-harness';
import { JobPicker, gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { adminCompletes, adminUpdates, jobConflictRows } from '../support/office-changes';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

const updates = (h: EngineHarness) => h.requestsTo(apiPaths.jobUpdate);
const shown = (h: EngineHarness, jobId: string) => h.latest().jobs.find((job) => job.id === jobId);

/** The job with a new customer note (a change that leaves the outcome as it was). */
function withCustomerNote(job: Job, note: string): Job {
  const [customer, ...others] = job.customer;
  if (!customer) throw new Error(`job ${job.id} has no customer`);
  const added = { id: '', type: 2 as const, note, date: `${todayIso()}T08:00:00`, new: true };
  return { ...job, customer: [{ ...customer, notes: [...customer.notes, added] }, ...others] };
}

/** demo.driver suspends the job while offline (based on the revision the phone has). */
async function offlineSuspension(h: EngineHarness, job: Job): Promise<void> {
  await h.engine.setOnline(false);
  await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.CustomerDelay, note: 'Nobody in' });
}

async function backOnline(h: EngineHarness): Promise<void> {
  await h.engine.setOnline(true);
  await h.engine.idle();
}

describe('an older change does not overwrite a newer one', () => {
  it('keeps the admin’s completion over the driver’s older offline suspension, with a notice', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    expect(job.revision).toBe(1);
    await offlineSuspension(h, job);
    const completed = await adminCompletes(gateway.url, job);
    expect(completed.revision).toBe(2);

    await backOnline(h);

    const [sent] = updates(h);
    expect(updates(h)).toHaveLength(1);
    expect(sent?.headers['if-match']).toBe(revisionTag(1));
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      revision: 2,
    });
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ kind: 'admin' }]);
    const [kept] = await jobConflictRows(gateway.url, job.id);
    expect(kept).toMatchObject({ kind: 'driver', username: 'demo.driver', base_revision: 1 });
    expect(kept?.payload).toEqual(JSON.parse(sent?.body ?? ''));
    expect(shown(h, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      revision: 2,
      requiresSync: false,
    });
    const notice = h.latest().notices[0];
    expect(notice).toMatchObject({ jobId: job.id, owner: 'demo.driver' });
    expect(notice?.message).toMatch(
      /^An admin \(demo\.admin\) marked this job "Job Complete" at .+\. Your suspension was kept as a record and not applied\.$/,
    );
    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, attention: 0 });
    const storage = await h.openStorage();
    expect(await storage.outboxEntries()).toEqual([]);
    storage.close();
    await h.engine.close();
  });

  it('hands the change to the driver when another driver decided the outcome, and Retry sends it on top', async () => {
    // No second driver can change demo.driver's job at this gateway: the 409 a reassigned job would get is played.
    let theirs: Job | null = null;
    const other: OtherChange = {
      by: 'driver',
      username: 'relief.driver',
      at: new Date().toISOString(),
      revision: 2,
      outcome: JobOutcomeStatus.Failed,
    };
    const h = await gateway.loggedIn({
      intercept: (request) =>
        theirs && request.path === apiPaths.jobUpdate
          ? jsonResponse(409, { message: 'Changed.', code: 'JOB_CHANGED', job: theirs, changes: [other] })
          : undefined,
    });
    const job = picker.next(h.latest().jobs);
    theirs = { ...job, job_outcome_status: JobOutcomeStatus.Failed, revision: 2 };
    const policy = decideConflict({ by: 'driver', outcome: JobOutcomeStatus.Suspended }, [other]);
    expect(policy.action).toBe('attention');
    const message = policy.action === 'attention' ? policy.message : '';

    const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(result).toEqual({ ok: true, synced: false, message });
    const [item] = h.latest().attention;
    expect(item).toMatchObject({
      jobId: job.id,
      kind: 'jobUpdate',
      message,
      code: 'JOB_CHANGED',
      status: 409,
    });
    expect(h.latest().sync).toMatchObject({ attention: 1, pendingChanges: 0 });
    expect(shown(h, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.Suspended,
      requiresSync: true,
    });
    await h.engine.syncNow();
    expect(updates(h)).toHaveLength(1);

    theirs = null;
    expect(await h.engine.retryChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await h.engine.idle();

    const [first, second] = updates(h);
    expect(updates(h)).toHaveLength(2);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['if-match']).toBe(revisionTag(2));
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.Suspended,
    });
    expect(h.latest().attention).toEqual([]);
    expect(shown(h, job.id)?.requiresSync).toBe(false);
    await h.engine.close();
  });

  it('sends a change again on the new revision when the other change left the outcome alone', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    await offlineSuspension(h, job);
    const noted = await adminUpdates(gateway.url, job, (current) =>
      withCustomerNote(current, 'Side gate is open'),
    );
    expect(noted).toMatchObject({ job_outcome_status: job.job_outcome_status, revision: 2 });

    await backOnline(h);

    const [first, second] = updates(h);
    expect(updates(h)).toHaveLength(2);
    expect(first?.headers['if-match']).toBe(revisionTag(1));
    expect(second?.headers['if-match']).toBe(revisionTag(2));
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.Suspended,
      revision: 3,
    });
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ kind: 'admin' }, { kind: 'driver' }]);
    expect(await jobConflictRows(gateway.url, job.id)).toHaveLength(1);
    expect(shown(h, job.id)).toMatchObject({ revision: 3, requiresSync: false });
    expect(h.latest().notices).toEqual([]);
    expect(h.latest().attention).toEqual([]);
    await h.engine.close();
  });

  it('bases the next change on the revision the gateway answered', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    expect(shown(h, job.id)).toMatchObject({ revision: 2, requiresSync: false });

    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Back at 2' });

    expect(updates(h).map((request) => request.headers['if-match'])).toEqual([
      revisionTag(1),
      revisionTag(2),
    ]);
    expect(shown(h, job.id)).toMatchObject({ revision: 3, requiresSync: false });
    await h.engine.close();
  });
});

describe('a notice stays until its driver dismisses it', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** Two of demo.driver's offline suspensions lose to the admin's completions: two notices. */
  async function twoNotices(): Promise<EngineHarness> {
    const h = await gateway.loggedIn();
    const jobs = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    await h.engine.setOnline(false);
    for (const job of jobs) {
      await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.CustomerDelay, note: 'Nobody in' });
      await adminCompletes(gateway.url, job);
    }
    await backOnline(h);
    expect(
      h
        .latest()
        .notices.map((notice) => notice.jobId)
        .sort(),
    ).toEqual(jobs.map((j) => j.id).sort());
    return h;
  }

  it('dismisses one notice, and it stays gone once the engine is rebuilt from IndexedDB', async () => {
    const h = await twoNotices();
    const [dismissed, kept] = h.latest().notices;
    if (!dismissed || !kept) throw new Error('two notices expected');

    await h.engine.dismissNotice(dismissed.id);
    await h.engine.dismissNotice(dismissed.id);
    await h.engine.dismissNotice(-1);

    expect(h.latest().notices).toEqual([kept]);
    expect(h.logs).toContain(`Conflict notice for job ${dismissed.jobId} dismissed by demo.driver`);
    await h.engine.close();

    const rebuilt = gateway.harness({ factory: h.factory });
    await rebuilt.start();
    expect(rebuilt.latest().login?.userName).toBe('demo.driver');
    expect(rebuilt.latest().notices).toEqual([kept]);
    const storage = await rebuilt.openStorage();
    expect(await storage.conflictNotices()).toEqual([kept]);
    storage.close();
    await rebuilt.engine.close();
  });

  it('leaves a notice alone for anyone but its driver', async () => {
    const h = await twoNotices();
    const [notice] = h.latest().notices;
    await h.engine.logout();
    await h.engine.dismissNotice(notice?.id ?? -1);
    await h.login(demoDriver2);
    expect(h.latest().notices).toEqual([]);
    await h.engine.dismissNotice(notice?.id ?? -1);
    const storage = await h.openStorage();
    expect(await storage.conflictNotices()).toHaveLength(2);
    storage.close();
    await h.engine.close();
  });

  it('drops notices older than 35 days when the engine starts', async () => {
    const h = await twoNotices();
    await h.engine.close();

    const after34Days = gateway.harness({
      factory: h.factory,
      clock: new TestClock(h.clock.ms + 34 * DAY_MS),
    });
    await after34Days.start(false);
    await after34Days.engine.close();
    const storage = await h.openStorage();
    expect(await storage.conflictNotices()).toHaveLength(2);

    const after36Days = gateway.harness({
      factory: h.factory,
      clock: new TestClock(h.clock.ms + 36 * DAY_MS),
    });
    await after36Days.start(false);
    expect(await storage.conflictNotices()).toEqual([]);
    expect(after36Days.latest().notices).toEqual([]);
    expect(after36Days.logs).toContain('2 conflict notice(s) older than 35 days dropped');
    storage.close();
    await after36Days.engine.close();
  });
});
