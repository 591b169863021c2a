// Conditional job updates: every job has a revision; a change based on an older revision
// than someone else's since is refused with 409 JOB_CHANGED, kept in job_conflicts and never applied.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { revisionTag } from '@domain/sync/sync-window';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import { JOB_CHANGED_MESSAGE, MALFORMED_IF_MATCH } from '@server/jobs/conditional-update';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { databaseFingerprint } from './database-fingerprint';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

/** Headers of a caller with If-Match (omitted when null). */
const basedOn = (caller: Record<string, string>, ifMatch: string | null) =>
  ifMatch === null ? caller : { ...caller, 'If-Match': ifMatch };

/** The driver's suspension of a job, as the phone sends it. */
const suspension = (job: Job) => ({
  id: job.id,
  job_outcome_status: 5,
  job_suspend_reason: 2,
  job_outcome_time: `${todayIso()}T09:40:00`,
});

/** Posts and answers the status and JSON body. */
async function send(path: string, headers: Record<string, string>, body: unknown, key?: string) {
  const res = await h.post(path, headers, body, key);
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as unknown,
  };
}

describe('an older change does not overwrite a newer one', () => {
  it('refuses the driver’s stale suspension with 409 and the admin’s completion, keeping the job complete', async () => {
    const job = h.notStarted(1);
    expect(job.revision).toBe(1);
    const admin = await send(apiPaths.adminJobUpdate, basedOn(h.admin, revisionTag(1)), completedJob(job));
    expect(admin.status).toBe(200);
    const key = randomUUID();
    const stale = await send(apiPaths.jobUpdate, basedOn(h.driver, revisionTag(1)), suspension(job), key);

    const stored = await h.stored(job.id);
    expect(stored).toMatchObject({ job_outcome_status: 1, revision: 2 });
    expect(stale).toEqual({
      status: 409,
      replayed: null,
      body: {
        message: JOB_CHANGED_MESSAGE,
        code: 'JOB_CHANGED',
        job: stored,
        changes: [
          {
            by: 'admin',
            username: demoAdmin.username,
            at: expect.any(String) as string,
            revision: 2,
            outcome: 1,
          },
        ],
      },
    });
    const [change] = (stale.body as { changes: { at: string }[] }).changes;
    expect(new Date(change?.at ?? '').toISOString()).toBe(change?.at);
    expect(await h.updateRows(job.id)).toMatchObject([{ kind: 'admin', revision: 2, outcome: 1 }]);
    expect(await h.conflictRows(job.id)).toMatchObject([
      {
        kind: 'driver',
        username: demoDriver.username,
        branch: demoDriver.branch,
        driver_id: demoDriver.driverid,
        idempotency_key: key,
        payload: suspension(job),
        base_revision: 1,
        revision: 2,
      },
    ]);

    const replay = await send(apiPaths.jobUpdate, basedOn(h.driver, revisionTag(1)), suspension(job), key);
    expect(replay).toEqual({ ...stale, replayed: 'true' });
    expect(await h.conflictRows(job.id)).toHaveLength(1);
    expect(await h.stored(job.id)).toEqual(stored);
  });

  it('refuses the admin’s stale change the same way when the driver decided the outcome since', async () => {
    const job = h.notStarted(1, 1);
    expect((await send(apiPaths.jobUpdate, basedOn(h.driver, '"r1"'), suspension(job))).status).toBe(200);
    const stale = await send(apiPaths.adminJobUpdate, basedOn(h.admin, '"r1"'), completedJob(job));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'JOB_CHANGED',
      job: { job_outcome_status: 5, revision: 2 },
      changes: [{ by: 'driver', username: demoDriver.username, revision: 2, outcome: 5 }],
    });
    expect(await h.conflictRows(job.id)).toMatchObject([{ kind: 'admin', base_revision: 1, revision: 2 }]);
  });

  it('applies the driver’s own chain of changes made offline on one base revision', async () => {
    const job = h.notStarted(2);
    const arrived = { id: job.id, arrived_at_drop: true, arrived_time: `${todayIso()}T09:00:00` };
    const first = await send(apiPaths.jobUpdate, basedOn(h.driver, '"r1"'), arrived, randomUUID());
    const second = await send(apiPaths.jobUpdate, basedOn(h.driver, '"r1"'), completedJob(job), randomUUID());
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ id: job.id, job: { job_outcome_status: 1, revision: 3 } });
    expect(await h.updateRows(job.id)).toMatchObject([
      { revision: 2, outcome: null },
      { revision: 3, outcome: 1 },
    ]);
    expect(await h.conflictRows(job.id)).toEqual([]);
  });

  it('lists only other people’s changes since the base, oldest first, the caller’s own left out', async () => {
    const job = h.notStarted(3);
    const note = { id: job.id, arrived_at_drop: true };
    expect((await send(apiPaths.jobUpdate, basedOn(h.driver, '"r1"'), note)).status).toBe(200);
    expect((await send(apiPaths.adminJobUpdate, h.admin, { id: job.id, payment_type: 'card' })).status).toBe(
      200,
    );
    expect((await send(apiPaths.adminJobUpdate, h.admin, { id: job.id, job_outcome_status: 4 })).status).toBe(
      200,
    );
    const stale = await send(apiPaths.jobUpdate, basedOn(h.driver, '"r1"'), completedJob(job));
    expect(stale.status).toBe(409);
    expect((stale.body as { changes: unknown }).changes).toMatchObject([
      { by: 'admin', revision: 3, outcome: null },
      { by: 'admin', revision: 4, outcome: 4 },
    ]);
    const current = await send(apiPaths.jobUpdate, basedOn(h.driver, '"r4"'), completedJob(job));
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ job: { job_outcome_status: 1, revision: 5 } });
  });

  it.each([
    ['no If-Match', null],
    ['If-Match: *', '*'],
  ])('applies a change with %s unconditionally, as before', async (_, ifMatch) => {
    const job = h.notStarted(3, ifMatch === null ? 1 : 2);
    expect((await send(apiPaths.adminJobUpdate, h.admin, completedJob(job))).status).toBe(200);
    const late = await send(apiPaths.jobUpdate, basedOn(h.driver, ifMatch), suspension(job));
    expect(late.status).toBe(200);
    expect(await h.stored(job.id)).toMatchObject({ job_outcome_status: 5, revision: 3 });
    expect(await h.conflictRows(job.id)).toEqual([]);
  });

  it.each(['r1', '"1"', '"r-1"', '"r1", "r2"', 'W/"x"', '"r1234567890"', ''])(
    'answers If-Match %j 400 and stores nothing',
    async (ifMatch) => {
      const job = h.notStarted(4);
      const before = await databaseFingerprint(h.gw.db);
      const res = await send(apiPaths.jobUpdate, basedOn(h.driver, ifMatch), suspension(job), randomUUID());
      expect(res).toEqual({ status: 400, replayed: null, body: { message: MALFORMED_IF_MATCH } });
      expect(await databaseFingerprint(h.gw.db)).toEqual(before);
    },
  );

  it('gives every job in every jobs answer a revision, one more with each accepted update', async () => {
    const job = h.notStarted(4, 1);
    const answer = await send(apiPaths.jobUpdate, h.driver, { id: job.id, arrived_at_drop: true });
    expect(answer.body).toMatchObject({ job: { revision: 2 } });
    const list = async (path: string, headers: Record<string, string>) =>
      ((await (await h.gw.request(path, { headers })).json()) as JobsResponse).schedule;
    const today = await list(apiPaths.jobsForDate(toRequestDate(todayIso())), h.driver);
    expect(today.find((j) => j.id === job.id)?.revision).toBe(2);
    const yesterday = toRequestDate(addDays(todayIso(), -1));
    for (const schedule of [
      today,
      await list(`${apiPaths.jobsQuery}?date=${yesterday}`, h.admin),
      await list(apiPaths.adminJobs, h.admin),
    ]) {
      expect(schedule.length).toBeGreaterThan(0);
      for (const j of schedule) expect(j.revision).toEqual(expect.any(Number));
    }
  });
});
