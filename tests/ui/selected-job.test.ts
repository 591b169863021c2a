import { describe, expect, it } from 'vitest';
import { currentCopy, selectedJob } from '@src/screens/job/selected-job';
import { makeJob } from '../domain/support/job-fixture';

const wanted = 'ORD123-01';
// Four copies of the route's job (told apart by identity) and another job.
const fromState = makeJob({ id: wanted });
const explicit = makeJob({ id: wanted });
const active = makeJob({ id: wanted });
const listed = makeJob({ id: wanted });
const other = makeJob({ id: 'ORD999-01' });

describe('selectedJob (the order of product rule 2.8: navigation state, explicit, active job, the list)', () => {
  it('takes the navigation state first when it is the route’s job', () => {
    expect(
      selectedJob({ jobId: wanted, navigationState: fromState, explicit, activeJob: active, jobs: [listed] }),
    ).toBe(fromState);
  });

  it('skips a navigation state that is not the route’s job (or not a job at all)', () => {
    for (const navigationState of [other, null, undefined, 'ORD123-01', { id: 42 }, { key: 'x' }]) {
      expect(
        selectedJob({ jobId: wanted, navigationState, explicit, activeJob: active, jobs: [listed] }),
      ).toBe(explicit);
    }
  });

  it('then the explicit job, then the active job, then the list by id', () => {
    expect(selectedJob({ jobId: wanted, navigationState: null, activeJob: active, jobs: [listed] })).toBe(
      active,
    );
    expect(
      selectedJob({
        jobId: wanted,
        navigationState: null,
        explicit: other,
        activeJob: other,
        jobs: [other, listed],
      }),
    ).toBe(listed);
    expect(
      selectedJob({ jobId: wanted, navigationState: null, explicit: null, activeJob: null, jobs: [listed] }),
    ).toBe(listed);
  });

  it('is null when no candidate is the route’s job, so the engine is asked', () => {
    expect(
      selectedJob({
        jobId: wanted,
        navigationState: other,
        explicit: other,
        activeJob: other,
        jobs: [other],
      }),
    ).toBeNull();
    expect(selectedJob({ jobId: wanted, navigationState: undefined, activeJob: null, jobs: [] })).toBeNull();
  });
});

describe('currentCopy', () => {
  it('prefers the engine’s active copy of the same job', () => {
    expect(currentCopy(fromState, active)).toBe(active);
  });

  it('keeps the job when the active job is another or none', () => {
    expect(currentCopy(fromState, other)).toBe(fromState);
    expect(currentCopy(fromState, null)).toBe(fromState);
  });
});
