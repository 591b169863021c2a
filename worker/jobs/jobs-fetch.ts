/** The jobs-for-a-date call (product rule 7.2): drivers by path, admins by the incomplete-jobs query. */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { jobsFetchErrorMessage } from '@domain/gateway/api-errors';
import { toRequestDate } from '@domain/time/dates';
import { INCOMPLETE_JOB_STATUS } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import type { ApiClient, ApiRequest } from '@worker-shared/api/api-client';
import { hasJobsError, readJobsAnswer } from './jobs-answer';

/** The answer, an error to show, or an expired login (already handled when the client ended the session). */
export type JobsFetchOutcome =
  | { kind: 'jobs'; answer: JobsResponse }
  | { kind: 'error'; message: string }
  | { kind: 'expired'; message: string; handled: boolean };

/** The call for an ISO day. */
export function jobsRequest(date: string, admin: boolean): ApiRequest {
  const requestDate = toRequestDate(date);
  return admin
    ? { method: 'GET', path: apiPaths.jobsQuery, query: { date: requestDate, status: INCOMPLETE_JOB_STATUS } }
    : { method: 'GET', path: apiPaths.jobsForDate(requestDate) };
}

/** Fetches a day's jobs and sorts out the product rule 8.5 outcomes. */
export async function fetchJobs(client: ApiClient, date: string, admin: boolean): Promise<JobsFetchOutcome> {
  const result = await client.request(jobsRequest(date, admin));
  if (!result.ok) {
    if (result.tokenExpired) return { kind: 'expired', message: result.message, handled: true };
    return { kind: 'error', message: jobsFetchErrorMessage(result.message) };
  }
  const answer = readJobsAnswer(result.json);
  if (answer.tokenExpired) {
    const error = typeof answer.error === 'string' ? answer.error.trim() : '';
    const message = error === '' ? messages.loginExpired : error;
    return { kind: 'expired', message, handled: false };
  }
  if (hasJobsError(answer)) return { kind: 'error', message: jobsFetchErrorMessage(answer.error) };
  return { kind: 'jobs', answer };
}
