/**
 * The admins' retail log calls, made with the session's token and only online (a log of what the gateway
 * sent is the gateway's; nothing of it is kept on the phone): a page of the branch's webhooks, and a resend.
 * An answer is checked against the wire schema the gateway answers with (domain/gateway/
 * retail-webhook-log-shapes.ts); a failure becomes the message the page shows.
 */
import * as v from 'valibot';
import { apiPaths } from '@domain/gateway/api-shapes';
import {
  RetailWebhookLogEntrySchema,
  RetailWebhookLogPageSchema,
} from '@domain/gateway/retail-webhook-log-shapes';
import type {
  RetailWebhookLogEntry,
  RetailWebhookLogPage,
  RetailWebhookStatus,
} from '@domain/gateway/retail-webhook-log-shapes';
import type { EvidenceCallResult } from '@domain/evidence/evidence-messages';
import { retailLogMessages } from '@domain/office/retail-log-words';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult, ClientFailure } from '@worker-shared/api/api-result';

type Send = (call: ApiRequest) => Promise<ApiResult>;

/** What the page asks for: one retailer or all (''), one status or all (''), a page from 1. */
export interface RetailLogFilter {
  retailer: string;
  status: RetailWebhookStatus | '';
  page: number;
}

function failureMessage(failure: ClientFailure): string {
  if (failure.network) return retailLogMessages.offline;
  if (failure.status === 404) return retailLogMessages.notFound;
  return failure.message;
}

async function readCall<T>(
  send: Send,
  call: ApiRequest,
  schema: v.GenericSchema<T>,
): Promise<EvidenceCallResult<T>> {
  const result = await send(call);
  if (!result.ok) return { ok: false, message: failureMessage(result) };
  return v.is(schema, result.json)
    ? { ok: true, value: result.json }
    : { ok: false, message: retailLogMessages.unreadable };
}

/** GET a page of the branch's retail webhooks, newest first. */
export function fetchRetailWebhookLog(
  send: Send,
  filter: RetailLogFilter,
): Promise<EvidenceCallResult<RetailWebhookLogPage>> {
  const query: Record<string, string | number> = { page: filter.page };
  if (filter.retailer !== '') query.retailer = filter.retailer;
  if (filter.status !== '') query.status = filter.status;
  return readCall(
    send,
    { method: 'GET', path: apiPaths.retailWebhookLog, query },
    RetailWebhookLogPageSchema,
  );
}

/** POST a resend of one webhook; answers its entry as it now stands. */
export function resendRetailWebhook(
  send: Send,
  eventId: string,
): Promise<EvidenceCallResult<RetailWebhookLogEntry>> {
  return readCall(
    send,
    { method: 'POST', path: apiPaths.retailWebhookResend(eventId) },
    RetailWebhookLogEntrySchema,
  );
}
