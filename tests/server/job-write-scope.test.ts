// Who may write a job: risk assessments only for jobs in the caller's scope; drivers only today's jobs (work saved
// on an earlier job's own day and sent late: tests/server/late-offline-work.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { OTHER_DAY_MESSAGE } from '@domain/job/job-day';
import { insertJobIfMissing, insertManifestIfMissing } from '@server/store/jobs';
import { databaseFingerprint } from './database-fingerprint';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
/** demo.driver's (D100, branch 1) first job of yesterday. */
let yesterdays: Job;
/** demo.driver2's (branch 2) first job of today. */
let otherBranch: Job;
/** A job of today of another driver (D101) of demo.driver's branch 1. */
let sameBranchOther: Job;

async function jobsOf(day: string, headers: Record<string, string>): Promise<Job[]> {
  const res = await h.gw.request(apiPaths.jobsForDate(toRequestDate(day)), { headers });
  return ((await res.json()) as JobsResponse).schedule;
}

/** Stores a copy of a job as another driver's (D101) of the same branch, today. */
async function addOtherDriversJob(model: Job): Promise<Job> {
  const job: Job = {
    ...model,
    id: 'OT-990001',
    manifest_id: 'OT-M1',
    delivery_job: { ...model.delivery_job, order_number: 'SO990001' },
  };
  const placement = { branch: '1', driverid: 'D101', date: todayIso() };
  const manifest = { id: 'OT-M1', vehicle_id: 'OT21 HER', start_time: '08:00', end_time: '16:00' };
  await insertManifestIfMissing(h.gw.db, manifest, placement);
  await insertJobIfMissing(h.gw.db, job, placement, new Date());
  return job;
}

beforeAll(async () => {
  h = await startJobUpdateHarness();
  const [first] = await jobsOf(addDays(todayIso(), -1), h.driver);
  const [second] = await jobsOf(todayIso(), h.driver2);
  if (!first || !second) throw new Error('no seeded jobs');
  [yesterdays, otherBranch] = [first, second];
  sameBranchOther = await addOtherDriversJob(h.notStarted(1));
});
afterAll(() => h.gw.close());

/** Sends the request and checks the answer's status and message, and that nothing was stored. */
async function expectRefusedUnchanged(send: () => Promise<Response>, status: number, message: string) {
  const before = await databaseFingerprint(h.gw.db);
  const res = await send();
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
  expect(await databaseFingerprint(h.gw.db)).toEqual(before);
}

describe('defect 3: risk assessments have no scope check', () => {
  const assessment = (orderReference: string) => ({
    orderReference,
    user_type: 'driver',
    firstName: 'Dan',
    lastName: 'Driver',
    timestamp: `${todayIso()}T08:01:02`,
    questions: [{ questionId: 'q1', isTrue: true, details: '', imageUrls: [] }],
  });

  it.each([
    ['another driver’s order of the same branch', () => sameBranchOther.delivery_job.order_number],
    ['another branch’s order', () => otherBranch.delivery_job.order_number],
    ['a made-up order', () => 'SO-NO-SUCH-ORDER'],
  ])('answers 404 for %s and stores nothing (no row, no idempotency key)', async (_, order) => {
    await expectRefusedUnchanged(
      () => h.post(apiPaths.draUpdate, h.driver, assessment(order()), randomUUID()),
      404,
      'Job not found',
    );
  });

  it('answers 403 for the driver’s own job of another day and stores nothing', async () => {
    await expectRefusedUnchanged(
      () =>
        h.post(apiPaths.draUpdate, h.driver, assessment(yesterdays.delivery_job.order_number), randomUUID()),
      403,
      OTHER_DAY_MESSAGE,
    );
  });

  it('stores the driver’s own job of today with the job it names', async () => {
    const job = h.notStarted(2);
    const res = await h.post(apiPaths.draUpdate, h.driver, assessment(job.delivery_job.order_number));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [row] = await h.gw.db.query<{ job_id: string }>('SELECT job_id FROM dra_updates WHERE id = $1', [
      id,
    ]);
    expect(row?.job_id).toBe(job.id);
  });

  it('stores an admin’s for any job of the branch, of any day', async () => {
    for (const job of [sameBranchOther, yesterdays]) {
      const res = await h.post(apiPaths.draUpdate, h.admin, assessment(job.delivery_job.order_number));
      expect(res.status).toBe(200);
    }
    const refused = await h.post(
      apiPaths.draUpdate,
      h.admin,
      assessment(otherBranch.delivery_job.order_number),
    );
    expect(refused.status).toBe(404);
  });
});

describe('defect 4: drivers can change earlier days’ jobs', () => {
  it('answers a driver 403 for yesterday’s job, stores nothing and leaves the job as it was', async () => {
    const before = await h.stored(yesterdays.id);
    await expectRefusedUnchanged(
      () => h.post(apiPaths.jobUpdate, h.driver, completedJob(yesterdays), randomUUID()),
      403,
      OTHER_DAY_MESSAGE,
    );
    expect(await h.stored(yesterdays.id)).toEqual(before);
    expect(await h.updateRows(yesterdays.id)).toHaveLength(0);
  });

  it('answers a driver 404 for another driver’s job of the branch', async () => {
    await expectRefusedUnchanged(
      () => h.post(apiPaths.jobUpdate, h.driver, { id: sameBranchOther.id, job_outcome_status: 4 }),
      404,
      'Job not found',
    );
  });

  it('lets an admin update yesterday’s job through the admin update call', async () => {
    const res = await h.post(apiPaths.adminJobUpdate, h.admin, completedJob(yesterdays), randomUUID());
    expect(res.status).toBe(200);
    expect((await h.stored(yesterdays.id)).job_outcome_status).toBe(1);
    expect(await h.updateRows(yesterdays.id)).toMatchObject([{ kind: 'admin' }]);
  });

  it('lets a driver update today’s job', async () => {
    const job = h.notStarted(3);
    const res = await h.post(apiPaths.jobUpdate, h.driver, completedJob(job), randomUUID());
    expect(res.status).toBe(200);
    expect((await h.stored(job.id)).job_outcome_status).toBe(1);
  });
});
