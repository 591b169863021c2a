import { afterEach, describe, expect, it, vi } from 'vitest';
import { datePickerMax, defaultDisplayDate } from '@domain/job-list/display-date';

const now = new Date(2026, 10, 21, 0, 30, 0);

describe('defaultDisplayDate (product rules 4.5 and 6.1)', () => {
  it('is today for drivers and yesterday for admins', () => {
    expect(defaultDisplayDate(false, now)).toBe('2026-11-21');
    expect(defaultDisplayDate(true, now)).toBe('2026-11-20');
    expect(defaultDisplayDate(true, now.getTime())).toBe('2026-11-20');
  });

  it('crosses month and year for admins', () => {
    expect(defaultDisplayDate(true, new Date(2026, 0, 1, 9, 0))).toBe('2025-12-31');
    expect(defaultDisplayDate(true, new Date(2028, 2, 1, 9, 0))).toBe('2028-02-29');
  });

  describe('without now', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads the (faked) clock', () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date(2026, 4, 10, 12, 0));
      expect(defaultDisplayDate(false)).toBe('2026-05-10');
      expect(defaultDisplayDate(true)).toBe('2026-05-09');
      expect(datePickerMax(true)).toBe('2026-05-09');
    });
  });
});

describe('datePickerMax (product rules 5.9 and 6.1)', () => {
  it('is today for drivers and yesterday for admins', () => {
    expect(datePickerMax(false, now)).toBe('2026-11-21');
    expect(datePickerMax(true, now)).toBe('2026-11-20');
    expect(datePickerMax(false, new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
