/**
 * A driver's outcome on a job the phone already stores as closed is refused
 * before anything is written (domain/job/closed-job.ts,
 * worker/saves/closed-job-refusal.ts). The admin completes a job while the
 * driver's suspend or failed form is open; the phone learns it (a list refresh,
 * or a 409 settled "keep theirs"); the driver's save, which would go on the
 * admin's revision and be applied over the admin's outcome, is refused with
 * plain words, and the outbox and the gateway stay as they were. The driver's
 * own chain (suspend, then complete later) still works; admins are not held to it.
 */
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '@server/seed/demo-accounts';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { messages } from '@domain/app/messages';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus, JobType, SuspendReason } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { formatDateTimeEnGb } from '@domain/time/dates';
import type { EngineHarness } from '../support/engine-harness';
import {
  TypedJobPicker,
  addDelivered,
  outboxOf,
  signatureBlob,
  storedJobOf,
} from '../support/completion-support';
import { gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { adminCompletes, jobConflictRows } from '../support/office-changes';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

const driverUpdates = (h: EngineHarness) => h.requestsTo(apiPaths.jobUpdate);
const suspension = (jobId: string) => ({ jobId, reason: SuspendReason.CustomerDelay, note: 'Nobody in' });

/** The refusal a driver gets for a job the admin completed (its outcome time as the gateway stores it). */
function closedRefusal(admins: Job) {
  const at = formatDateTimeEnGb(admins.job_outcome_time ?? '');
  return { ok: false, closed: true, message: messages.jobAlreadyClosed('Job Complete', at) };
}

/** The driver's saves on the job are all refused, and nothing is stored, queued or sent. */
async function expectRefused(h: EngineHarness, job: Job, admins: Job): Promise<void> {
  const sentBefore = driverUpdates(h).length;
  const refusal = closedRefusal(admins);
  expect(refusal.message).toMatch(
    /^This job was already closed \(Job Complete\) on \d\d\/\d\d\/\d{4} \d\d:\d\d; your change was not saved\.$/,
  );

  expect(await h.engine.suspendJob(suspension(job.id))).toEqual(refusal);
  expect(await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: null })).toEqual(refusal);
  const pass = { jobId: job.id, customerName: 'Ann Lee', signature: signatureBlob() };
  expect(await h.engine.completeSignaturePass(pass)).toEqual(refusal);
  await h.engine.cancelFailure(job.id);
  await h.engine.syncNow();
  await h.engine.idle();

  expect(await outboxOf(h, job.id)).toEqual([]);
  expect(driverUpdates(h)).toHaveLength(sentBefore);
  expect(await storedJobOf(h, job.id)).toMatchObject({
    job_outcome_status: JobOutcomeStatus.JobComplete,
    revision: admins.revision,
  });
  expect(h.latest().sync).toMatchObject({ pendingChanges: 0, attention: 0 });
  expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
    job_outcome_status: JobOutcomeStatus.JobComplete,
    job_outcome_time: admins.job_outcome_time,
    revision: admins.revision,
  });
  expect(h.logs).toContain(
    `Outcome for ${job.id} by demo.driver refused: the job is already closed (Job Complete)`,
  );
}

describe('a driver’s outcome on a job the phone knows is closed', () => {
  it('is refused after a list refresh brought the admin’s completion', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    await h.engine.openJob(job.id);
    const admins = await adminCompletes(gateway.url, job);
    expect(admins).toMatchObject({ job_outcome_status: JobOutcomeStatus.JobComplete, revision: 2 });

    await h.engine.refresh();
    expect(h.latest().activeJob).toMatchObject({
      id: job.id,
      job_outcome_status: JobOutcomeStatus.JobComplete,
    });

    await expectRefused(h, job, admins);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ kind: 'admin' }]);
    await h.engine.close();
  });

  it('is refused after a 409 was settled "keep theirs", and again once the engine restarts', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    await h.engine.setOnline(false);
    await h.engine.suspendJob(suspension(job.id));
    const admins = await adminCompletes(gateway.url, job);
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(h.latest().notices.map((notice) => notice.jobId)).toEqual([job.id]);
    expect(await jobConflictRows(gateway.url, job.id)).toHaveLength(1);

    await expectRefused(h, job, admins);
    await h.engine.close();

    const restarted = gateway.harness({ factory: h.factory });
    await restarted.start();
    expect(restarted.latest().login?.userName).toBe('demo.driver');
    await expectRefused(restarted, job, admins);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ kind: 'admin' }]);
    expect(await jobConflictRows(gateway.url, job.id)).toHaveLength(1);
    await restarted.engine.close();
  });
});

describe('what stays open', () => {
  it('a driver’s own chain: suspended offline, then completed later, both sent in order', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    await h.engine.setOnline(false);

    const suspended = await h.engine.suspendJob(suspension(job.id));
    expect(suspended).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    await addDelivered(h, job.id);
    // This job owes a balance: the driver says it was not collected (the customer refused).
    const pass = {
      jobId: job.id,
      customerName: 'Ann Lee',
      signature: signatureBlob(),
      balance: { collected: false as const, reason: 1 },
    };
    const completed = await h.engine.completeSignaturePass(pass);
    expect(completed).toEqual({ ok: true, next: 'done', synced: false, message: messages.offlineSave });
    expect(await outboxOf(h, job.id)).toHaveLength(2);

    await h.engine.setOnline(true);
    await h.engine.idle();
    await h.engine.syncNow();

    expect(driverUpdates(h)).toHaveLength(2);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ kind: 'driver' }, { kind: 'driver' }]);
    expect(await gatewayJob(gateway.url, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      signed_by: 'Ann Lee',
      delivery_job: {
        account_balance: job.delivery_job.account_balance,
        balance_paid: false,
        balance_collected: false,
        balance_reason: 1,
        balance_amount_taken: 0,
      },
    });
    expect(await outboxOf(h, job.id)).toEqual([]);
    await h.engine.close();
  });

  it('an admin’s save on a closed job is not refused (admins fix earlier days’ jobs)', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    const job = h
      .latest()
      .jobs.find(
        (j) =>
          j.job_outcome_status === JobOutcomeStatus.NotStarted &&
          String(j.delivery_job.retailer_id) === DEFAULT_RETAILER_CODE,
      );
    if (!job) throw new Error('no not-started job of the default retailer in the admin’s list');
    await h.engine.setOnline(false);
    const times = { arrivedTime: '08:30', departureTime: '09:00' };
    expect(await h.engine.adminCompleteJob({ jobId: job.id, ...times })).toMatchObject({ ok: true });
    expect((await storedJobOf(h, job.id))?.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);

    const failed = await h.engine.failJob({ jobId: job.id, reasonIds: [1007, 1008], photo: null });
    expect(failed).toMatchObject({ ok: true });
    expect(await h.engine.adminCompleteJob({ jobId: job.id, ...times })).toMatchObject({ ok: true });
    expect(await outboxOf(h, job.id)).toHaveLength(3);
    await h.engine.close();
  });
});
