// Late offline work: a driver works offline all day and the signal returns after
// midnight. What they saved on the job's own day still reaches the gateway (a job update only when it names
// the revision it was based on, so an admin's change since gets 409 JOB_CHANGED, never a silent overwrite);
// anything else of another day is refused as before.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { OTHER_DAY_MESSAGE } from '@domain/job/job-day';
import { databaseFingerprint } from './database-fingerprint';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { assessment, copyOnDay, noonOf, notStartedOn, sent, suspension, uploadPhoto } from './late-work';

let h: JobUpdateHarness;
/** demo.driver's not-started jobs of yesterday: the day worked offline. */
let yesterdays: Job[];
/** demo.driver's jobs of 31 days ago and of tomorrow. */
let monthOld: Job;
let tomorrows: Job;

beforeAll(async () => {
  h = await startJobUpdateHarness();
  yesterdays = await notStartedOn(h.gw, -1);
  const [model] = await notStartedOn(h.gw, -2);
  if (yesterdays.length < 3 || !model) throw new Error('no seeded jobs of earlier days');
  monthOld = await copyOnDay(h.gw, model, -31);
  tomorrows = await copyOnDay(h.gw, model, 1);
});
afterAll(() => h.gw.close());

/** The n-th job of yesterday. */
const yesterdaysJob = (n: number): Job => {
  const job = yesterdays[n];
  if (!job) throw new Error(`no job ${n} of yesterday`);
  return job;
};

/** Sends the request and checks it was refused with the status and message, storing nothing. */
async function expectRefused(send: () => Promise<Response>, status: number, message: string | RegExp) {
  const before = await databaseFingerprint(h.gw.db);
  const res = await send();
  expect(res.status).toBe(status);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  expect(await databaseFingerprint(h.gw.db)).toEqual(before);
}

describe('late offline work after midnight', () => {
  it('applies a suspension saved yesterday on yesterday’s job, sent today with its base revision', async () => {
    const job = yesterdaysJob(0);
    const res = await h.post(apiPaths.jobUpdate, sent(h.driver, noonOf(-1)), suspension(job), randomUUID());
    expect(res.status).toBe(200);
    expect(await h.stored(job.id)).toMatchObject({ job_outcome_status: 5, revision: 2 });
    expect(await h.updateRows(job.id)).toMatchObject([{ kind: 'driver', revision: 2, outcome: 5 }]);
  });

  it('answers 409 JOB_CHANGED when an admin completed the job since, keeping the suspension as a record', async () => {
    const job = yesterdaysJob(1);
    expect((await h.post(apiPaths.adminJobUpdate, h.admin, completedJob(job), randomUUID())).status).toBe(
      200,
    );
    const key = randomUUID();
    const res = await h.post(apiPaths.jobUpdate, sent(h.driver, noonOf(-1)), suspension(job), key);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'JOB_CHANGED',
      job: { job_outcome_status: 1, revision: 2 },
      changes: [{ by: 'admin', revision: 2, outcome: 1 }],
    });
    expect(await h.stored(job.id)).toMatchObject({ job_outcome_status: 1, revision: 2 });
    expect(await h.conflictRows(job.id)).toMatchObject([
      { kind: 'driver', idempotency_key: key, payload: suspension(job), base_revision: 1, revision: 2 },
    ]);
  });

  it.each([
    ['without If-Match', null],
    ['with If-Match: *', '*'],
  ])('refuses a suspension saved yesterday %s (it could overwrite unseen): 403', async (_, ifMatch) => {
    const job = yesterdaysJob(2);
    const headers = sent(h.driver, noonOf(-1), ifMatch);
    await expectRefused(
      () => h.post(apiPaths.jobUpdate, headers, suspension(job), randomUUID()),
      403,
      OTHER_DAY_MESSAGE,
    );
  });

  it('refuses a change saved today that claims yesterday’s job: 403', async () => {
    const job = yesterdaysJob(2);
    const headers = sent(h.driver, new Date().toISOString());
    await expectRefused(
      () => h.post(apiPaths.jobUpdate, headers, suspension(job), randomUUID()),
      403,
      OTHER_DAY_MESSAGE,
    );
    await expectRefused(
      () => uploadPhoto(h.gw, sent(h.driver, new Date().toISOString()), job),
      403,
      OTHER_DAY_MESSAGE,
    );
  });

  it('refuses work saved on its job’s day 31 days ago: 422 SAVED_TOO_LONG_AGO', async () => {
    const headers = sent(h.driver, noonOf(-31));
    const tooOld = /^This change was saved on .*, more than 30 days ago, and was not applied\./;
    await expectRefused(
      () => h.post(apiPaths.jobUpdate, headers, suspension(monthOld), randomUUID()),
      422,
      tooOld,
    );
    await expectRefused(() => uploadPhoto(h.gw, headers, monthOld), 422, tooOld);
  });

  it('accepts a risk assessment, an upload grant and an image API upload of yesterday’s job saved yesterday', async () => {
    const job = yesterdaysJob(2);
    const headers = sent(h.driver, noonOf(-1), null);
    const dra = await h.post(apiPaths.draUpdate, headers, assessment(job), randomUUID());
    expect(dra.status).toBe(200);
    const grant = await h.post(apiPaths.uploadGrant, headers, { jobId: job.id });
    expect(grant.status).toBe(200);
    expect(await grant.json()).toMatchObject({ jobId: job.id });
    const photo = await uploadPhoto(h.gw, headers, job);
    expect(photo.status).toBe(200);
    expect(await photo.json()).toEqual({ mediaLink: expect.stringContaining(job.id) as string });
  });

  it('still refuses the same evidence without Doorstep-Saved-At: 403', async () => {
    const job = yesterdaysJob(2);
    await expectRefused(
      () => h.post(apiPaths.draUpdate, h.driver, assessment(job), randomUUID()),
      403,
      OTHER_DAY_MESSAGE,
    );
    await expectRefused(
      () => h.post(apiPaths.uploadGrant, h.driver, { jobId: job.id }),
      403,
      OTHER_DAY_MESSAGE,
    );
    await expectRefused(() => uploadPhoto(h.gw, h.driver, job), 403, OTHER_DAY_MESSAGE);
  });

  it('refuses tomorrow’s job, whatever the request says: 403', async () => {
    const headers = sent(h.driver, noonOf(1));
    await expectRefused(
      () => h.post(apiPaths.jobUpdate, headers, suspension(tomorrows), randomUUID()),
      403,
      OTHER_DAY_MESSAGE,
    );
    await expectRefused(
      () => h.post(apiPaths.uploadGrant, headers, { jobId: tomorrows.id }),
      403,
      OTHER_DAY_MESSAGE,
    );
  });
});
