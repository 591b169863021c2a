/**
 * The balance owed on delivery (product rules 3.4 and 4.11): how a
 * balance reads ("Balance due £45.50"), the payment types and not-collected
 * reasons a driver chooses from, when the signature screen asks, and what the
 * answer does to the job. Pure; never mutates its input.
 *
 * Collected: payment_type is the chosen type, balance_paid true,
 * balance_amount_taken the balance owed, account_balance 0, balance_collected
 * (and balanceCollected) true, balance_reason 0. The engine also lists the job
 * in balancePaidJobs, so a refresh before the sync keeps the balance paid.
 * Not collected: balance_paid false, balance_amount_taken 0, balance_reason
 * the chosen reason's code; account_balance stays owed.
 */
import { JobType } from '../job/enums';
import type { Job } from '../job/job';

/** A way the customer can pay the balance: `id` is what payment_type holds. */
export interface PaymentType {
  id: string;
  label: string;
}

/** The payment types the deployment offers (the gateway accepts only these as payment_type). */
export const PAYMENT_TYPES: readonly PaymentType[] = [
  { id: 'card', label: 'Card' },
  { id: 'cash', label: 'Cash' },
  { id: 'cheque', label: 'Cheque' },
];

/** A reason a balance was not collected: `code` is what balance_reason holds (0 = none). */
export interface BalanceReason {
  code: number;
  label: string;
}

/** Why a balance was not collected (balance_reason 1–4; 0 means no reason, the default). */
export const BALANCE_NOT_COLLECTED_REASONS: readonly BalanceReason[] = [
  { code: 1, label: 'Customer refused to pay' },
  { code: 2, label: 'Payment declined' },
  { code: 3, label: 'Customer says they paid the retailer' },
  { code: 4, label: 'Customer not present to pay' },
];

/** The driver's answer to "Was the balance collected?". */
export type BalanceAnswer = { collected: true; paymentType: string } | { collected: false; reason: number };

/**
 * Whole pence in a non-negative amount, rounded half up from its shortest decimal text ("1.005" → 101), as Intl
 * rounds, not from its binary value (1.005 is stored as 1.00499…, and 1.005 × 100 gives 100.49…).
 */
function penceIn(amount: number): number {
  const [digits = '0', exponent = '0'] = amount.toString().split('e');
  return Math.round(Number(`${digits}e${Number(exponent) + 2}`));
}

/**
 * An amount in pounds as the driver reads it: "£45.50", "£1,234.50", "-£5.00", as en-GB's currency format writes
 * it, except that an amount that rounds to nothing reads "£0.00" whatever its sign. Written out rather than with
 * Intl.NumberFormat: the first Intl formatter a page makes loads ICU's locale data, 46–77 ms at full speed and
 * 222–314 ms at CPU 6× here, and the job list's cards show balances, so it would run on a cold start's way to the
 * day's list.
 */
export function formatPounds(amount: number): string {
  if (!Number.isFinite(amount)) return `£${amount}`;
  const pence = penceIn(Math.abs(amount));
  const pounds = Math.floor(pence / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 && pence > 0 ? '-' : ''}£${pounds}.${(pence % 100).toString().padStart(2, '0')}`;
}

/** The balance the customer still owes (0 when none or already paid). */
export function balanceOwed(job: Pick<Job, 'delivery_job'>): number {
  const { account_balance: balance, balance_paid: paid } = job.delivery_job;
  return paid === true || !Number.isFinite(balance) || balance <= 0 ? 0 : balance;
}

/** "Balance due £45.50", or null when nothing is owed. */
export function balanceDueText(job: Pick<Job, 'delivery_job'>): string | null {
  const owed = balanceOwed(job);
  return owed > 0 ? `Balance due ${formatPounds(owed)}` : null;
}

/** The payment type's label ("Card"); an unknown type as written; null when none. */
export function paymentTypeLabel(paymentType: string | null | undefined): string | null {
  if (paymentType === null || paymentType === undefined || paymentType.trim() === '') return null;
  return PAYMENT_TYPES.find((type) => type.id === paymentType)?.label ?? paymentType;
}

/** The not-collected reason's label, or null for 0 (none) or an unknown code. */
export function balanceReasonLabel(code: number | null | undefined): string | null {
  return BALANCE_NOT_COLLECTED_REASONS.find((reason) => reason.code === code)?.label ?? null;
}

/** True when completing the job asks about its balance: a balance is owed and it is not a collection job. */
export function balanceAsked(job: Pick<Job, 'job_type' | 'delivery_job'>): boolean {
  return job.job_type !== JobType.Collection && balanceOwed(job) > 0;
}

/**
 * True when this signature pass must ask whether the balance was collected:
 * balanceAsked, and the pass completes the job (a combined job's collection
 * pass does not).
 */
export function balanceQuestionNeeded(
  job: Pick<Job, 'job_type' | 'collectionProcessed' | 'delivery_job'>,
): boolean {
  // Same rule as completion-flow's collectionPending, kept here so the flow can import this file.
  const collectionPassNext =
    job.job_type === JobType.DeliveryAndCollection && job.collectionProcessed !== true;
  return !collectionPassNext && balanceAsked(job);
}

/** Shown until the driver says whether the balance was collected. */
export function balanceQuestionMessage(job: Pick<Job, 'delivery_job'>): string {
  return `Say whether the balance of ${formatPounds(balanceOwed(job))} was collected.`;
}

/** Shown when Collected has no payment type. */
export const CHOOSE_PAYMENT_TYPE = 'Choose how the balance was paid.';

/** Shown when Not collected has no reason. */
export const CHOOSE_BALANCE_REASON = 'Choose why the balance was not collected.';

/**
 * Why the answer cannot complete the job, or null when it can (or no question
 * is asked, balanceAsked; a signature pass asks only when balanceQuestionNeeded): an answer is needed, Collected needs one of PAYMENT_TYPES, Not
 * collected one of BALANCE_NOT_COLLECTED_REASONS.
 */
export function balanceAnswerMessage(
  job: Pick<Job, 'job_type' | 'delivery_job'>,
  answer: BalanceAnswer | null | undefined,
): string | null {
  if (!balanceAsked(job)) return null;
  if (answer === null || answer === undefined) return balanceQuestionMessage(job);
  if (answer.collected) {
    return PAYMENT_TYPES.some((type) => type.id === answer.paymentType) ? null : CHOOSE_PAYMENT_TYPE;
  }
  return balanceReasonLabel(answer.reason) === null ? CHOOSE_BALANCE_REASON : null;
}

/**
 * The job with the answer applied (see the header); the job unchanged when no
 * question is asked or no answer is given (the engine refuses a pass that
 * needs one: balanceAnswerMessage). Throws a RangeError with the message when
 * an answer is given but not complete.
 */
export function applyBalanceAnswer(job: Job, answer: BalanceAnswer | null | undefined): Job {
  if (!balanceAsked(job) || answer === null || answer === undefined) return job;
  const problem = balanceAnswerMessage(job, answer);
  if (problem !== null) throw new RangeError(problem);
  if (!answer.collected) {
    return {
      ...job,
      delivery_job: {
        ...job.delivery_job,
        balance_paid: false,
        balance_amount_taken: 0,
        balance_reason: answer.reason,
      },
    };
  }
  return {
    ...job,
    payment_type: answer.paymentType,
    delivery_job: {
      ...job.delivery_job,
      balance_paid: true,
      balance_amount_taken: balanceOwed(job),
      account_balance: 0,
      balance_collected: true,
      balanceCollected: true,
      balance_reason: 0,
    },
  };
}

/** The balance question as the form holds it: nothing chosen yet is null. */
export interface BalanceDraft {
  collected: boolean | null;
  paymentType: string | null;
  reason: number | null;
}

/** A fresh draft: nothing answered, the job's own payment type (when one the deployment offers) preselected. */
export function balanceDraftFor(job: Pick<Job, 'payment_type'>): BalanceDraft {
  const known = PAYMENT_TYPES.some((type) => type.id === job.payment_type);
  return { collected: null, paymentType: known ? (job.payment_type ?? null) : null, reason: null };
}

/** The draft as an answer (null until Collected or Not collected is chosen; balanceAnswerMessage checks the rest). */
export function balanceAnswerOf(draft: BalanceDraft): BalanceAnswer | null {
  if (draft.collected === null) return null;
  return draft.collected
    ? { collected: true, paymentType: draft.paymentType ?? '' }
    : { collected: false, reason: draft.reason ?? 0 };
}

/**
 * The job's balance in a line for its card and overview, or null when it has
 * none: "Balance due £45.50" (with " · Card" when the job has a payment type,
 * and " · Not collected: {reason}" once the driver said so), or "Balance paid
 * £45.50 · Card" once collected.
 */
export function balanceSummary(job: Pick<Job, 'delivery_job' | 'payment_type'>): string | null {
  const paymentType = paymentTypeLabel(job.payment_type);
  const due = balanceDueText(job);
  if (due !== null) {
    const reason = balanceReasonLabel(job.delivery_job.balance_reason);
    return [
      due,
      ...(paymentType === null ? [] : [paymentType]),
      ...(reason === null ? [] : [`Not collected: ${reason}`]),
    ].join(' · ');
  }
  const taken = job.delivery_job.balance_amount_taken ?? 0;
  if (job.delivery_job.balance_paid !== true || !Number.isFinite(taken) || taken <= 0) return null;
  return [`Balance paid ${formatPounds(taken)}`, ...(paymentType === null ? [] : [paymentType])].join(' · ');
}
