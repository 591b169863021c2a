/** Seeded job ids the evidence tests write to: demo.driver's today and yesterday, and one of branch 2. */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import type { TestGateway } from './test-gateway';

/** The job ids. */
export interface EvidenceJobs {
  /** demo.driver's first job of today. */
  today: string;
  /** demo.driver's first job of yesterday. */
  yesterday: string;
  /** demo.driver2's (branch 2) first job of today. */
  otherBranch: string;
}

/** The first job id a jobs call answers. */
export async function firstJob(
  gw: TestGateway,
  path: string,
  headers: Record<string, string>,
): Promise<string> {
  const res = await gw.request(path, { headers });
  const job = ((await res.json()) as JobsResponse).schedule[0];
  if (!job) throw new Error(`no seeded job at ${path}`);
  return job.id;
}

/** Looks the ids up through the jobs calls, as the app would. */
export async function jobIdsOf(
  gw: TestGateway,
  headers: { driver: Record<string, string>; driver2: Record<string, string>; admin: Record<string, string> },
): Promise<EvidenceJobs> {
  const today = todayIso();
  const yesterday = toRequestDate(addDays(today, -1));
  return {
    today: await firstJob(gw, apiPaths.jobsForDate(toRequestDate(today)), headers.driver),
    yesterday: await firstJob(gw, `${apiPaths.jobsQuery}?date=${yesterday}`, headers.admin),
    otherBranch: await firstJob(gw, apiPaths.jobsForDate(toRequestDate(today)), headers.driver2),
  };
}
