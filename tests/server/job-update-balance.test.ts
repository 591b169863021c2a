// The balance owed on delivery at the gateway: payment_type and delivery_job.balance_amount_taken validated
// (a 400 naming the field, nothing stored), and a completion collected or not collected stored as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { applySignaturePass } from '@domain/completion/completion-flow';
import type { BalanceAnswer } from '@domain/completion/balance';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { databaseFingerprint } from './database-fingerprint';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

const now = `${todayIso()}T10:15:00`;

/** The seeded combined job owing a balance (demo day job 3, £45.50), ready for its delivery pass. */
function owingJob(skip: number): Job {
  const job = h.notStarted(4, skip);
  if (job.delivery_job.account_balance <= 0) throw new Error(`${job.id} owes nothing`);
  return { ...job, collectionProcessed: true };
}

async function complete(job: Job, balance: BalanceAnswer): Promise<void> {
  const done = applySignaturePass(job, { customerName: 'Ann Lee', now, balance }).job;
  const res = await h.post(apiPaths.jobUpdate, h.driver, buildJobUpdatePayload(done, now));
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('the balance fields of a job update', () => {
  it.each([
    [
      'a payment type the deployment does not offer',
      { payment_type: 'bitcoin' },
      'payment_type must be "card", "cash" or "cheque"',
    ],
    ['a numeric payment type', { payment_type: 1 }, 'payment_type must be "card", "cash" or "cheque"'],
    [
      'a text amount taken',
      { delivery_job: { balance_amount_taken: '45.50' } },
      'delivery_job.balance_amount_taken must be a number from 0 to 1000000',
    ],
    [
      'a negative amount taken',
      { delivery_job: { balance_amount_taken: -1 } },
      'delivery_job.balance_amount_taken must be a number from 0 to 1000000',
    ],
    [
      'an amount taken in fractions of a penny',
      { delivery_job: { balance_amount_taken: 45.505 } },
      'delivery_job.balance_amount_taken must be in whole pence (at most 2 decimal places)',
    ],
  ])('%s is a 400 naming the field, nothing stored', async (_, change, message) => {
    const job = h.notStarted(4);
    const before = await databaseFingerprint(h.gw.db);
    const res = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await databaseFingerprint(h.gw.db)).toEqual(before);
  });

  it('stores a balance collected by card: payment_type, the amount taken, balance 0, collected', async () => {
    const job = owingJob(0);
    await complete(job, { collected: true, paymentType: 'card' });
    const stored = await h.stored(job.id);
    expect(stored.payment_type).toBe('card');
    expect(stored.delivery_job).toMatchObject({
      account_balance: 0,
      balance_paid: true,
      balance_collected: true,
      balanceCollected: true,
      balance_reason: 0,
      balance_amount_taken: job.delivery_job.account_balance,
    });
  });

  it('stores a balance not collected: the reason, nothing taken, the balance still owed', async () => {
    const job = owingJob(1);
    await complete(job, { collected: false, reason: 2 });
    const stored = await h.stored(job.id);
    // Not collected leaves the payment type the retailer arranged (if any) as it was; nothing was taken.
    expect(stored.payment_type ?? null).toBe(job.payment_type ?? null);
    expect(stored.delivery_job).toMatchObject({
      account_balance: job.delivery_job.account_balance,
      balance_paid: false,
      balance_collected: false,
      balanceCollected: false,
      balance_reason: 2,
      balance_amount_taken: 0,
    });
  });
});
