import { describe, expect, it } from 'vitest';
import { jobNumberFromId } from '@domain/job/job-number';

describe('jobNumberFromId (product rule 7.4)', () => {
  it('takes the part after the first dash', () => {
    expect(jobNumberFromId('ORD123-4567')).toBe('4567');
    expect(jobNumberFromId('A-B-C')).toBe('B-C');
    expect(jobNumberFromId('-99')).toBe('99');
    expect(jobNumberFromId('X-')).toBe('');
  });

  it('drops the last two characters when there is no dash', () => {
    expect(jobNumberFromId('12345601')).toBe('123456');
    expect(jobNumberFromId('AB')).toBe('');
    expect(jobNumberFromId('A')).toBe('');
  });
});
