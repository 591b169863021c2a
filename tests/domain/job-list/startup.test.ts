import { describe, expect, it } from 'vitest';
import { latestDownloadMs, shouldKeepStoredJobs, staleStoredJobsReason } from '@domain/job-list/startup';
import { makeJob } from '../support/job-fixture';

// 21 Nov 2026 12:00 local; 18 h earlier is 20 Nov 18:00.
const now = new Date(2026, 10, 21, 12, 0, 0);
const todaysJobs = [
  makeJob({ id: 'a', start_time: '2026-11-21T08:00:00' }),
  makeJob({ id: 'b', start_time: '2026-11-20T08:00:00' }),
];

describe('shouldKeepStoredJobs (product rule 4.1)', () => {
  it('keeps jobs starting today downloaded less than 18 h ago', () => {
    const download = [{ created_at: '2026-11-21T06:30:00' }];
    expect(shouldKeepStoredJobs({ jobs: todaysJobs, download, now })).toBe(true);
    expect(shouldKeepStoredJobs({ jobs: todaysJobs, download, now: now.getTime() })).toBe(true);
  });

  it('drops at exactly 18 h and keeps one second before', () => {
    expect(
      shouldKeepStoredJobs({ jobs: todaysJobs, download: [{ created_at: '2026-11-20T18:00:00' }], now }),
    ).toBe(false);
    expect(
      shouldKeepStoredJobs({ jobs: todaysJobs, download: [{ created_at: '2026-11-20T18:00:01' }], now }),
    ).toBe(true);
  });

  it('uses the latest download entry, whatever the order', () => {
    const download = [
      { created_at: '2026-11-19T09:00:00' },
      { created_at: '2026-11-21T07:00:00' },
      { created_at: '2026-11-20T09:00:00' },
    ];
    expect(shouldKeepStoredJobs({ jobs: todaysJobs, download, now })).toBe(true);
    expect(latestDownloadMs(download)).toBe(new Date(2026, 10, 21, 7, 0, 0).getTime());
  });

  it('drops when only old downloads exist', () => {
    const download = [{ created_at: '2026-11-19T09:00:00' }, { created_at: '2026-11-20T09:00:00' }];
    expect(shouldKeepStoredJobs({ jobs: todaysJobs, download, now })).toBe(false);
  });

  it('drops when the first job is not today, even if a later one is', () => {
    const jobs = [
      makeJob({ id: 'b', start_time: '2026-11-20T08:00:00' }),
      makeJob({ id: 'a', start_time: '2026-11-21T08:00:00' }),
    ];
    const download = [{ created_at: '2026-11-21T06:30:00' }];
    expect(shouldKeepStoredJobs({ jobs, download, now })).toBe(false);
    expect(staleStoredJobsReason({ jobs, download, now })).toContain('not today');
  });

  it('drops jobs for tomorrow', () => {
    const jobs = [makeJob({ start_time: '2026-11-22T08:00:00' })];
    expect(shouldKeepStoredJobs({ jobs, download: [{ created_at: '2026-11-21T06:30:00' }], now })).toBe(
      false,
    );
  });

  it('drops an empty job list (nothing to keep)', () => {
    expect(shouldKeepStoredJobs({ jobs: [], download: [{ created_at: '2026-11-21T06:30:00' }], now })).toBe(
      false,
    );
    expect(staleStoredJobsReason({ jobs: [], download: [], now })).toBe('no stored jobs');
  });

  it('drops when there is no readable download time', () => {
    expect(shouldKeepStoredJobs({ jobs: todaysJobs, download: [], now })).toBe(false);
    expect(shouldKeepStoredJobs({ jobs: todaysJobs, download: [{ created_at: 'garbage' }], now })).toBe(
      false,
    );
    expect(latestDownloadMs([{ created_at: 'garbage' }])).toBeNull();
  });

  it('explains why for the log, and null when kept', () => {
    expect(
      staleStoredJobsReason({ jobs: todaysJobs, download: [{ created_at: '2026-11-20T10:00:00' }], now }),
    ).toBe('download is 1560 minutes old');
    expect(
      staleStoredJobsReason({ jobs: todaysJobs, download: [{ created_at: '2026-11-21T10:00:00' }], now }),
    ).toBe(null);
  });
});
