import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { closedJobMessage, isClosedJob } from '@domain/job/closed-job';
import { JobOutcomeStatus } from '@domain/job/enums';
import { makeJob } from '../support/job-fixture';

describe('isClosedJob', () => {
  it('is true for a final outcome only: Job Complete, No fix Required, Failed', () => {
    const closed = Object.values(JobOutcomeStatus).filter((status) =>
      isClosedJob(makeJob({ job_outcome_status: status })),
    );
    expect(closed.sort()).toEqual(
      [JobOutcomeStatus.JobComplete, JobOutcomeStatus.NoFixRequired, JobOutcomeStatus.Failed].sort(),
    );
  });
});

describe('closedJobMessage', () => {
  it('names the outcome and when it was decided, in plain words', () => {
    const job = makeJob({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      job_outcome_time: '2026-11-24T14:02:00',
    });
    expect(closedJobMessage(job)).toBe(
      'This job was already closed (Job Complete) on 24/11/2026 14:02; your change was not saved.',
    );
  });

  it('leaves the moment out when the job has none (or an unreadable one)', () => {
    for (const time of [null, undefined, '', 'soon']) {
      const job = makeJob({ job_outcome_status: JobOutcomeStatus.Failed, job_outcome_time: time });
      expect(closedJobMessage(job)).toBe(messages.jobAlreadyClosed('Failed Delivery/Collection/Job', null));
    }
    expect(messages.jobAlreadyClosed('No fix Required', null)).toBe(
      'This job was already closed (No fix Required); your change was not saved.',
    );
  });
});
