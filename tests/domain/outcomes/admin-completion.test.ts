import { describe, expect, it } from 'vitest';
import {
  adminCompletionDefaults,
  adminCompletionMessage,
  applyAdminCompletion,
  jobDayOf,
} from '@domain/outcomes/admin-completion';
import { JobOutcomeStatus } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { makeJob } from '../support/job-fixture';

// The admin works on 23 Nov 2026 on a job of 21 Nov 2026.
const now = new Date(2026, 10, 23, 9, 41, 7);

describe('adminCompletionMessage', () => {
  it('accepts a departure at or after the arrival', () => {
    expect(adminCompletionMessage({ arrivedTime: '08:30', departureTime: '09:15' })).toBeNull();
    expect(adminCompletionMessage({ arrivedTime: '08:30', departureTime: '08:30' })).toBeNull();
    expect(adminCompletionMessage({ arrivedTime: '7:05', departureTime: '23:59' })).toBeNull();
  });

  it('refuses a departure before the arrival', () => {
    expect(adminCompletionMessage({ arrivedTime: '09:15', departureTime: '09:14' })).toBe(
      messages.departureBeforeArrival,
    );
    expect(messages.departureBeforeArrival).toBe('The departure time cannot be before the arrival time.');
  });

  it('asks for both times when one is missing or not a 24-hour time', () => {
    const required = 'You must enter an arrival time and a departure time to complete the job.';
    expect(messages.adminTimesRequired).toBe(required);
    expect(adminCompletionMessage({ arrivedTime: null, departureTime: '09:00' })).toBe(required);
    expect(adminCompletionMessage({ arrivedTime: '08:00', departureTime: null })).toBe(required);
    expect(adminCompletionMessage({ arrivedTime: '24:00', departureTime: '09:00' })).toBe(required);
    expect(adminCompletionMessage({ arrivedTime: '08:00', departureTime: '9pm' })).toBe(required);
  });
});

describe('applyAdminCompletion', () => {
  it('completes the job with the times on the job’s own day and the outcome time now', () => {
    const job = makeJob({ arrived_at_drop: false, changed: false, requiresSync: false });
    const done = applyAdminCompletion(job, { arrivedTime: '08:05', departureTime: '08:50' }, now);
    expect(done).toEqual({
      ...job,
      job_outcome_status: JobOutcomeStatus.JobComplete,
      job_outcome_time: '2026-11-23T09:41:07',
      arrived_at_drop: true,
      arrived_time: '2026-11-21T08:05:00',
      departure_time: '2026-11-21T08:50:00',
      changed: true,
      // With no count given, every item went in full.
      products: job.products.map((p) => ({
        ...p,
        delivery_job: { ...p.delivery_job, delivered_quantity: p.delivery_job.planned_quantity },
      })),
    });
  });

  it('never mutates the job, and normalises a one-digit hour', () => {
    const job = makeJob();
    const before = structuredClone(job);
    const done = applyAdminCompletion(job, { arrivedTime: '7:05', departureTime: '7:45' }, now.getTime());
    expect(job).toEqual(before);
    expect(done.arrived_time).toBe('2026-11-21T07:05:00');
    expect(done.departure_time).toBe('2026-11-21T07:45:00');
  });

  it('throws with the validation message instead of completing with bad times', () => {
    expect(() =>
      applyAdminCompletion(makeJob(), { arrivedTime: '10:00', departureTime: '09:00' }, now),
    ).toThrow(messages.departureBeforeArrival);
    expect(() => applyAdminCompletion(makeJob(), { arrivedTime: '', departureTime: '09:00' }, now)).toThrow(
      messages.adminTimesRequired,
    );
  });

  it('falls back to the day of now when the job’s start time is unreadable', () => {
    const done = applyAdminCompletion(
      makeJob({ start_time: 'not a time' }),
      { arrivedTime: '10:00', departureTime: '10:30' },
      now,
    );
    expect(done.arrived_time).toBe('2026-11-23T10:00:00');
  });
});

describe('jobDayOf and adminCompletionDefaults', () => {
  it('reads the job’s day from its start time', () => {
    expect(jobDayOf(makeJob())).toBe('2026-11-21');
    expect(jobDayOf(makeJob({ start_time: '' }))).toBeNull();
  });

  it('starts from the times the job records, else its booked slot', () => {
    expect(adminCompletionDefaults(makeJob())).toEqual({ arrivedTime: '08:00', departureTime: '10:00' });
    expect(
      adminCompletionDefaults(
        makeJob({ arrival_time: '2026-11-21T08:20:00', arrived_time: null, departure_time: null }),
      ),
    ).toEqual({ arrivedTime: '08:20', departureTime: '10:00' });
    expect(
      adminCompletionDefaults(
        makeJob({ arrived_time: '2026-11-21T08:12:00', departure_time: '2026-11-21T08:47:00' }),
      ),
    ).toEqual({ arrivedTime: '08:12', departureTime: '08:47' });
    expect(adminCompletionDefaults(makeJob({ start_time: '', end_time: 'junk' }))).toEqual({
      arrivedTime: null,
      departureTime: null,
    });
  });
});
