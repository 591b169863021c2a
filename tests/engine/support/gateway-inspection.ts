/** Reads what the in-process gateway stored, through its /__test routes, and picks seeded jobs for tests. */
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Job } from '@domain/job/job';
import { JobOutcomeStatus } from '@domain/job/enums';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import type { TokenResponse } from '@domain/gateway/api-shapes';
import { demoClient } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';

/** A job update row as the gateway logged it. */
export interface JobUpdateRow {
  job_id: string;
  kind: 'driver' | 'admin';
  username: string;
  idempotency_key: string | null;
  payload: unknown;
}

/** A heartbeat row as the gateway stored it. */
export interface HeartbeatRow {
  username: string;
  status: 'generic' | 'job';
  job_id: string | null;
  payload: Heartbeat;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The update rows of a job, oldest first. */
export function jobUpdateRows(baseUrl: string, jobId: string): Promise<JobUpdateRow[]> {
  return getJson(`${baseUrl}/__test/job-updates?jobId=${encodeURIComponent(jobId)}`);
}

/** Every stored heartbeat, oldest first. */
export function heartbeatRows(baseUrl: string): Promise<HeartbeatRow[]> {
  return getJson(`${baseUrl}/__test/heartbeats`);
}

/** The job as the gateway now stores it. */
export function gatewayJob(baseUrl: string, jobId: string): Promise<Job> {
  return getJson(`${baseUrl}/__test/jobs/${encodeURIComponent(jobId)}`);
}

/** Hands out each not-started job once per test file (the gateway keeps what a test changed). */
export class JobPicker {
  private readonly used = new Set<string>();

  /** The next unused not-started job of the list (of the default retailer when asked, for its reason codes). */
  next(jobs: Job[], options: { defaultRetailer?: boolean } = {}): Job {
    const job = jobs.find(
      (candidate) =>
        !this.used.has(candidate.id) &&
        candidate.job_outcome_status === JobOutcomeStatus.NotStarted &&
        (options.defaultRetailer !== true ||
          String(candidate.delivery_job.retailer_id) === DEFAULT_RETAILER_CODE),
    );
    if (!job) throw new Error('no unused not-started job left');
    this.used.add(job.id);
    return job;
  }
}

/** An access token for the account through the password grant. */
export async function passwordToken(baseUrl: string, account: DemoAccount): Promise<string> {
  const answer = await fetch(`${baseUrl}${apiPaths.token}`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: account.password,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
      application: APPLICATION_NAME,
    }),
  });
  const token = ((await answer.json()) as TokenResponse).access_token;
  if (!token) throw new Error(`no access token for ${account.username}`);
  return token;
}
