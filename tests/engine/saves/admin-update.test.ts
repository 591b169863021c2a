// An admin's completions and failures (product rules 2.7 and 6.1): the incomplete-jobs query for an earlier day,
// one admin update call per save through the local-first outbox (online and offline), and the job
// leaving both the list and the gateway's incomplete query once the gateway has it.
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { applyAdminCompletion } from '@domain/outcomes/admin-completion';
import { apiPaths } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { markRequiresSync } from '@domain/outcomes/job-outcome';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { isJobVisible } from '@domain/job-list/job-visibility';
import { messages } from '@domain/app/messages';
import type { EngineHarness } from '../support/engine-harness';
import { gatewayJob, jobUpdateRows, passwordToken } from '../support/gateway-inspection';
import { useTestGateway } from '../support/test-gateway';

const gateway = useTestGateway({ testRoutes: true });
const yesterday = addDays(todayIso(), -1);
const twoDaysAgo = addDays(todayIso(), -2);

/** The jobs the gateway's incomplete query (date + status=3) answers an account now. */
async function incompleteOnGateway(account: DemoAccount, isoDay: string): Promise<string[]> {
  const access_token = await passwordToken(gateway.url, account);
  const query = new URLSearchParams({ date: toRequestDate(isoDay), status: '3' });
  const response = await fetch(`${gateway.url}${apiPaths.jobsQuery}?${query.toString()}`, {
    headers: { authorization: `Bearer ${access_token}`, branch: account.branch },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as JobsResponse).schedule.map((job) => job.id);
}

const adminUpdates = (h: EngineHarness) => h.requestsTo(apiPaths.adminJobUpdate);
const driverUpdates = (h: EngineHarness) => h.requestsTo(apiPaths.jobUpdate);
const shownIds = (h: EngineHarness) =>
  h
    .latest()
    .jobs.filter(isJobVisible)
    .map((job) => job.id);

function jobOf(h: EngineHarness, predicate: (job: Job) => boolean): Job {
  const job = h.latest().jobs.find(predicate);
  if (!job) throw new Error('no such job in the admin’s list');
  return job;
}

describe('the admin’s list', () => {
  it('is yesterday’s incomplete jobs, fetched with the date and status=3 query', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    expect(h.latest().displayDate).toBe(yesterday);
    const [fetch] = h.requestsTo(apiPaths.jobsQuery);
    const url = new URL(fetch?.url ?? '');
    expect(url.pathname).toBe(apiPaths.jobsQuery);
    expect(url.searchParams.get('date')).toBe(toRequestDate(yesterday));
    expect(url.searchParams.get('status')).toBe('3');
    expect(fetch?.headers.driverid).toBeUndefined();
    const ids = h.latest().jobs.map((job) => job.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual((await incompleteOnGateway(demoAdmin, yesterday)).sort());
    await h.engine.close();
  });
});

describe('an admin completing a job', () => {
  it('sends the admin update once, and the job leaves the list and the gateway’s incomplete query', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    const job = jobOf(h, (candidate) => candidate.job_outcome_status === JobOutcomeStatus.NotStarted);
    await h.engine.openJob(job.id);
    const times = { arrivedTime: '08:35', departureTime: '09:10' };

    const result = await h.engine.adminCompleteJob({ jobId: job.id, ...times });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(adminUpdates(h)).toHaveLength(1);
    expect(driverUpdates(h)).toHaveLength(0);
    const now = h.clock.now();
    const expected = buildJobUpdatePayload(
      markRequiresSync(applyAdminCompletion(job, times, now), true),
      now,
    );
    expect(JSON.parse(adminUpdates(h)[0]?.body ?? '')).toEqual(expected);
    const rows = await jobUpdateRows(gateway.url, job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'admin', username: demoAdmin.username });
    expect(rows[0]?.payload).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      arrived_time: `${yesterday}T08:35:00`,
      departure_time: `${yesterday}T09:10:00`,
    });
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      arrived_time: `${yesterday}T08:35:00`,
      departure_time: `${yesterday}T09:10:00`,
    });
    // No count given: every item went in full.
    expect(stored.products.map((p) => p.delivery_job.delivered_quantity)).toEqual(
      job.products.map((p) => p.delivery_job.planned_quantity),
    );

    // Synced: the list rule hides it at once; a refetch no longer brings it.
    expect(h.latest().jobs.find((entry) => entry.id === job.id)?.requiresSync).toBe(false);
    expect(shownIds(h)).not.toContain(job.id);
    await h.engine.refresh();
    expect(h.latest().jobs.map((entry) => entry.id)).not.toContain(job.id);
    expect(await incompleteOnGateway(demoAdmin, yesterday)).not.toContain(job.id);
    expect(adminUpdates(h)).toHaveLength(1);
    await h.engine.close();
  });

  it('stores the count the admin gave an item, within its planned quantity', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    // A collection of another retailer (the other tests take the default retailer's jobs).
    const job = jobOf(
      h,
      (candidate) =>
        candidate.job_outcome_status === JobOutcomeStatus.NotStarted &&
        candidate.job_type === JobType.Collection,
    );
    const [item] = job.products;
    if (!item) throw new Error('a job with an item');
    await h.engine.openJob(job.id);

    const result = await h.engine.adminCompleteJob({
      jobId: job.id,
      arrivedTime: '10:05',
      departureTime: '10:40',
      quantities: { [String(item.id)]: 9 },
    });

    expect(result).toMatchObject({ ok: true, synced: true });
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored.products[0]?.delivery_job.delivered_quantity).toBe(item.delivery_job.planned_quantity);
    expect(stored.delivery_job.is_collected).toBe(true);
    await h.engine.close();
  });

  it('refuses a departure before the arrival, storing and sending nothing', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    const job = jobOf(h, (candidate) => candidate.job_outcome_status === JobOutcomeStatus.NotStarted);

    const result = await h.engine.adminCompleteJob({
      jobId: job.id,
      arrivedTime: '10:00',
      departureTime: '09:59',
    });

    expect(result).toEqual({ ok: false, message: messages.departureBeforeArrival });
    expect(adminUpdates(h)).toHaveLength(0);
    expect(h.latest().sync.pendingChanges).toBe(0);
    expect(h.latest().jobs.find((entry) => entry.id === job.id)?.job_outcome_status).toBe(
      JobOutcomeStatus.NotStarted,
    );
    await h.engine.close();
  });

  it('works offline: kept as not synced, then sent once when the signal returns', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    await h.engine.setDisplayDate(twoDaysAgo);
    await h.engine.idle();
    const job = jobOf(h, (candidate) => candidate.job_outcome_status === JobOutcomeStatus.NotStarted);
    await h.engine.setOnline(false);

    const result = await h.engine.adminCompleteJob({
      jobId: job.id,
      arrivedTime: '11:00',
      departureTime: '11:40',
    });

    expect(result).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    expect(adminUpdates(h)).toHaveLength(0);
    const kept = h.latest().jobs.find((entry) => entry.id === job.id);
    expect(kept).toMatchObject({ job_outcome_status: JobOutcomeStatus.JobComplete, requiresSync: true });
    expect(shownIds(h)).toContain(job.id);
    expect(await incompleteOnGateway(demoAdmin, twoDaysAgo)).toContain(job.id);

    await h.engine.setOnline(true);
    await h.engine.idle();
    await h.engine.syncNow();

    expect(adminUpdates(h)).toHaveLength(1);
    expect(await jobUpdateRows(gateway.url, job.id)).toMatchObject([{ kind: 'admin' }]);
    expect(shownIds(h)).not.toContain(job.id);
    expect(await incompleteOnGateway(demoAdmin, twoDaysAgo)).not.toContain(job.id);
    await h.engine.close();
  });

  it('is for admins only: a driver’s call is refused and nothing is sent', async () => {
    const h = await gateway.loggedIn({ account: demoDriver });
    const job = jobOf(h, (candidate) => candidate.job_outcome_status === JobOutcomeStatus.NotStarted);

    const result = await h.engine.adminCompleteJob({
      jobId: job.id,
      arrivedTime: '08:00',
      departureTime: '08:30',
    });

    expect(result).toEqual({ ok: false, message: messages.somethingWentWrong });
    expect(adminUpdates(h)).toHaveLength(0);
    expect(driverUpdates(h)).toHaveLength(0);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(0);
    await h.engine.close();
  });
});

describe('an admin failing a job', () => {
  it('sends the admin update once (reason codes as the failed screen shows them), and the job leaves', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    const job = jobOf(
      h,
      (candidate) =>
        candidate.job_outcome_status === JobOutcomeStatus.NotStarted &&
        String(candidate.delivery_job.retailer_id) === DEFAULT_RETAILER_CODE,
    );

    const result = await h.engine.failJob({ jobId: job.id, reasonIds: [1007, 1008], photo: null });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(adminUpdates(h)).toHaveLength(1);
    expect(driverUpdates(h)).toHaveLength(0);
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored.job_outcome_status).toBe(JobOutcomeStatus.Failed);
    expect(stored.delivery_job.job_failed_reason).toBe(1008);
    expect(shownIds(h)).not.toContain(job.id);
    await h.engine.refresh();
    expect(h.latest().jobs.map((entry) => entry.id)).not.toContain(job.id);
    expect(await incompleteOnGateway(demoAdmin, yesterday)).not.toContain(job.id);
    await h.engine.close();
  });
});
