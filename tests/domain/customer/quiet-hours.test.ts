// Product rule 4.16: quiet hours in the gateway's local time, on fixed clocks (never the hour the test runs).
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, isQuiet, messageRelease, quietEndAfter } from '@domain/customer/quiet-hours';

/** A local moment of 28 Nov 2026 (or the day given). */
const at = (hour: number, minute = 0, day = 28) => new Date(2026, 10, day, hour, minute);

describe('quiet hours', () => {
  it('run from 21:00 to 08:00 over midnight, the end excluded', () => {
    expect(isQuiet(DEFAULT_QUIET_HOURS, at(20, 59))).toBe(false);
    expect(isQuiet(DEFAULT_QUIET_HOURS, at(21, 0))).toBe(true);
    expect(isQuiet(DEFAULT_QUIET_HOURS, at(0, 30))).toBe(true);
    expect(isQuiet(DEFAULT_QUIET_HOURS, at(7, 59))).toBe(true);
    expect(isQuiet(DEFAULT_QUIET_HOURS, at(8, 0))).toBe(false);
    expect(isQuiet(DEFAULT_QUIET_HOURS, at(12, 0))).toBe(false);
  });

  it('may sit inside one day, or be none at all', () => {
    const lunch = { ...DEFAULT_QUIET_HOURS, from: '12:00', until: '13:00' };
    expect(isQuiet(lunch, at(12, 30))).toBe(true);
    expect(isQuiet(lunch, at(13, 0))).toBe(false);
    expect(isQuiet(lunch, at(23, 0))).toBe(false);
    expect(isQuiet({ ...DEFAULT_QUIET_HOURS, from: '00:00', until: '00:00' }, at(3, 0))).toBe(false);
  });

  it('end at the next 08:00: the same morning after midnight, the next one before it', () => {
    expect(quietEndAfter(DEFAULT_QUIET_HOURS, at(6, 10))).toEqual(at(8, 0));
    expect(quietEndAfter(DEFAULT_QUIET_HOURS, at(22, 10))).toEqual(at(8, 0, 29));
  });
});

describe('a message written now', () => {
  const lateWindow = at(14, 0);
  const earlyWindow = at(9, 30);

  it('goes at once outside the quiet hours, whatever its kind', () => {
    for (const kind of ['window', 'on-the-way', 'arriving', 'delivered', 'not-delivered'] as const)
      expect(messageRelease(DEFAULT_QUIET_HOURS, kind, at(12, 0), lateWindow)).toEqual({ kind: 'now' });
  });

  it('is held until 08:00 in the quiet hours, or skipped when it would be stale by then', () => {
    const held = { kind: 'held', until: at(8, 0) };
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'window', at(7, 0), lateWindow)).toEqual(held);
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'delivered', at(7, 0), lateWindow)).toEqual(held);
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'not-delivered', at(22, 0), lateWindow)).toEqual({
      kind: 'held',
      until: at(8, 0, 29),
    });
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'on-the-way', at(7, 0), lateWindow)).toEqual({
      kind: 'skipped',
    });
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'arriving', at(21, 30), lateWindow)).toEqual({
      kind: 'skipped',
    });
  });

  it('goes at once in the quiet hours when the window starts before 10:00', () => {
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'window', at(7, 0), earlyWindow)).toEqual({ kind: 'now' });
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'on-the-way', at(7, 40), earlyWindow)).toEqual({
      kind: 'now',
    });
    expect(messageRelease(DEFAULT_QUIET_HOURS, 'window', at(7, 0), at(10, 0))).toEqual({
      kind: 'held',
      until: at(8, 0),
    });
  });
});
