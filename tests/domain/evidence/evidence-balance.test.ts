import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { assembleEvidence } from '@domain/evidence/assemble-evidence';
import { balanceEvent } from '@domain/evidence/evidence-outcome';
import { completedInputs, completedJob, driver } from './evidence-fixture';

function withDetails(details: Partial<Job['delivery_job']>, overrides: Partial<Job> = {}): Job {
  const job = completedJob(overrides);
  return { ...job, delivery_job: { ...job.delivery_job, ...details } };
}

describe('the record balance event', () => {
  it('a balance collected by card: the amount taken, how, by whom and when, between report and proof', () => {
    const job = withDetails(
      { account_balance: 0, balance_paid: true, balance_amount_taken: 45.5, balance_reason: 0 },
      { payment_type: 'card' },
    );
    const evidence = assembleEvidence(completedInputs({ job }));
    expect(evidence.events.map((e) => e.kind)).toEqual(['arrival', 'outcome', 'report', 'balance', 'proof']);
    expect(evidence.events.find((e) => e.kind === 'balance')).toEqual({
      kind: 'balance',
      at: '2026-11-18T08:30:00',
      receivedAt: '2026-11-18T08:31:00.000Z',
      by: driver,
      collected: true,
      amount: '£45.50',
      paymentType: 'Card',
      reason: '',
    });
  });

  it('a balance not collected: the amount still owed and the reason', () => {
    const job = withDetails({
      account_balance: 15.99,
      balance_paid: false,
      balance_amount_taken: 0,
      balance_reason: 1,
    });
    expect(balanceEvent(completedInputs({ job }))).toMatchObject({
      collected: false,
      amount: '£15.99',
      paymentType: '',
      reason: 'Customer refused to pay',
    });
  });

  it('no event without an answer, or before the job is complete', () => {
    expect(balanceEvent(completedInputs())).toBeNull();
    const legacy = withDetails({ account_balance: 0, balance_paid: true });
    expect(balanceEvent(completedInputs({ job: legacy }))).toBeNull();
    const open = withDetails(
      { balance_paid: false, balance_reason: 2, account_balance: 20 },
      { job_outcome_status: JobOutcomeStatus.Suspended },
    );
    expect(balanceEvent(completedInputs({ job: open }))).toBeNull();
  });
});
