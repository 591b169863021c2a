/**
 * The admins' Messages tab's gateway call, made with the session's token: the customer messages of a job
 * (product rule 4.15). Online only: offline it answers the message the tab shows instead of a list. An answer
 * of the wrong shape is refused as a whole with a clear message, never thrown and never drawn half.
 */
import * as v from 'valibot';
import { apiPaths } from '@domain/gateway/api-shapes';
import { CustomerMessageListSchema } from '@domain/customer/customer-message-list';
import type { CustomerMessagesResult } from '@domain/customer/customer-message-list';
import { customerMessageTexts } from '@domain/customer/customer-message-texts';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';

type Send = (call: ApiRequest) => Promise<ApiResult>;

/** GET the job's customer messages. */
export async function fetchCustomerMessages(send: Send, jobId: string): Promise<CustomerMessagesResult> {
  const result = await send({ method: 'GET', path: apiPaths.jobMessages(jobId) });
  if (!result.ok) {
    if (result.network) return { ok: false, message: customerMessageTexts.offline };
    if (result.status === 404) return { ok: false, message: customerMessageTexts.notFound };
    if (result.status === 403) return { ok: false, message: customerMessageTexts.refused };
    return { ok: false, message: result.message };
  }
  return v.is(CustomerMessageListSchema, result.json)
    ? { ok: true, value: result.json }
    : { ok: false, message: customerMessageTexts.unreadable };
}
