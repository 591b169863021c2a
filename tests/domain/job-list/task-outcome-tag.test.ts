import { describe, expect, it } from 'vitest';
import { taskOutcomeTag } from '@domain/job-list/task-outcome-tag';
import { needsParts } from '@domain/job-list/job-visibility';
import { TaskOutcomeStatus } from '@domain/job/enums';
import { makeJob } from '../support/job-fixture';

describe('the task outcome on a job card: one flag, one word', () => {
  it('tags Job Complete, Review Case and Collect for Repair in their words', () => {
    expect(taskOutcomeTag({ task_outcome_status: TaskOutcomeStatus.JobComplete })).toBe('Job Complete');
    expect(taskOutcomeTag({ task_outcome_status: TaskOutcomeStatus.ReviewCase })).toBe('Review Case');
    expect(taskOutcomeTag({ task_outcome_status: TaskOutcomeStatus.CollectForRepair })).toBe(
      'Collect for Repair',
    );
  });

  it('leaves Parts Required to the "Part Required" flag', () => {
    const job = makeJob({ task_outcome_status: TaskOutcomeStatus.PartsRequired });
    expect(taskOutcomeTag(job)).toBeNull();
    expect(needsParts(job)).toBe(true);
  });

  it('tags nothing without a task outcome', () => {
    expect(taskOutcomeTag({ task_outcome_status: null })).toBeNull();
    expect(taskOutcomeTag({})).toBeNull();
  });
});
