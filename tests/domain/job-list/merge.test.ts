import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { isNoLongerAssigned, withoutLeftOutMark } from '@domain/job-list/left-out-jobs';
import type { LeftOutRule } from '@domain/job-list/left-out-jobs';
import { mergeJobs, withBalancePaid } from '@domain/job-list/merge';
import { makeJob } from '../support/job-fixture';

function deepCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const server = [
  makeJob({ id: 'J1', end_time: '2026-11-21T10:00:00' }),
  makeJob({ id: 'J2', end_time: '2026-11-21T12:00:00' }),
  makeJob({ id: 'J3', end_time: '2026-11-21T14:00:00' }),
];

describe('mergeJobs (product rule 4.6)', () => {
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

describe('mergeJobs: a driver’s stored jobs the server left out', () => {
  const DAY = '2026-11-21';
  const mine: LeftOutRule = { day: DAY, waitingJobIds: new Set(['MOVED']) };
  const waiting = (overrides: Partial<Job> = {}) =>
    makeJob({
      id: 'MOVED',
      start_time: `${DAY}T09:00:00`,
      end_time: `${DAY}T11:00:00`,
      requiresSync: true,
      ...overrides,
    });

  // Each row: the stored job, the list's rule (null: an admin's list), and whether the job is kept.
  const rows: { name: string; stored: Job; rule: LeftOutRule | null; kept: boolean }[] = [
    { name: 'the driver’s change waits, of the day', stored: waiting(), rule: mine, kept: true },
    { name: 'already marked', stored: waiting({ noLongerAssigned: true }), rule: mine, kept: true },
    {
      name: 'nothing waits any more (sent or discarded)',
      stored: waiting({ requiresSync: false, noLongerAssigned: true }),
      rule: mine,
      kept: false,
    },
    {
      name: 'changed on the phone, never saved for sending',
      stored: waiting({ requiresSync: false, changed: true }),
      rule: mine,
      kept: false,
    },
    {
      name: 'another user’s change waits (a shared phone)',
      stored: waiting(),
      rule: { day: DAY, waitingJobIds: new Set() },
      kept: false,
    },
    {
      name: 'of another day',
      stored: waiting({ start_time: '2026-11-22T09:00:00' }),
      rule: mine,
      kept: false,
    },
    { name: 'on an admin’s list', stored: waiting(), rule: null, kept: false },
  ];

  it.each(rows)('$name: kept $kept', ({ stored, rule, kept }) => {
    const merged = mergeJobs(server, [stored], [], rule);
    expect(merged.slice(0, 3)).toEqual(server);
    expect(merged.slice(3)).toEqual(kept ? [{ ...stored, noLongerAssigned: true }] : []);
  });

  it('clears the mark once the server lists the job again', () => {
    const stored = waiting({ id: 'J2', end_time: '2026-11-21T12:00:00', noLongerAssigned: true });
    const [, second] = mergeJobs(server, [stored], [], { day: DAY, waitingJobIds: new Set(['J2']) });
    expect(second).toEqual(withoutLeftOutMark(stored));
    expect(second && isNoLongerAssigned(second)).toBe(false);
    expect(second?.requiresSync).toBe(true);
  });

  it('applies balance-paid ids to a kept job too', () => {
    const merged = mergeJobs(server, [waiting()], ['MOVED'], mine);
    expect(merged[3]?.delivery_job).toMatchObject({ balance_paid: true, account_balance: 0 });
    expect(merged[3]?.noLongerAssigned).toBe(true);
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
