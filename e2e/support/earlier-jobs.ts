/** demo.driver's seeded jobs of earlier days (what the branch-1 admin reviews) and the gateway's incomplete query. */
import type { APIRequestContext } from '@playwright/test';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { apiPaths } from '@domain/gateway/api-shapes';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import { INCOMPLETE_JOB_STATUS } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { buildDemoDay } from '@server/seed/build-demo-day';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { earlierPlans } from '@server/seed/demo-plan-others';
import { accessTokenFor } from './gateway-calls';

/** Yesterday, YYYY-MM-DD: read in a test (after its wait for midnight), never once as a spec file loads. */
export function yesterdayIso(): string {
  return addDays(todayIso(), -1);
}

/** demo.driver's job of an earlier day (offsetDays -1 … -3) with this sequence number (server/seed/demo-plan-others.ts). */
export function earlierJob(offsetDays: number, seq: number): Job {
  const plan = earlierPlans.find((candidate) => candidate.offsetDays === offsetDays);
  const index = plan?.jobs.findIndex((job) => job.seq === seq) ?? -1;
  const job = plan ? buildDemoDay(plan, todayIso()).jobs[index] : undefined;
  if (job === undefined) throw new Error(`demo.driver has no job ${seq} on day ${offsetDays}`);
  return job;
}

/** Ids of the jobs the gateway's incomplete query (date + status=3) answers the admin for a day, in its order. */
export async function incompleteJobIds(
  request: APIRequestContext,
  admin: DemoAccount,
  isoDay: string,
): Promise<string[]> {
  const token = await accessTokenFor(request, admin);
  const response = await request.get(apiPaths.jobsQuery, {
    params: { date: toRequestDate(isoDay), status: INCOMPLETE_JOB_STATUS },
    headers: { authorization: `Bearer ${token}`, branch: admin.branch },
  });
  if (!response.ok()) throw new Error(`incomplete query for ${isoDay}: ${response.status()}`);
  return ((await response.json()) as JobsResponse).schedule.map((job) => job.id);
}
