/**
 * What a driver's phone tells the gateway, sent straight to it, for a board (product rule 2.22) with some life
 * in it: a heartbeat with the phone's position and what waits on it, and a job failed or suspended from the
 * phone as its sync would send it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Job } from '@domain/job/job';
import { SuspendReason } from '@domain/job/enums';
import { applyFailure, applySuspension } from '@domain/outcomes/job-outcome';
import { formatTimestamp } from '@domain/time/dates';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { gatewayJob } from './demo-jobs';
import { accessTokenFor } from './gateway-calls';

/** Where the phone is, and what waits on it. */
export interface PhoneReport {
  latitude: number;
  longitude: number;
  pendingChanges: number;
  pendingPhotos: number;
  /** Minutes the oldest waiting change has waited. */
  oldestMinutes: number;
  /** The job the driver is at (a job heartbeat names it), if any. */
  jobId?: string;
}

async function driverHeaders(request: APIRequestContext, driver: DemoAccount) {
  return {
    authorization: `Bearer ${await accessTokenFor(request, driver)}`,
    branch: driver.branch,
    driverid: driver.driverid,
  };
}

/** Posts the driver's heartbeat; throws unless the gateway accepts it. */
export async function postHeartbeat(
  request: APIRequestContext,
  driver: DemoAccount,
  report: PhoneReport,
): Promise<void> {
  const at = formatTimestamp(new Date());
  const beat: Heartbeat = {
    ...(report.jobId === undefined ? { status: 'generic' } : { status: 'job', id: report.jobId }),
    app: 'doorstep',
    timestamp: at,
    send_timestamp: at,
    latitude: report.latitude,
    longitude: report.longitude,
    precision: 10,
    pending_changes: report.pendingChanges,
    pending_photos: report.pendingPhotos,
    pending_oldest_seconds: report.oldestMinutes * 60,
  };
  const response = await request.post(apiPaths.heartbeat, {
    headers: await driverHeaders(request, driver),
    data: [beat],
  });
  if (!response.ok()) throw new Error(`heartbeat: ${response.status()} ${await response.text()}`);
}

/** Sends the driver's update of the job the gateway holds; throws unless it is accepted. */
async function sendDriverUpdate(
  request: APIRequestContext,
  driver: DemoAccount,
  jobId: string,
  change: (job: Job, now: Date) => Job,
): Promise<void> {
  const now = new Date();
  const job = change(await gatewayJob(request, jobId), now);
  const response = await request.post(apiPaths.jobUpdate, {
    headers: { ...(await driverHeaders(request, driver)), 'Idempotency-Key': randomUUID() },
    data: buildJobUpdatePayload(job, now),
  });
  if (!response.ok()) throw new Error(`update of ${jobId}: ${response.status()} ${await response.text()}`);
}

/** The driver fails the job with the reason code's id. */
export function driverFails(
  request: APIRequestContext,
  driver: DemoAccount,
  jobId: string,
  reasonId: number,
): Promise<void> {
  return sendDriverUpdate(request, driver, jobId, (job, now) => applyFailure(job, reasonId, now));
}

/** The driver suspends the job for a customer's delay, with the note. */
export function driverSuspends(
  request: APIRequestContext,
  driver: DemoAccount,
  jobId: string,
  note: string,
): Promise<void> {
  return sendDriverUpdate(request, driver, jobId, (job, now) =>
    applySuspension(job, SuspendReason.CustomerDelay, note, now),
  );
}
