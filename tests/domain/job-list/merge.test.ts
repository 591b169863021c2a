import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '../../../src/domain/job/enums';
import { mergeJobs, withBalancePaid } from '../../../src/domain/job-list/merge';
import { makeJob } from '../support/job-fixture';

function deepCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const server = [
  makeJob({ id: 'J1', end_time: '2026-11-21T10:00:00' }),
  makeJob({ id: 'J2', end_time: '2026-11-21T12:00:00' }),
  makeJob({ id: 'J3', end_time: '2026-11-21T14:00:00' }),
];

describe('mergeJobs (spec §4)', () => {
  it('replaces the server copy with a stored job of the same id and end_time', () => {
    const stored = [
      makeJob({ id: 'J2', end_time: '2026-11-21T12:00:00', job_outcome_status: JobOutcomeStatus.Suspended }),
    ];
    const merged = mergeJobs(server, stored, []);
    expect(merged.map((j) => j.id)).toEqual(['J1', 'J2', 'J3']);
    expect(merged[1]).toBe(stored[0]);
    expect(merged[0]).toBe(server[0]);
    expect(merged[2]).toBe(server[2]);
  });

  it('keeps the server copy when the stored end_time differs', () => {
    const stored = [
      makeJob({ id: 'J2', end_time: '2026-11-21T13:00:00', job_outcome_status: JobOutcomeStatus.Suspended }),
    ];
    const merged = mergeJobs(server, stored, []);
    expect(merged[1]).toBe(server[1]);
    expect(merged[1]?.job_outcome_status).toBe(JobOutcomeStatus.NotStarted);
  });

  it('ignores stored jobs the server did not send', () => {
    const stored = [makeJob({ id: 'GONE' })];
    expect(mergeJobs(server, stored, []).map((j) => j.id)).toEqual(['J1', 'J2', 'J3']);
  });

  it('applies balance-paid ids: balance_paid true and account_balance 0', () => {
    const merged = mergeJobs(server, [], ['J3', 'NOT-HERE']);
    expect(merged[2]?.delivery_job.balance_paid).toBe(true);
    expect(merged[2]?.delivery_job.account_balance).toBe(0);
    expect(merged[2]?.delivery_job.order_number).toBe('ORD123');
    expect(merged[0]?.delivery_job.account_balance).toBe(25);
    expect(merged[0]?.delivery_job.balance_paid).toBeUndefined();
  });

  it('applies balance-paid to the stored copy that replaced the server one', () => {
    const stored = [makeJob({ id: 'J1', end_time: '2026-11-21T10:00:00', changed: true })];
    const merged = mergeJobs(server, stored, ['J1']);
    expect(merged[0]?.changed).toBe(true);
    expect(merged[0]?.delivery_job).toMatchObject({ balance_paid: true, account_balance: 0 });
  });

  it('never mutates its inputs', () => {
    const stored = [makeJob({ id: 'J1', end_time: '2026-11-21T10:00:00', changed: true })];
    const paid = ['J1', 'J2'];
    const before = deepCopy({ server, stored, paid });
    mergeJobs(server, stored, paid);
    expect({ server, stored, paid }).toEqual(before);
  });

  it('uses the first stored job when ids repeat', () => {
    const stored = [
      makeJob({ id: 'J1', end_time: '2026-11-21T10:00:00', changed: true }),
      makeJob({ id: 'J1', end_time: '2026-11-21T10:00:00', changed: false }),
    ];
    expect(mergeJobs(server, stored, [])[0]?.changed).toBe(true);
  });

  it('handles empty inputs', () => {
    expect(mergeJobs([], [makeJob()], ['ORD123-01'])).toEqual([]);
  });
});

describe('withBalancePaid', () => {
  it('returns a new job and leaves the original alone', () => {
    const job = makeJob();
    const paid = withBalancePaid(job);
    expect(paid).not.toBe(job);
    expect(paid.delivery_job).not.toBe(job.delivery_job);
    expect(job.delivery_job.account_balance).toBe(25);
    expect(paid.delivery_job.account_balance).toBe(0);
  });
});
