// Service calls at the gateway: the reading of job type 1 stamped on each job as planned, the task outcome,
// Parts Required with its Part Required Note, No fix Required; every broken rule a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { applySignaturePass } from '@domain/completion/completion-flow';
import type { ServiceOutcome } from '@domain/completion/service-outcome';
import { NO_FIX_REQUIRED } from '@domain/completion/service-outcome';
import { JobOutcomeStatus, JobType, NoteType, TaskOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { todayIso } from '@domain/time/dates';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { retailerIdOf } from '@domain/job/retailer';
import { jobTypeReadingSettingFromEnv } from '@server/jobs/job-type-reading-setting';
import { SECOND_RETAILER, THIRD_RETAILER } from '@server/seed/demo-reason-codes';
import { databaseFingerprint } from './database-fingerprint';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

const now = `${todayIso()}T14:40:00`;

/** The retailer's n-th not-started job of type 1. */
function typeOne(retailer: string, n = 0): Job {
  for (let skip = 0; ; skip += 1) {
    const job = h.notStarted(JobType.ServiceOrDelivery, skip);
    if (retailerIdOf(job) === retailer && n-- === 0) return job;
  }
}

/** The payload of the job completed with this outcome on the signature screen. */
function completedWith(job: Job, serviceOutcome: ServiceOutcome | null): Record<string, unknown> {
  const { job: done } = applySignaturePass(job, { customerName: 'Ruth Adeyemi', now, serviceOutcome });
  return buildJobUpdatePayload(done, now) as unknown as Record<string, unknown>;
}

async function refused(body: Record<string, unknown>, message: string): Promise<void> {
  const before = await databaseFingerprint(h.gw.db);
  const res = await h.post(apiPaths.jobUpdate, h.driver, body);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message });
  expect(await databaseFingerprint(h.gw.db)).toEqual(before);
}

describe('the reading of job type 1, a setting of the deployment', () => {
  it('is served on every job: Service by default, Delivery for the retailer set so', () => {
    expect(typeOne(SECOND_RETAILER).job_type_reading).toBe('service');
    expect(typeOne(THIRD_RETAILER).job_type_reading).toBe('delivery');
  });

  it('reads JOB_TYPE_1_READING and JOB_TYPE_1_READING_BY_RETAILER, and stops on a bad value', () => {
    expect(jobTypeReadingSettingFromEnv({})).toEqual({
      default: 'service',
      byRetailer: { [THIRD_RETAILER]: 'delivery' },
    });
    expect(
      jobTypeReadingSettingFromEnv({
        JOB_TYPE_1_READING: 'delivery',
        JOB_TYPE_1_READING_BY_RETAILER: ' OAK:service , MAIN:delivery',
      }),
    ).toEqual({ default: 'delivery', byRetailer: { OAK: 'service', MAIN: 'delivery' } });
    expect(jobTypeReadingSettingFromEnv({ JOB_TYPE_1_READING_BY_RETAILER: '' }).byRetailer).toEqual({});
    expect(() => jobTypeReadingSettingFromEnv({ JOB_TYPE_1_READING: 'Service' })).toThrow(
      'JOB_TYPE_1_READING must be service or delivery',
    );
    expect(() => jobTypeReadingSettingFromEnv({ JOB_TYPE_1_READING_BY_RETAILER: 'OAK' })).toThrow(
      'JOB_TYPE_1_READING_BY_RETAILER (OAK) must be service or delivery',
    );
  });
});

describe('a service call ends with its outcome', () => {
  it('stores Parts Required, the Part Required Note, and the record shows the task outcome and part', async () => {
    // the retailer's first such job already waits for a part; the second is a fresh call
    const job = typeOne(SECOND_RETAILER, 1);
    const body = completedWith(job, { choice: TaskOutcomeStatus.PartsRequired, part: 'Seat cushion zip' });
    const res = await h.post(apiPaths.jobUpdate, h.driver, body);
    expect(res.status).toBe(200);
    const stored = await h.stored(job.id);
    expect(stored.task_outcome_status).toBe(TaskOutcomeStatus.PartsRequired);
    expect(stored.job_type_reading).toBe('service');
    expect(stored.customer[0]?.notes.at(-1)).toMatchObject({
      type: NoteType.PartRequiredNote,
      note: 'Seat cushion zip',
    });
    const evidence = (await (
      await h.gw.request(apiPaths.jobEvidence(job.id), { headers: h.driver })
    ).json()) as EvidenceRecord;
    expect(evidence.job.type).toBe('Service');
    expect(evidence.events.find((event) => event.kind === 'outcome')).toMatchObject({
      outcome: 'Job Complete',
      taskOutcome: 'Parts Required',
      part: 'Seat cushion zip',
    });
  });

  it('refuses Parts Required without the part’s note', async () => {
    const job = typeOne(DEFAULT_RETAILER_CODE);
    const body = completedWith(job, { choice: TaskOutcomeStatus.ReviewCase, part: '' });
    await refused(
      { ...body, task_outcome_status: TaskOutcomeStatus.PartsRequired },
      'customer[0].notes must hold a new Part Required Note (type 3) naming the part when task_outcome_status is 2 (Parts Required)',
    );
  });

  it('refuses a task outcome or No fix Required on a delivery, type 1 read as Delivery included', async () => {
    for (const job of [typeOne(THIRD_RETAILER), h.notStarted(JobType.DeliveryOrItemsToDeliver)]) {
      const body = completedWith(job, null);
      await refused(
        { ...body, task_outcome_status: TaskOutcomeStatus.CollectForRepair },
        'task_outcome_status is for service calls only (job type 1 read as Service)',
      );
      await refused(
        { ...body, job_outcome_status: JobOutcomeStatus.NoFixRequired },
        'job_outcome_status 2 (No fix Required) is for service calls only (job type 1 read as Service)',
      );
    }
  });

  it('refuses a change made under another reading, or no reading at all', async () => {
    const job = typeOne(DEFAULT_RETAILER_CODE);
    const body = completedWith(job, { choice: NO_FIX_REQUIRED, part: '' });
    await refused(
      { ...body, job_type_reading: 'delivery' },
      `job_type_reading must be "service", the reading job ${job.id} was planned under`,
    );
    await refused(
      { ...body, job_type_reading: 'Service' },
      'job_type_reading must be "service" or "delivery"',
    );
  });

  it('stores No fix Required as the job outcome', async () => {
    const job = typeOne(DEFAULT_RETAILER_CODE);
    const res = await h.post(
      apiPaths.jobUpdate,
      h.driver,
      completedWith(job, { choice: NO_FIX_REQUIRED, part: '' }),
    );
    expect(res.status).toBe(200);
    expect(await h.stored(job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.NoFixRequired,
      task_outcome_status: null,
    });
  });

  it('refuses a note of a type outside 1–4, naming it', async () => {
    const job = typeOne(SECOND_RETAILER, 0);
    const note = { id: '', type: 5, note: 'Hinge', date: now, new: true };
    await refused(
      { id: job.id, customer: [{ notes: [note] }] },
      'customer[0].notes[0].type must be a whole number from 1 to 4',
    );
  });
});
