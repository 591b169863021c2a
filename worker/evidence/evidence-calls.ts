/**
 * The evidence record's gateway calls, made with the session's token: a job's record, one of its images as
 * bytes, and the admin's search. Failures become the messages the page shows (product rule 8.2, through the
 * client); an answer is checked against the record's own schema (the one the gateway's answer is typed by)
 * and one of the wrong shape is refused as a whole with a clear message, never thrown and never drawn half.
 */
import * as v from 'valibot';
import { apiPaths } from '@domain/gateway/api-shapes';
import { EvidenceRecordSchema, EvidenceSearchPageSchema } from '@domain/evidence/evidence-record';
import type { EvidenceRecord, EvidenceSearchPage } from '@domain/evidence/evidence-record';
import type { EvidenceCallResult } from '@domain/evidence/evidence-messages';
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult, ClientFailure } from '@worker-shared/api/api-result';
import { fieldsOf, someText } from '../jobs/answer-fields';

type Send = (call: ApiRequest) => Promise<ApiResult>;

/** The message for a failed record or search call. */
export function evidenceFailureMessage(failure: ClientFailure): string {
  if (failure.network || failure.tokenExpired) return failure.message;
  if (failure.status === 404) return evidenceMessages.notFound;
  if (failure.status === 403) {
    const said = someText(fieldsOf(failure.json)?.message);
    return said === undefined ? evidenceMessages.refused : failure.message;
  }
  return failure.message;
}

/** The answer as the schema's type when it has the schema's shape (the answer itself, nothing dropped). */
async function readCall<T>(
  send: Send,
  call: ApiRequest,
  schema: v.GenericSchema<T>,
  unreadable: string,
): Promise<EvidenceCallResult<T>> {
  const result = await send(call);
  if (!result.ok) return { ok: false, message: evidenceFailureMessage(result) };
  return v.is(schema, result.json) ? { ok: true, value: result.json } : { ok: false, message: unreadable };
}

/** GET the job's evidence record. */
export function fetchJobEvidence(send: Send, jobId: string): Promise<EvidenceCallResult<EvidenceRecord>> {
  const call: ApiRequest = { method: 'GET', path: apiPaths.jobEvidence(jobId) };
  return readCall(send, call, EvidenceRecordSchema, evidenceMessages.unreadable);
}

/** GET one photo or signature of the job's record as bytes; null when it cannot be had. */
export async function fetchEvidenceImage(send: Send, jobId: string, ref: string): Promise<Blob | null> {
  const result = await send({ method: 'GET', path: apiPaths.jobEvidenceImage(jobId, ref), accept: 'blob' });
  return result.ok && result.blob !== undefined ? result.blob : null;
}

/** GET a page of the admin's search by job id, order number or customer postcode. */
export function searchJobs(
  send: Send,
  q: string,
  page: number,
): Promise<EvidenceCallResult<EvidenceSearchPage>> {
  const call: ApiRequest = { method: 'GET', path: apiPaths.jobSearch, query: { q: q.trim(), page } };
  return readCall(send, call, EvidenceSearchPageSchema, evidenceMessages.searchUnreadable);
}
