/** Waiting for the gateway to hold a job as completed, with every update it accepted for it. */
import { expect, type APIRequestContext } from '@playwright/test';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { gatewayJob, gatewayJobUpdates, type GatewayJobUpdate } from './demo-jobs';

/** The completed job as the gateway stores it, and the updates it accepted for it (oldest first). */
export interface CompletedJob {
  job: Job;
  updates: GatewayJobUpdate[];
}

/** Polls until the gateway holds the job as Job Complete (sync runs in the background). */
export async function waitForCompletedJob(
  request: APIRequestContext,
  jobId: string,
  timeout = 30_000,
): Promise<CompletedJob> {
  await expect
    .poll(async () => (await gatewayJob(request, jobId)).job_outcome_status, {
      timeout,
      message: `gateway outcome of ${jobId}`,
    })
    .toBe(JobOutcomeStatus.JobComplete);
  return { job: await gatewayJob(request, jobId), updates: await gatewayJobUpdates(request, jobId) };
}
