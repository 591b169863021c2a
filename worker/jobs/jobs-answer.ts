/** Reads a jobs answer defensively: an unreadable body yields empty lists (spec §8). */
import type { JobsResponse } from '../../src/domain/gateway/api-shapes';
import type { DownloadInfo, Job, Manifest } from '../../src/domain/job/job';

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The manifest, schedule and download lists (empty when absent), error and tokenExpired. */
export function readJobsAnswer(json: unknown): JobsResponse {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const error = body.error;
  return {
    manifest: list<Manifest>(body.manifest),
    schedule: list<Job>(body.schedule),
    download: list<DownloadInfo>(body.download),
    error: typeof error === 'string' || typeof error === 'boolean' ? error : null,
    tokenExpired: body.tokenExpired === true,
  };
}

/** True when the answer reports an error (a non-empty text or true). */
export function hasJobsError(answer: JobsResponse): boolean {
  return answer.error === true || (typeof answer.error === 'string' && answer.error !== '');
}
