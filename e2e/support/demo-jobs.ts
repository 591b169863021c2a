/** demo.driver's seeded jobs of today, and what the gateway under test stores for a job (test routes). */
import type { APIRequestContext } from '@playwright/test';
import { todayIso } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { todayPlan } from '@server/seed/demo-plan-today';

/** A seeded job of today and the van it is on. */
export interface TodaysJob {
  job: Job;
  vehicle: string;
}

/** demo.driver's job of today with this sequence number (see server/seed/demo-plan-today.ts). */
export function todaysJob(seq: number): TodaysJob {
  const index = todayPlan.jobs.findIndex((plan) => plan.seq === seq);
  const job = buildDemoDay(todayPlan, todayIso()).jobs[index];
  const vehicle = todayPlan.manifests[todayPlan.jobs[index]?.manifest ?? -1]?.vehicle;
  if (job === undefined || vehicle === undefined) throw new Error(`demo.driver has no job ${seq} today`);
  return { job, vehicle };
}

/** The job document the gateway holds now (GET /__test/jobs/:id). */
export async function gatewayJob(request: APIRequestContext, jobId: string): Promise<Job> {
  const response = await request.get(`/__test/jobs/${encodeURIComponent(jobId)}`);
  if (!response.ok()) throw new Error(`gateway has no job ${jobId}: ${response.status()}`);
  return (await response.json()) as Job;
}

/** One update the gateway accepted for a job (GET /__test/job-updates?jobId=). */
export interface GatewayJobUpdate {
  id: string;
  job_id: string;
  kind: 'driver' | 'admin';
  idempotency_key: string | null;
  payload: JobUpdateRequest;
}

/** Every update the gateway accepted for the job, oldest first. */
export async function gatewayJobUpdates(
  request: APIRequestContext,
  jobId: string,
): Promise<GatewayJobUpdate[]> {
  const response = await request.get(`/__test/job-updates?jobId=${encodeURIComponent(jobId)}`);
  if (!response.ok()) throw new Error(`job updates of ${jobId}: ${response.status()}`);
  return (await response.json()) as GatewayJobUpdate[];
}
