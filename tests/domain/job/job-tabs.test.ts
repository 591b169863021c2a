import { describe, expect, it } from 'vitest';
import { historyTabShown } from '@domain/job/job-tabs';
import { makeJob } from '../support/job-fixture';

describe('historyTabShown (product rule 2.8: history is hidden when visit_status is 1)', () => {
  it('hides the History tab for visit_status 1', () => {
    expect(historyTabShown(makeJob({ visit_status: 1 }))).toBe(false);
    expect(historyTabShown({ visit_status: 1 })).toBe(false);
  });

  it('shows it for any other visit_status, and when there is none', () => {
    for (const visitStatus of [0, 2, 3, 10])
      expect(historyTabShown({ visit_status: visitStatus })).toBe(true);
    expect(historyTabShown(makeJob())).toBe(true);
    expect(historyTabShown({})).toBe(true);
  });
});
