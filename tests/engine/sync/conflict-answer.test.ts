/** Reading a 409 JOB_CHANGED body: only a whole one (the expected job with a revision, readable changes) counts. */
import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import { conflictAnswerOf } from '@worker/sync/conflict-answer';
import { makeJob } from '../../domain/support/job-fixture';

const job = { ...makeJob({ id: 'ORD7-01' }), revision: 4 };
const change = { by: 'admin', username: 'demo.admin', at: '2026-11-21T09:00:00Z', revision: 4, outcome: 1 };
const body = (overrides: Record<string, unknown> = {}) => ({
  message: 'Changed.',
  code: 'JOB_CHANGED',
  job,
  changes: [change],
  ...overrides,
});

describe('conflictAnswerOf', () => {
  it('reads the job as stored and the other changes', () => {
    const conflict = conflictAnswerOf('JOB_CHANGED', body(), job.id);
    expect(conflict?.job).toMatchObject({
      id: job.id,
      revision: 4,
      job_outcome_status: JobOutcomeStatus.NotStarted,
    });
    expect(conflict?.changes).toEqual([change]);
    expect(conflictAnswerOf('JOB_CHANGED', body({ changes: [] }), job.id)?.changes).toEqual([]);
  });

  it.each([
    ['another code', 'SAVED_TOO_LONG_AGO', body()],
    ['another job', 'JOB_CHANGED', body({ job: { ...job, id: 'ORD8-01' } })],
    ['a job without a revision', 'JOB_CHANGED', body({ job: makeJob({ id: job.id }) })],
    ['revision 0', 'JOB_CHANGED', body({ job: { ...job, revision: 0 } })],
    ['a job missing its products', 'JOB_CHANGED', body({ job: { ...job, products: 'none' } })],
    ['no list of changes', 'JOB_CHANGED', body({ changes: 'admin did it' })],
    ['a change by someone unknown', 'JOB_CHANGED', body({ changes: [{ ...change, by: 'robot' }] })],
    ['a change with an unknown outcome', 'JOB_CHANGED', body({ changes: [{ ...change, outcome: 9 }] })],
    ['a change without a revision', 'JOB_CHANGED', body({ changes: [{ ...change, revision: '4' }] })],
    ['no body', 'JOB_CHANGED', undefined],
  ])('is a plain refusal with %s', (_name, code, json) => {
    expect(conflictAnswerOf(code, json, job.id)).toBeNull();
  });
});
