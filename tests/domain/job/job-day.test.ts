import { describe, expect, it } from 'vitest';
import { canActOnJob, isJobToday } from '@domain/job/job-day';
import { makeJob } from '../support/job-fixture';

// The fixture job starts 2026-11-21T08:00:00 (local time).
const job = makeJob();
const sameDayLate = new Date(2026, 10, 21, 23, 59, 59);
const sameDayEarly = new Date(2026, 10, 21, 0, 0, 0);
const nextDay = new Date(2026, 10, 22, 0, 0, 0);
const dayBefore = new Date(2026, 10, 20, 23, 59, 59);

describe('isJobToday', () => {
  it('is true on the job’s own local day, from midnight to midnight', () => {
    expect(isJobToday(job, sameDayEarly)).toBe(true);
    expect(isJobToday(job, sameDayLate)).toBe(true);
    expect(isJobToday(job, sameDayLate.getTime())).toBe(true);
    expect(isJobToday(job, '2026-11-21T12:00:00')).toBe(true);
  });

  it('is false on any other day or for an unreadable now', () => {
    expect(isJobToday(job, nextDay)).toBe(false);
    expect(isJobToday(job, dayBefore)).toBe(false);
    expect(isJobToday(job, 'not a date')).toBe(false);
  });
});

describe('canActOnJob (product rules 4.10 and 6.1)', () => {
  it('lets admins act on a job of any day', () => {
    expect(canActOnJob({ job, admin: true, now: nextDay })).toBe(true);
    expect(canActOnJob({ job, admin: true, now: sameDayEarly })).toBe(true);
  });

  it('lets drivers act only on the job’s own day', () => {
    expect(canActOnJob({ job, admin: false, now: sameDayLate })).toBe(true);
    expect(canActOnJob({ job, admin: false, now: nextDay })).toBe(false);
    expect(canActOnJob({ job, admin: false, now: dayBefore })).toBe(false);
  });
});
