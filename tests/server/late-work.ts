/** The late offline work tests' jobs of other days than today, and the requests the phone sends for them. */
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { IF_MATCH_HEADER, SAVED_AT_HEADER, revisionTag } from '@domain/sync/sync-window';
import { addDays, todayIso } from '@domain/time/dates';
import { demoDriver } from '@server/seed/demo-accounts';
import { insertJobIfMissing, insertManifestIfMissing } from '@server/store/jobs';
import type { TestGateway } from './test-gateway';

/** The ISO instant of noon (local time, the gateway's zone) on the day n days from today. */
export function noonOf(days: number): string {
  return new Date(`${addDays(todayIso(), days)}T12:00:00`).toISOString();
}

/** demo.driver's seeded not-started jobs of the day n days from today, oldest id first. */
export async function notStartedOn(gw: TestGateway, days: number): Promise<Job[]> {
  const rows = await gw.db.query<{ document: Job }>(
    `SELECT document FROM jobs WHERE branch = $1 AND driver_id = $2 AND job_date = $3
       AND job_outcome_status = $4 ORDER BY id`,
    [demoDriver.branch, demoDriver.driverid, addDays(todayIso(), days), JobOutcomeStatus.NotStarted],
  );
  return rows.map((row) => row.document);
}

/** Stores a copy of a job as demo.driver's of the day n days from today (a day the seed has no jobs on). */
export async function copyOnDay(gw: TestGateway, model: Job, days: number): Promise<Job> {
  const tag = `L${String(days).replace('-', 'M')}`;
  const job: Job = {
    ...model,
    id: `${model.id}-${tag}`,
    manifest_id: `${tag}-M1`,
    delivery_job: { ...model.delivery_job, order_number: `${model.delivery_job.order_number}${tag}` },
  };
  const placement = {
    branch: demoDriver.branch,
    driverid: demoDriver.driverid,
    date: addDays(todayIso(), days),
  };
  const manifest = { id: job.manifest_id, vehicle_id: 'LA71 TE', start_time: '08:00', end_time: '16:00' };
  await insertManifestIfMissing(gw.db, manifest, placement);
  if (!(await insertJobIfMissing(gw.db, job, placement, new Date()))) throw new Error(`${job.id} not stored`);
  return job;
}

/** The caller's headers saying when the change was saved and (unless null) the revision it was based on. */
export const sent = (
  caller: Record<string, string>,
  savedAt: string,
  ifMatch: string | null = revisionTag(1),
) => ({
  ...caller,
  [SAVED_AT_HEADER]: savedAt,
  ...(ifMatch === null ? {} : { [IF_MATCH_HEADER]: ifMatch }),
});

/** The driver's suspension of a job, made at noon on the job's day. */
export const suspension = (job: Job) => ({
  id: job.id,
  job_outcome_status: 5,
  job_suspend_reason: 2,
  job_outcome_time: `${job.start_time.slice(0, 10)}T12:00:00`,
});

/** A risk assessment of the job, made at noon on yesterday. */
export const assessment = (job: Job) => ({
  orderReference: job.delivery_job.order_number,
  user_type: 'driver',
  firstName: 'Dan',
  lastName: 'Driver',
  timestamp: `${addDays(todayIso(), -1)}T12:00:00`,
  questions: [{ questionId: 'q1', isTrue: true, details: '', imageUrls: [] }],
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 1, 2]);

/** The image API upload of a damage photo of the job under the key the app would use. */
export function uploadPhoto(gw: TestGateway, headers: Record<string, string>, job: Job) {
  const key = `ORIG/${job.id}-damage-${Math.floor(Date.parse(noonOf(-1)) / 1000)}-0a1b2c3d.png`;
  const query = `name=photo.png&contentType=png&objectKey=${encodeURIComponent(key)}`;
  return gw.request(`${apiPaths.imageUpload}?${query}`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    body: png.slice(),
  });
}
