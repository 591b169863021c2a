import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, NoteType, SuspendReason } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import {
  applyFailure,
  applySuspension,
  markRequiresSync,
  newJobNote,
  resetFailure,
} from '@domain/outcomes/job-outcome';
import { makeJob } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 14, 5, 9);
const existingNote = {
  id: 'N1',
  type: NoteType.SiteNote,
  note: 'Narrow stairs.',
  date: '2026-11-18T10:12:00',
  new: false,
};

function jobWithNote(): Job {
  const job = makeJob();
  const customer = job.customer[0];
  if (!customer) throw new Error('fixture without customer');
  return { ...job, customer: [{ ...customer, notes: [existingNote] }] };
}

function frozen<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('applyFailure (product rule 4.7)', () => {
  it('sets Failed, the outcome time, the failed reason and changed', () => {
    const job = makeJob();
    const before = frozen(job);
    const failed = applyFailure(job, 1003, now);
    expect(failed).not.toBe(job);
    expect(failed.job_outcome_status).toBe(JobOutcomeStatus.Failed);
    expect(failed.job_outcome_time).toBe('2026-11-21T14:05:09');
    expect(failed.delivery_job.job_failed_reason).toBe(1003);
    expect(failed.delivery_job.order_number).toBe('ORD123');
    expect(failed.changed).toBe(true);
    expect(job).toEqual(before);
  });
});

describe('resetFailure', () => {
  it('goes back to reason 0 and Not Started, keeping the rest', () => {
    const failed = applyFailure(makeJob(), 1003, now);
    const before = frozen(failed);
    const reset = resetFailure(failed);
    expect(reset.job_outcome_status).toBe(JobOutcomeStatus.NotStarted);
    expect(reset.delivery_job.job_failed_reason).toBe(0);
    expect(reset.delivery_job.account_balance).toBe(25);
    expect(reset.id).toBe(failed.id);
    expect(failed).toEqual(before);
  });
});

describe('applySuspension (product rule 4.8)', () => {
  it('sets Suspended with the reason and adds a new job note to the first customer', () => {
    const job = jobWithNote();
    const before = frozen(job);
    const suspended = applySuspension(job, SuspendReason.Lunch, 'Back at 1pm', now);
    expect(suspended.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
    expect(suspended.job_suspend_reason).toBe(2);
    expect(suspended.changed).toBe(true);
    expect(suspended.customer[0]?.notes).toEqual([
      existingNote,
      { id: '', type: NoteType.JobNote, note: 'Back at 1pm', date: '2026-11-21T14:05:09', new: true },
    ]);
    expect(job).toEqual(before);
  });

  it('leaves other customers alone and copes with a job without customers', () => {
    const job = jobWithNote();
    const second = { ...job.customer[0]!, id: 'c2', notes: [] };
    const suspended = applySuspension({ ...job, customer: [...job.customer, second] }, 1, 'Delay', now);
    expect(suspended.customer[1]).toBe(second);
    const none = applySuspension(makeJob({ customer: [] }), SuspendReason.CustomerDelay, 'x', now);
    expect(none.customer).toEqual([]);
    expect(none.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
  });
});

describe('newJobNote', () => {
  it('cuts the note to 150 characters', () => {
    expect(newJobNote('y'.repeat(200), now).note).toBe('y'.repeat(150));
  });
});

describe('markRequiresSync', () => {
  it('sets and clears requiresSync without mutating', () => {
    const job = makeJob();
    const marked = markRequiresSync(job, true);
    expect(marked.requiresSync).toBe(true);
    expect(job.requiresSync).toBeUndefined();
    expect(markRequiresSync(marked, false).requiresSync).toBe(false);
    expect(marked.requiresSync).toBe(true);
  });
});
