/**
 * The evidence record's gateway calls (issue 14), made with the session's
 * token: a job's record, one of its images as bytes, and the admin's search.
 * Failures become the messages the page shows (spec §8 through the client);
 * an answer of the wrong shape is refused with a clear message, never thrown.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { EvidenceRecord, RecordSearchPage } from '@domain/evidence/evidence-record';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult, ClientFailure } from '@worker-shared/api/api-result';
import { readEvidenceRecord, readSearchPage } from './record-answer';
import type { RecordCallResult } from '@domain/evidence/evidence-messages';
import { recordMessages } from '@domain/evidence/evidence-messages';
import { isObject } from './shape-checks';

type Send = (call: ApiRequest) => Promise<ApiResult>;

/** The message for a failed record or search call. */
export function recordFailureMessage(failure: ClientFailure): string {
  if (failure.network || failure.tokenExpired) return failure.message;
  if (failure.status === 404) return recordMessages.notFound;
  if (failure.status === 403) {
    const said =
      isObject(failure.json) && typeof failure.json.message === 'string' && failure.json.message.trim();
    return said ? failure.message : recordMessages.refused;
  }
  return failure.message;
}

async function readCall<T>(
  send: Send,
  call: ApiRequest,
  read: (json: unknown) => T | null,
  unreadable: string,
): Promise<RecordCallResult<T>> {
  const result = await send(call);
  if (!result.ok) return { ok: false, message: recordFailureMessage(result) };
  const value = read(result.json);
  return value === null ? { ok: false, message: unreadable } : { ok: true, value };
}

/** GET the job's evidence record. */
export function fetchJobRecord(send: Send, jobId: string): Promise<RecordCallResult<EvidenceRecord>> {
  const call: ApiRequest = { method: 'GET', path: apiPaths.jobRecord(jobId) };
  return readCall(send, call, readEvidenceRecord, recordMessages.unreadable);
}

/** GET one photo or signature of the job's record as bytes; null when it cannot be had. */
export async function fetchRecordImage(send: Send, jobId: string, ref: string): Promise<Blob | null> {
  const result = await send({ method: 'GET', path: apiPaths.jobRecordImage(jobId, ref), accept: 'blob' });
  return result.ok && result.blob !== undefined ? result.blob : null;
}

/** GET a page of the admin's search by job id, order number or customer postcode. */
export function searchJobs(send: Send, q: string, page: number): Promise<RecordCallResult<RecordSearchPage>> {
  const call: ApiRequest = { method: 'GET', path: apiPaths.jobSearch, query: { q: q.trim(), page } };
  return readCall(send, call, readSearchPage, recordMessages.searchUnreadable);
}
