import { describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { distinctRetailerIds, retailerIdOf } from '@domain/job/retailer';
import { makeJob } from '../support/job-fixture';

function jobFor(retailer_id: string | number | null) {
  return makeJob({ delivery_job: { order_number: 'O1', retailer_id, account_balance: 0 } });
}

describe('retailerIdOf (product rules 2.5 and 9.12)', () => {
  it("returns the job's retailer id as text", () => {
    expect(retailerIdOf(jobFor('R7'))).toBe('R7');
    expect(retailerIdOf(jobFor(42))).toBe('42');
    expect(retailerIdOf(jobFor(0))).toBe('0');
  });

  it('falls back to the default retailer code when missing or blank', () => {
    expect(retailerIdOf(jobFor(null))).toBe(DEFAULT_RETAILER_CODE);
    expect(retailerIdOf(jobFor(''))).toBe(DEFAULT_RETAILER_CODE);
    expect(retailerIdOf(jobFor('  '))).toBe(DEFAULT_RETAILER_CODE);
  });
});

describe('distinctRetailerIds', () => {
  it('lists each retailer once in first-seen order, default included', () => {
    const jobs = [jobFor('R2'), jobFor(null), jobFor('R1'), jobFor('R2'), jobFor('')];
    expect(distinctRetailerIds(jobs)).toEqual(['R2', DEFAULT_RETAILER_CODE, 'R1']);
    expect(distinctRetailerIds([])).toEqual([]);
  });
});
