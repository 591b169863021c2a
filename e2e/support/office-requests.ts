/**
 * What the office does to a job at the gateway while a driver's phone is
 * offline: an admin completes it through the admin update call (as the admin
 * screens send it), or moves it to another driver and back (its driver id in
 * the gateway's store, as a planner's reassignment would).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { adminCompletionDefaults, applyAdminCompletion } from '@domain/outcomes/admin-completion';
import type { Database } from '@server/db/database';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { gatewayJob } from './demo-jobs';
import { accessTokenFor } from './gateway-calls';

/** The admin completes the job with its booked times; throws unless the gateway accepts it. */
export async function adminCompletes(
  request: APIRequestContext,
  admin: DemoAccount,
  jobId: string,
): Promise<void> {
  const job = await gatewayJob(request, jobId);
  const { arrivedTime, departureTime } = adminCompletionDefaults(job);
  if (arrivedTime === null || departureTime === null) throw new Error(`job ${jobId} has no booked times`);
  const now = new Date();
  const completed = applyAdminCompletion(job, { arrivedTime, departureTime }, now);
  const response = await request.post(apiPaths.adminJobUpdate, {
    headers: {
      authorization: `Bearer ${await accessTokenFor(request, admin)}`,
      branch: admin.branch,
      'Idempotency-Key': randomUUID(),
    },
    data: buildJobUpdatePayload(completed, now),
  });
  if (!response.ok())
    throw new Error(`admin completion of ${jobId}: ${response.status()} ${await response.text()}`);
}

/** Gives the job to the driver with this id (the gateway then answers its old driver 404 Job not found). */
export async function assignJob(db: Database, jobId: string, driverid: string): Promise<void> {
  await db.query('UPDATE jobs SET driver_id = $1 WHERE id = $2', [driverid, jobId]);
}
