// A field day starts only when it can end before midnight (bench/field-test/day-end.ts).
import { describe, expect, it } from 'vitest';
import { midnightRefusal } from '@bench/field-test/day-end';

describe('the field day and midnight', () => {
  it('refuses a day that would run past the earlier midnight, with the minutes of each', () => {
    const lateEvening = new Date('2026-11-30T23:49:00Z');
    expect(midnightRefusal(lateEvening, 50, 'UTC')).toBe(
      'field test: a day of 50 jobs may take 60 minutes, and midnight is 11 minutes away: ' +
        "its changes saved after midnight would be refused as another day's. Start it after midnight.",
    );
    // The gateway's midnight may come first.
    expect(midnightRefusal(new Date('2026-11-30T19:30:00Z'), 50, 'Asia/Dubai')).not.toBeNull();
  });

  it('lets a day start when both midnights are further off than its budget', () => {
    expect(midnightRefusal(new Date('2026-11-30T22:25:00Z'), 50, 'UTC')).toBeNull();
    expect(midnightRefusal(new Date('2026-12-01T00:49:00Z'), 200, 'UTC')).toBeNull();
  });
});
