/** Loads a job's customer messages through the engine (from the gateway: online only). */
import { messages } from '@domain/app/messages';
import type { CustomerMessagesResult } from '@domain/customer/customer-message-list';
import { engine } from '../../engine';
import { useJobAnswer } from './use-job-answer';

const failed: CustomerMessagesResult = { ok: false, message: messages.somethingWentWrong };
const ask = (jobId: string) => engine.jobMessages(jobId);

/** The messages result for the job, or null while it loads. */
export function useCustomerMessages(jobId: string): CustomerMessagesResult | null {
  return useJobAnswer(jobId, ask, failed);
}
