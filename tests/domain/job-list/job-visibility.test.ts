import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, TaskOutcomeStatus } from '@domain/job/enums';
import type { JobOutcomeStatus as Outcome } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { isJobVisible, jobsNeedingParts, needsParts, visibleJobs } from '@domain/job-list/job-visibility';
import { makeJob, makeProduct } from '../support/job-fixture';

type Parts = 'none' | 'task' | 'product';

function jobWith(outcome: Outcome, requiresSync: boolean | undefined, parts: Parts): Job {
  return makeJob({
    job_outcome_status: outcome,
    requiresSync,
    task_outcome_status: parts === 'task' ? TaskOutcomeStatus.PartsRequired : TaskOutcomeStatus.JobComplete,
    products: [makeProduct({ id: 'p1' }), makeProduct({ id: 'p2', parts_required: parts === 'product' })],
  });
}

/** Product rule 4.3 written out as a table: [outcome, awaiting sync, parts] → visible. */
function expected(outcome: Outcome, sync: boolean, parts: Parts): boolean {
  if (outcome === JobOutcomeStatus.NoFixRequired || outcome === JobOutcomeStatus.Failed) return sync;
  if (outcome === JobOutcomeStatus.JobComplete) return sync || parts !== 'none';
  return true;
}

const outcomes: Outcome[] = [1, 2, 3, 4, 5];
const syncs: (boolean | undefined)[] = [true, false, undefined];
const partsCases: Parts[] = ['none', 'task', 'product'];
const matrix = outcomes.flatMap((o) => syncs.flatMap((s) => partsCases.map((p) => [o, s, p] as const)));

describe('isJobVisible (product rule 4.3)', () => {
  it.each(matrix)('outcome %s, requiresSync %s, parts %s', (outcome, sync, parts) => {
    expect(isJobVisible(jobWith(outcome, sync, parts))).toBe(expected(outcome, sync === true, parts));
  });

  it('spells out the key rows', () => {
    expect(isJobVisible(jobWith(JobOutcomeStatus.Failed, false, 'task'))).toBe(false);
    expect(isJobVisible(jobWith(JobOutcomeStatus.NoFixRequired, true, 'none'))).toBe(true);
    expect(isJobVisible(jobWith(JobOutcomeStatus.JobComplete, false, 'none'))).toBe(false);
    expect(isJobVisible(jobWith(JobOutcomeStatus.JobComplete, false, 'product'))).toBe(true);
    expect(isJobVisible(jobWith(JobOutcomeStatus.JobComplete, true, 'none'))).toBe(true);
    expect(isJobVisible(jobWith(JobOutcomeStatus.Suspended, false, 'none'))).toBe(true);
    expect(isJobVisible(jobWith(JobOutcomeStatus.NotStarted, false, 'none'))).toBe(true);
  });
});

describe('needsParts', () => {
  it('is true for task outcome Parts Required or any product needing parts', () => {
    expect(needsParts(jobWith(3, false, 'task'))).toBe(true);
    expect(needsParts(jobWith(3, false, 'product'))).toBe(true);
    expect(needsParts(jobWith(3, false, 'none'))).toBe(false);
  });

  it('ignores other task outcomes and empty product lists', () => {
    for (const task of [TaskOutcomeStatus.ReviewCase, TaskOutcomeStatus.CollectForRepair, null, undefined]) {
      expect(needsParts(makeJob({ task_outcome_status: task, products: [] }))).toBe(false);
    }
  });
});

describe('visibleJobs and jobsNeedingParts', () => {
  const jobs = [
    makeJob({ id: 'open', job_outcome_status: JobOutcomeStatus.NotStarted }),
    makeJob({ id: 'done', job_outcome_status: JobOutcomeStatus.JobComplete }),
    makeJob({ id: 'failed-unsynced', job_outcome_status: JobOutcomeStatus.Failed, requiresSync: true }),
    makeJob({ id: 'failed', job_outcome_status: JobOutcomeStatus.Failed }),
    makeJob({
      id: 'done-parts',
      job_outcome_status: JobOutcomeStatus.JobComplete,
      task_outcome_status: TaskOutcomeStatus.PartsRequired,
    }),
  ];

  it('keeps visible jobs in order without touching the input', () => {
    expect(visibleJobs(jobs).map((j) => j.id)).toEqual(['open', 'failed-unsynced', 'done-parts']);
    expect(jobs).toHaveLength(5);
  });

  it('lists the jobs needing parts', () => {
    expect(jobsNeedingParts(jobs).map((j) => j.id)).toEqual(['done-parts']);
  });
});
