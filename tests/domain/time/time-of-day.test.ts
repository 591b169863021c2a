import { describe, expect, it } from 'vitest';
import { minutesOfDay, parseTimeOfDay, stepTimeOfDay, timeFromMinutes } from '@domain/time/time-of-day';

describe('parseTimeOfDay (24-hour HH:mm; anything else is rejected)', () => {
  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    [' 23:59 ', '23:59'],
    ['00:00', '00:00'],
  ])('%s → %s', (text, time) => {
    expect(parseTimeOfDay(text)).toBe(time);
  });

  it.each(['', '24:00', '12:60', '7pm', '0830', '8:3', '12:30:00', 'ab:cd', '-1:00', '123:00'])(
    'rejects %j',
    (text) => {
      expect(parseTimeOfDay(text)).toBeNull();
    },
  );
});

describe('minutesOfDay and timeFromMinutes', () => {
  it('convert both ways', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('13:07')).toBe(787);
    expect(timeFromMinutes(787)).toBe('13:07');
    expect(timeFromMinutes(0)).toBe('00:00');
  });

  it('clamp to the day and refuse non-times', () => {
    expect(timeFromMinutes(-5)).toBe('00:00');
    expect(timeFromMinutes(1440)).toBe('23:59');
    expect(() => minutesOfDay('25:00')).toThrow(RangeError);
  });
});

describe('stepTimeOfDay', () => {
  it('steps by the given minutes either way', () => {
    expect(stepTimeOfDay('08:00', 5)).toBe('08:05');
    expect(stepTimeOfDay('08:00', -5)).toBe('07:55');
    expect(stepTimeOfDay('08:59', 1)).toBe('09:00');
    expect(stepTimeOfDay('08:15', 60)).toBe('09:15');
  });

  it('lands on the step grid first from a time off it', () => {
    expect(stepTimeOfDay('08:03', 5)).toBe('08:05');
    expect(stepTimeOfDay('08:03', -5)).toBe('08:00');
  });

  it('stays within the day (or the given bounds)', () => {
    expect(stepTimeOfDay('23:58', 5)).toBe('23:59');
    expect(stepTimeOfDay('00:02', -5)).toBe('00:00');
    expect(stepTimeOfDay('09:00', -15, '08:50', '17:00')).toBe('08:50');
    expect(stepTimeOfDay('16:55', 15, '08:50', '17:00')).toBe('17:00');
  });
});
