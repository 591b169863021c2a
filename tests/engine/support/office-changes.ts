/**
 * What the office does to a job while a driver works on it: demo.admin's job
 * update straight to the in-process gateway over HTTP (the admin's own phone
 * is not needed), a planner moving the job to another driver (its driver id in
 * the gateway's store), and the conflict records the gateway keeps.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/database';
import { demoAdmin } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import type { Job } from '@domain/job/job';
import { applyAdminCompletion } from '@domain/outcomes/admin-completion';
import { passwordToken } from './gateway-inspection';

/** A refused change the gateway kept (GET /__test/job-conflicts). */
export interface JobConflictRow {
  job_id: string;
  kind: 'driver' | 'admin';
  username: string;
  idempotency_key: string | null;
  base_revision: number;
  revision: number;
  payload: unknown;
}

/** demo.admin sends the job as `change` makes it (unconditionally); the job as the gateway answers it. */
export async function adminUpdates(baseUrl: string, job: Job, change: (job: Job) => Job): Promise<Job> {
  const token = await passwordToken(baseUrl, demoAdmin);
  const response = await fetch(`${baseUrl}${apiPaths.adminJobUpdate}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      branch: demoAdmin.branch,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(buildJobUpdatePayload(change(job), Date.now())),
  });
  if (response.status !== 200) throw new Error(`admin update of ${job.id}: ${response.status}`);
  return ((await response.json()) as { job: Job }).job;
}

/** demo.admin completes the job (arrived 08:30, left 09:00). */
export function adminCompletes(baseUrl: string, job: Job): Promise<Job> {
  const times = { arrivedTime: '08:30', departureTime: '09:00' };
  return adminUpdates(baseUrl, job, (current) => applyAdminCompletion(current, times, Date.now()));
}

/** The refused changes the gateway kept for a job, oldest first. */
export async function jobConflictRows(baseUrl: string, jobId: string): Promise<JobConflictRow[]> {
  const response = await fetch(`${baseUrl}/__test/job-conflicts?jobId=${encodeURIComponent(jobId)}`);
  if (!response.ok) throw new Error(`job conflicts of ${jobId}: ${response.status}`);
  return (await response.json()) as JobConflictRow[];
}

/** Gives the job to the driver with this id (the gateway then answers its old driver 404 Job not found). */
export async function assignJob(db: Database, jobId: string, driverid: string): Promise<void> {
  await db.query('UPDATE jobs SET driver_id = $1 WHERE id = $2', [driverid, jobId]);
}
