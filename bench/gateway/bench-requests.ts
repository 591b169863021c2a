/**
 * The requests the gateway bench sends, as the app sends them: a heartbeat batch, a driver's job update
 * of a not-started job (the whole job, completed, with a new note; a fresh Idempotency-Key, the moment it
 * was saved and If-Match of revision 1), and the same update again under its key (a replay).
 */
import { randomUUID } from 'node:crypto';
import { APP_NAME } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { isServiceCall } from '@domain/job/job-type-reading';
import { buildHeartbeat } from '@domain/location/heartbeat-rules';
import { IF_MATCH_HEADER, SAVED_AT_HEADER, revisionTag } from '@domain/sync/sync-window';
import { formatTimestamp } from '@domain/time/dates';
import type { DriverHeaders } from './sign-in';

/** One request as autocannon sends it. */
export interface BenchRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Heartbeats per call: a phone's beats sent together (the gateway takes up to 20). */
export const HEARTBEATS_PER_CALL = 5;

const JOB_ID_MARK = '\u0000job-id\u0000';

function jsonHeaders(driver: DriverHeaders): Record<string, string> {
  return { ...driver, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
}

/** What waits on the phone, as a heartbeat of the current app says it. */
export interface PhoneBacklogFields {
  pending_changes: number;
  pending_photos: number;
  pending_oldest_seconds: number;
}

/**
 * A heartbeat call of the driver: one job heartbeat at the job's customer, the rest generic; with a backlog,
 * every beat says what waits on the phone (as the current app sends them), else none does (an older app).
 * With one beat a call (as the app sends them one by one) that beat is the job heartbeat.
 */
export function heartbeatCall(
  driver: DriverHeaders,
  job: Job,
  seq: number,
  backlog?: PhoneBacklogFields,
  beatsPerCall: number = HEARTBEATS_PER_CALL,
): BenchRequest {
  const now = Date.now();
  const beats = Array.from({ length: beatsPerCall }, (_, i) => {
    const position = {
      latitude: 53.46 + ((seq * 7 + i) % 100) / 10_000,
      longitude: -2.29 - ((seq * 3 + i) % 100) / 10_000,
      accuracy: 8 + (i % 5),
      timestamp: now - (beatsPerCall - i) * 60_000,
    };
    const beat = buildHeartbeat({
      position,
      job: i === beatsPerCall - 1 ? job : null,
      now,
      app: APP_NAME,
    });
    return backlog ? { ...beat, ...backlog } : beat;
  });
  return {
    method: 'POST',
    path: apiPaths.heartbeat,
    headers: jsonHeaders(driver),
    body: JSON.stringify(beats),
  };
}

/** The body of a completed job as the app sends it, with a mark where the job's id goes. */
function completedJobText(template: Job): [string, string] {
  const now = formatTimestamp(Date.now());
  const [customer, ...others] = template.customer;
  if (!customer) throw new Error('the template job has no customer');
  const note = { id: '', type: 2, note: 'Delivered to the front room.', date: now, new: true };
  const body = {
    ...template,
    id: JOB_ID_MARK,
    job_outcome_status: 1,
    job_outcome_time: now,
    // A task outcome ends service calls only: the gateway refuses one on any other job with a 400.
    task_outcome_status: isServiceCall(template) ? 1 : template.task_outcome_status,
    arrived_at_drop: true,
    arrived_time: now,
    customer: [{ ...customer, notes: [...customer.notes, note] }, ...others],
    products: template.products.map((p) => ({
      ...p,
      outcome_status: 1,
      delivery_job: { ...p.delivery_job, delivered_quantity: p.delivery_job.planned_quantity },
    })),
    delivery_job: { ...template.delivery_job, balance_collected: true, balanceCollected: true },
    timestamp: now,
  };
  const [before, after] = JSON.stringify(body).split(JSON.stringify(JOB_ID_MARK));
  if (before === undefined || after === undefined) throw new Error('the job id mark was not found');
  return [before, after];
}

/**
 * Builds job updates of the driver's not-started jobs: each call a new job and a fresh key, saved at
 * `savedAt` (on the jobs' own day: now for today's, then for an earlier day's work sent late).
 */
export function jobUpdateMaker(
  driver: DriverHeaders,
  template: Job,
  saved: Date = new Date(),
): (jobId: string) => BenchRequest {
  const [before, after] = completedJobText(template);
  const savedAt = saved.toISOString();
  return (jobId) => ({
    method: 'POST',
    path: apiPaths.jobUpdate,
    headers: {
      ...jsonHeaders(driver),
      'idempotency-key': randomUUID(),
      [SAVED_AT_HEADER.toLowerCase()]: savedAt,
      [IF_MATCH_HEADER.toLowerCase()]: revisionTag(1),
    },
    body: `${before}${JSON.stringify(jobId)}${after}`,
  });
}
