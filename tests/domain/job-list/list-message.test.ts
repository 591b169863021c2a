import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import { listMessageFor } from '@domain/job-list/list-message';
import { messages } from '@domain/app/messages';
import { makeJob } from '../support/job-fixture';

const open = makeJob({ id: 'J1' });
const done = makeJob({ id: 'J2', job_outcome_status: JobOutcomeStatus.JobComplete });

describe('listMessageFor (product rule 2.6)', () => {
  it('shows "Loading..." online until the jobs have arrived, whatever the list holds', () => {
    expect(listMessageFor({ loaded: false, online: true, jobs: [], visible: [] })).toBe('Loading...');
    expect(listMessageFor({ loaded: false, online: true, jobs: [open], visible: [open] })).toBe(
      messages.loading,
    );
  });

  it('says offline that the jobs are not on the device yet, instead of loading forever', () => {
    const message = listMessageFor({ loaded: false, online: false, jobs: [], visible: [] });
    expect(message).toBe(
      "You're offline and this date's jobs aren't on this device yet. They will load when you're back online.",
    );
    expect(message).toBe(messages.jobsNotOnDeviceOffline);
  });

  it('shows "No jobs for this date!" for a loaded date without jobs, online or not', () => {
    expect(listMessageFor({ loaded: true, online: true, jobs: [], visible: [] })).toBe(
      'No jobs for this date!',
    );
    expect(listMessageFor({ loaded: true, online: false, jobs: [], visible: [] })).toBe(
      messages.noJobsForDate,
    );
  });

  it('shows "Jobs for this date are completed" when every job is hidden', () => {
    expect(listMessageFor({ loaded: true, online: true, jobs: [done], visible: [] })).toBe(
      'Jobs for this date are completed',
    );
    expect(listMessageFor({ loaded: true, online: false, jobs: [done], visible: [] })).toBe(
      messages.jobsCompleted,
    );
  });

  it('shows no message when some job is visible, online or offline', () => {
    expect(listMessageFor({ loaded: true, online: true, jobs: [open, done], visible: [open] })).toBeNull();
    expect(listMessageFor({ loaded: true, online: false, jobs: [open], visible: [open] })).toBeNull();
  });
});
