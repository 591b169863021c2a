/**
 * Reads a jobs answer defensively (product rules 7.3 and 8.5). An answer that reports an
 * error or an expired login says so; an answer that cannot be read whole (not
 * JSON, cut off, no schedule list, a job or manifest that does not read)
 * becomes the product rule 8.5 server-data error, so the jobs stored on the device stay as
 * they were.
 */
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { streamedErrorMessage } from '@domain/gateway/api-errors';
import { messages } from '@domain/app/messages';
import { allOf, fieldsOf, someOf } from './answer-fields';
import { readDownload, readJob, readManifest } from './job-reader';

/** The lists of a readable answer, or null. */
function readLists(
  body: Record<string, unknown>,
): Pick<JobsResponse, 'manifest' | 'schedule' | 'download'> | null {
  const manifest = body.manifest === undefined ? [] : allOf(readManifest)(body.manifest);
  const schedule = allOf(readJob)(body.schedule);
  if (manifest === undefined || schedule === undefined) return null;
  return { manifest, schedule, download: someOf(readDownload)(body.download) };
}

/** The manifest, schedule and download lists, error and tokenExpired; an unreadable answer as the server-data error. */
export function readJobsAnswer(json: unknown): JobsResponse {
  const body = fieldsOf(json) ?? {};
  const error = body.error;
  const answer: JobsResponse = {
    manifest: [],
    schedule: [],
    download: [],
    error: typeof error === 'string' || typeof error === 'boolean' ? error : null,
    tokenExpired: body.tokenExpired === true,
  };
  if (answer.tokenExpired || hasJobsError(answer)) return answer;
  const lists = readLists(body);
  if (lists === null || streamedErrorMessage(json) !== null)
    return { ...answer, error: messages.serverDataError };
  return { ...answer, ...lists };
}

/** True when the answer reports an error (a non-empty text or true). */
export function hasJobsError(answer: JobsResponse): boolean {
  return answer.error === true || (typeof answer.error === 'string' && answer.error !== '');
}
