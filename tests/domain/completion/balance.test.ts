import { describe, expect, it } from 'vitest';
import {
  BALANCE_NOT_COLLECTED_REASONS,
  CHOOSE_BALANCE_REASON,
  CHOOSE_PAYMENT_TYPE,
  PAYMENT_TYPES,
  applyBalanceAnswer,
  balanceAnswerMessage,
  balanceAnswerOf,
  balanceDraftFor,
  balanceDueText,
  balanceQuestionNeeded,
  balanceSummary,
  formatPounds,
} from '@domain/completion/balance';
import { applySignaturePass } from '@domain/completion/completion-flow';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { makeJob } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 16, 2, 3);

function owing(balance: number, overrides: Partial<Job> = {}): Job {
  const job = makeJob({ job_type: JobType.DeliveryOrItemsToDeliver, ...overrides });
  return { ...job, delivery_job: { ...job.delivery_job, account_balance: balance } };
}

describe('how a balance reads (en-GB pounds)', () => {
  it('formats pounds and pence', () => {
    expect(formatPounds(45.5)).toBe('£45.50');
    expect(formatPounds(120)).toBe('£120.00');
    expect(formatPounds(15.99)).toBe('£15.99');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(1234567.891)).toBe('£1,234,567.89');
    expect(formatPounds(0.5)).toBe('£0.50');
    expect(formatPounds(-5)).toBe('-£5.00');
    // Where en-GB writes "-£0.00", a balance of nothing reads as nothing, signed or not.
    expect(formatPounds(-0)).toBe('£0.00');
    expect(formatPounds(-0.001)).toBe('£0.00');
  });

  it('writes an amount as en-GB’s currency format does, half pence rounded as it rounds them', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const amounts = [
      0, 0.01, 0.1, 0.99, 9.99, 99.99, 999.99, 1000, 9999.99, 100000, 123456789.12, -0.01, -1234.5,
    ];
    for (let pence = 7; pence <= 200_000; pence += 7) amounts.push(pence / 100, -pence / 100);
    // Half pence and other thousandths, rounded as Intl rounds them (1.005 → £1.01, though stored as 1.00499…).
    for (let thousandths = 5; thousandths <= 2_000_000; thousandths += 37)
      amounts.push(thousandths / 1000, -thousandths / 1000);
    amounts.push(1.005, 0.145, 1.015, 2.675, 1e-7, 98765432109.875);
    for (const amount of amounts) expect(formatPounds(amount)).toBe(intl.format(amount));
  });

  it('reads a paid balance whose amount is not a number as no balance', () => {
    const paid = owing(0, { payment_type: 'cash' });
    const taken = { ...paid.delivery_job, balance_paid: true, balance_amount_taken: Number.NaN };
    expect(balanceSummary({ ...paid, delivery_job: taken })).toBeNull();
  });

  it('says "Balance due £45.50" only while something is owed', () => {
    expect(balanceDueText(owing(45.5))).toBe('Balance due £45.50');
    expect(balanceDueText(owing(0))).toBeNull();
    const paid = owing(45.5);
    expect(balanceDueText({ delivery_job: { ...paid.delivery_job, balance_paid: true } })).toBeNull();
  });

  it('adds the payment type, a not-collected reason, and reads a collected balance as paid', () => {
    expect(balanceSummary(owing(45.5))).toBe('Balance due £45.50');
    expect(balanceSummary(owing(120, { payment_type: 'card' }))).toBe('Balance due £120.00 · Card');
    expect(balanceSummary(owing(0))).toBeNull();
    const refused = applyBalanceAnswer(owing(15.99), { collected: false, reason: 1 });
    expect(balanceSummary(refused)).toBe('Balance due £15.99 · Not collected: Customer refused to pay');
    const paid = applyBalanceAnswer(owing(45.5), { collected: true, paymentType: 'cash' });
    expect(balanceSummary(paid)).toBe('Balance paid £45.50 · Cash');
  });
});

describe('when the signature screen asks', () => {
  it('asks on the pass that completes a non-collection job owing a balance', () => {
    expect(balanceQuestionNeeded(owing(45.5))).toBe(true);
    expect(balanceQuestionNeeded(owing(45.5, { job_type: JobType.ServiceOrDelivery }))).toBe(true);
    expect(balanceQuestionNeeded(owing(0))).toBe(false);
    expect(balanceQuestionNeeded(owing(45.5, { job_type: JobType.Collection }))).toBe(false);
  });

  it('on a combined job asks only on the delivery pass', () => {
    const combined = owing(45.5, { job_type: JobType.DeliveryAndCollection });
    expect(balanceQuestionNeeded(combined)).toBe(false);
    expect(balanceQuestionNeeded({ ...combined, collectionProcessed: true })).toBe(true);
  });
});

describe('the answer', () => {
  const job = owing(45.5);

  it('is refused until complete, each with its own message', () => {
    expect(balanceAnswerMessage(job, null)).toBe('Say whether the balance of £45.50 was collected.');
    expect(balanceAnswerMessage(job, { collected: true, paymentType: '' })).toBe(CHOOSE_PAYMENT_TYPE);
    expect(balanceAnswerMessage(job, { collected: true, paymentType: 'bitcoin' })).toBe(CHOOSE_PAYMENT_TYPE);
    expect(balanceAnswerMessage(job, { collected: false, reason: 0 })).toBe(CHOOSE_BALANCE_REASON);
    expect(balanceAnswerMessage(job, { collected: true, paymentType: 'card' })).toBeNull();
    expect(balanceAnswerMessage(job, { collected: false, reason: 2 })).toBeNull();
    expect(balanceAnswerMessage(owing(0), null)).toBeNull();
  });

  it('offers a documented list of payment types and reasons (reason 0 stays "none")', () => {
    expect(PAYMENT_TYPES.map((type) => type.id)).toEqual(['card', 'cash', 'cheque']);
    expect(BALANCE_NOT_COLLECTED_REASONS.map((reason) => reason.code)).toEqual([1, 2, 3, 4]);
  });

  it('reads the form draft, the job payment type preselected', () => {
    expect(balanceDraftFor({ payment_type: 'card' })).toEqual({
      collected: null,
      paymentType: 'card',
      reason: null,
    });
    expect(balanceDraftFor({ payment_type: 'voucher' }).paymentType).toBeNull();
    expect(balanceAnswerOf({ collected: null, paymentType: 'card', reason: null })).toBeNull();
    expect(balanceAnswerOf({ collected: true, paymentType: null, reason: 3 })).toEqual({
      collected: true,
      paymentType: '',
    });
    expect(balanceAnswerOf({ collected: false, paymentType: 'card', reason: 3 })).toEqual({
      collected: false,
      reason: 3,
    });
  });

  it('Collected: payment type, balance_paid, the amount taken, account_balance 0, balance_collected', () => {
    const paid = applyBalanceAnswer(job, { collected: true, paymentType: 'card' });
    expect(paid.payment_type).toBe('card');
    expect(paid.delivery_job).toMatchObject({
      balance_paid: true,
      balance_amount_taken: 45.5,
      account_balance: 0,
      balance_collected: true,
      balanceCollected: true,
      balance_reason: 0,
    });
    expect(job.delivery_job.account_balance).toBe(45.5);
  });

  it('Not collected: the reason, nothing taken, the balance still owed', () => {
    const unpaid = applyBalanceAnswer(job, { collected: false, reason: 3 });
    expect(unpaid.delivery_job).toMatchObject({
      balance_paid: false,
      balance_amount_taken: 0,
      account_balance: 45.5,
      balance_reason: 3,
    });
    expect(unpaid.payment_type).toBe(job.payment_type);
  });

  it('an incomplete answer throws its message; no answer leaves the job as it was', () => {
    expect(() => applyBalanceAnswer(job, { collected: true, paymentType: '' })).toThrow(CHOOSE_PAYMENT_TYPE);
    expect(applyBalanceAnswer(job, null)).toBe(job);
    expect(applyBalanceAnswer(owing(0), { collected: true, paymentType: 'card' })).toEqual(owing(0));
  });
});

describe('through the completion and the payload (product rules 4.11 and 5.8)', () => {
  it('a collected balance completes with balance_collected true and the amount and type sent', () => {
    const input = {
      customerName: 'Ann Lee',
      now,
      balance: { collected: true as const, paymentType: 'card' },
    };
    const done = applySignaturePass(owing(45.5), input).job;
    const payload = buildJobUpdatePayload(done, now);
    expect(payload.payment_type).toBe('card');
    expect(payload.delivery_job).toMatchObject({
      account_balance: 0,
      balance_paid: true,
      balance_collected: true,
      balanceCollected: true,
      balance_reason: 0,
      balance_amount_taken: 45.5,
    });
  });

  it('a balance not collected completes with balance_collected false and its reason', () => {
    const input = { customerName: 'Ann Lee', now, balance: { collected: false as const, reason: 2 } };
    const payload = buildJobUpdatePayload(applySignaturePass(owing(15.99), input).job, now);
    expect(payload.delivery_job).toMatchObject({
      account_balance: 15.99,
      balance_paid: false,
      balance_collected: false,
      balanceCollected: false,
      balance_reason: 2,
      balance_amount_taken: 0,
    });
  });

  it('a combined job collection pass needs no answer; its delivery pass does', () => {
    const combined = owing(45.5, { job_type: JobType.DeliveryAndCollection });
    const first = applySignaturePass(combined, { customerName: 'Ann Lee', now });
    expect(first.next).toBe('delivery-report');
    expect(first.job.delivery_job.account_balance).toBe(45.5);
    expect(balanceQuestionNeeded(first.job)).toBe(true);
  });
});
