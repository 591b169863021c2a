import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Product } from '@domain/job/job';
import { hasIssue, issueOutcomeStatus, wireOutcomeStatus } from '@domain/completion/product-outcome';

const details = (d: Partial<Product['delivery_job']>) => ({
  delivery_job: { planned_quantity: 1, delivered_quantity: 0, ...d },
});

describe('hasIssue / issueOutcomeStatus (product rule 3.5: 1 with an issue, 0 without)', () => {
  it.each([
    [1041, true, 1],
    [0, false, 0],
    [null, false, 0],
    [undefined, false, 0],
  ])('damage_reason %j → issue %s, outcome_status %i', (reason, issue, status) => {
    const product = details(reason === undefined ? {} : { damage_reason: reason });
    expect(hasIssue(product)).toBe(issue);
    expect(issueOutcomeStatus(product)).toBe(status);
  });
});

describe('wireOutcomeStatus (product rule 3.5: in a payload 1 when complete and something was delivered, otherwise 4)', () => {
  it.each([
    [JobOutcomeStatus.JobComplete, 1, 1],
    [JobOutcomeStatus.JobComplete, 3, 1],
    [JobOutcomeStatus.JobComplete, 0, 4],
    [JobOutcomeStatus.NotStarted, 1, 4],
    [JobOutcomeStatus.Failed, 1, 4],
    [JobOutcomeStatus.Suspended, 0, 4],
    [JobOutcomeStatus.NoFixRequired, 1, 4],
  ] as const)('job outcome %i, delivered %i → %i', (outcome, delivered, expected) => {
    expect(
      wireOutcomeStatus({ job_outcome_status: outcome }, details({ delivered_quantity: delivered })),
    ).toBe(expected);
  });
});
