import { describe, expect, it } from 'vitest';
import { BALANCE_PAID_JOBS_KEPT, withBalancePaidJob } from '@domain/job-list/balance-paid-jobs';

describe('the balance-paid list', () => {
  it('adds a job once, newest last', () => {
    expect(withBalancePaidJob(undefined, 'a')).toEqual(['a']);
    expect(withBalancePaidJob(['a', 'b'], 'a')).toEqual(['b', 'a']);
  });

  it('keeps only the latest ids', () => {
    const many = Array.from({ length: BALANCE_PAID_JOBS_KEPT }, (_, i) => `job-${i}`);
    const next = withBalancePaidJob(many, 'new');
    expect(next).toHaveLength(BALANCE_PAID_JOBS_KEPT);
    expect(next.at(-1)).toBe('new');
    expect(next[0]).toBe('job-1');
  });
});
