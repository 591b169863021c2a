// How far off midnight is on a time zone's own clock (e2e/support/midnight.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRIVERS_TIME_ZONE,
  minutesToMidnight,
  msToMidnight,
  waitClearOfMidnight,
} from '@e2e/support/midnight';

describe('midnight on a time zone’s own clock', () => {
  it('counts the minutes to midnight, a part minute whole', () => {
    expect(minutesToMidnight(new Date('2026-11-30T23:49:00Z'), 'UTC')).toBe(11);
    expect(minutesToMidnight(new Date('2026-11-30T23:49:00Z'), DRIVERS_TIME_ZONE)).toBe(11);
    expect(minutesToMidnight(new Date('2026-11-30T23:59:30Z'), DRIVERS_TIME_ZONE)).toBe(1);
    // British Summer Time: London's midnight is 23:00 UTC.
    expect(minutesToMidnight(new Date('2026-07-01T22:30:00Z'), DRIVERS_TIME_ZONE)).toBe(30);
    expect(minutesToMidnight(new Date('2026-07-01T00:00:00Z'), 'UTC')).toBe(24 * 60);
  });

  it('counts the milliseconds to midnight to the millisecond', () => {
    expect(msToMidnight(new Date('2026-11-30T23:59:58.750Z'), DRIVERS_TIME_ZONE)).toBe(1250);
    expect(msToMidnight(new Date('2026-07-01T22:59:59.001Z'), DRIVERS_TIME_ZONE)).toBe(999);
    expect(msToMidnight(new Date('2026-12-01T00:00:00.000Z'), DRIVERS_TIME_ZONE)).toBe(24 * 60 * 60_000);
  });
});

describe('a test that might cross midnight', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether the wait has ended after `ms` more of the fake clock. */
  async function endedAfter(waiting: Promise<void>, ms: number): Promise<boolean> {
    let ended = false;
    void waiting.then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return ended;
  }

  it('waits until a second past London’s midnight when it is nearer than the test may take', async () => {
    // 23:58 in London in summer (22:58 UTC): two minutes left, a test of five.
    vi.useFakeTimers({ now: new Date('2026-07-01T22:58:00Z') });
    const waiting = waitClearOfMidnight(5 * 60_000);
    expect(await endedAfter(waiting, 120_000)).toBe(false);
    expect(await endedAfter(waiting, 1_000)).toBe(true);
    expect(msToMidnight(new Date(), DRIVERS_TIME_ZONE)).toBe(24 * 60 * 60_000 - 1_000);
  });

  it('starts at once when the test can end before midnight', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T23:54:59Z') });
    expect(await endedAfter(waitClearOfMidnight(5 * 60_000), 0)).toBe(true);
  });
});
