/**
 * An admin opens a job the phone does not hold (product rules 2.7 and 6.1: an admin opens jobs
 * of any date, today's included, while their list holds only earlier
 * incomplete jobs): the search call names the job's day, the jobs query of that
 * day (every status) gives the job, and it is stored by itself, outside any
 * day's list, so that opening, the admin's saves and a reload find it.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { toRequestDate } from '@domain/time/dates';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { SerialQueue } from '@worker-shared/serial-queue';
import { readJobsAnswer } from './jobs-answer';

/** What the fetch needs. */
export interface AdminJobFetchDeps {
  send: (call: ApiRequest) => Promise<ApiResult>;
  storage: EngineStorage;
  jobWrites: SerialQueue;
  log: (message: string) => void;
}

/** The job from the gateway, stored; null when the gateway has no such job in the admin's branch. */
export async function fetchJobForAdmin(deps: AdminJobFetchDeps, jobId: string): Promise<Job | null> {
  // The search's code loads with the first job an admin opens (drivers never need it).
  const { searchJobs } = await import('../evidence/evidence-calls');
  const found = await searchJobs(deps.send, jobId, 1);
  const hit = found.ok ? found.value.hits.find((candidate) => candidate.id === jobId) : undefined;
  if (!hit) {
    deps.log(`Job ${jobId} not found for the admin${found.ok ? '' : `: ${found.message}`}`);
    return null;
  }
  const day = await deps.send({
    method: 'GET',
    path: apiPaths.jobsQuery,
    query: { date: toRequestDate(hit.jobDate) },
  });
  const job = day.ok
    ? readJobsAnswer(day.json).schedule.find((candidate) => candidate.id === jobId)
    : undefined;
  if (!job) {
    deps.log(`Job ${jobId} not read for the admin${day.ok ? '' : `: ${day.message}`}`);
    return null;
  }
  return deps.jobWrites.run(async () => {
    // A copy stored meanwhile (a list fetch, the admin's own save) is newer than this answer.
    const stored = await deps.storage.readJob(jobId);
    if (stored) return stored.job;
    await deps.storage.commitSave({ job: { id: jobId, date: hit.jobDate, job } });
    return job;
  });
}
