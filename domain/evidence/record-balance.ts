/**
 * The record's balance event: what the driver answered on the signature
 * screen about the balance owed (domain/completion/balance.ts), with the
 * completion's time, author and arrival at the gateway. Only a job that
 * records an answer has one: collected (balance_paid with the amount taken)
 * or not collected (a reason).
 */
import { balanceReasonLabel, formatPounds, paymentTypeLabel } from '../completion/balance';
import { JobOutcomeStatus } from '../job/enums';
import type { RecordEvent } from './evidence-record';
import type { RecordInputs } from './evidence-inputs';
import { decisionOf } from './evidence-outcome';

/** The balance event of a completed job with an answer, else null. */
export function balanceEvent(inputs: RecordInputs): RecordEvent | null {
  const { job } = inputs;
  if (job.job_outcome_status !== JobOutcomeStatus.JobComplete) return null;
  const details = job.delivery_job;
  const taken = details.balance_amount_taken;
  const reason = balanceReasonLabel(details.balance_reason);
  const collected = details.balance_paid === true && taken !== undefined && taken > 0;
  if (!collected && reason === null) return null;
  return {
    kind: 'balance',
    ...decisionOf(inputs),
    collected,
    amount: formatPounds(collected ? (taken ?? 0) : details.account_balance),
    paymentType: collected ? (paymentTypeLabel(job.payment_type) ?? '') : '',
    reason: collected ? '' : (reason ?? ''),
  };
}
