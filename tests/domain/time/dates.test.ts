import { describe, expect, it } from 'vitest';
import { dayjs } from '@domain/time/configured-dayjs';
import {
  addDays,
  formatDateTimeEnGb,
  formatDisplayDate,
  formatTimeOfDay,
  formatTimestamp,
  fromRequestDate,
  isSameDay,
  isValidIsoDate,
  isoDayOf,
  timestampMs,
  toRequestDate,
  todayIso,
} from '@domain/time/dates';

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2026, 10, 21, 14, 5, 9);

describe('todayIso and addDays', () => {
  it('gives the local ISO day of now (Date or ms)', () => {
    expect(todayIso(now)).toBe('2026-11-21');
    expect(todayIso(now.getTime())).toBe('2026-11-21');
    expect(todayIso(new Date(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01');
    expect(todayIso(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
  });

  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2026-11-21', -1)).toBe('2026-11-20');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('rejects an invalid day', () => {
    expect(() => addDays('2026-02-31', 1)).toThrow(RangeError);
    expect(() => addDays('21/11/2026', 1)).toThrow(RangeError);
  });
});

describe('request date DDMMYYYY', () => {
  it('formats an ISO day', () => {
    expect(toRequestDate('2026-11-21')).toBe('21112026');
    expect(toRequestDate('2026-01-05')).toBe('05012026');
  });

  it('throws for an invalid ISO day', () => {
    expect(() => toRequestDate('2026-13-01')).toThrow(RangeError);
  });

  it('reads back to an ISO day', () => {
    expect(fromRequestDate('21112026')).toBe('2026-11-21');
    expect(fromRequestDate('29022028')).toBe('2028-02-29');
  });

  it('rejects invalid text', () => {
    expect(fromRequestDate('31022026')).toBeNull();
    expect(fromRequestDate('29022026')).toBeNull();
    expect(fromRequestDate('32012026')).toBeNull();
    expect(fromRequestDate('01132026')).toBeNull();
    expect(fromRequestDate('2111202')).toBeNull();
    expect(fromRequestDate('21/11/2026')).toBeNull();
    expect(fromRequestDate('')).toBeNull();
    expect(fromRequestDate('abcdefgh')).toBeNull();
  });
});

describe('isValidIsoDate', () => {
  it('accepts real days only', () => {
    expect(isValidIsoDate('2026-11-21')).toBe(true);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-31')).toBe(false);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-2-3')).toBe(false);
    expect(isValidIsoDate('2026-11-21T10:00:00')).toBe(false);
    expect(isValidIsoDate('21/11/2026')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });

  it('knows the Gregorian leap years and months, and no year before 0100', () => {
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-12-31')).toBe(true);
    expect(isValidIsoDate('2026-00-10')).toBe(false);
    expect(isValidIsoDate('2026-13-10')).toBe(false);
    expect(isValidIsoDate('2026-01-00')).toBe(false);
    expect(isValidIsoDate('0099-01-01')).toBe(false);
    expect(isValidIsoDate('0100-01-01')).toBe(true);
  });
});

describe('display formats', () => {
  it("shows a day as 'ddd, DD MMM YYYY'", () => {
    expect(formatDisplayDate('2026-11-21')).toBe('Sat, 21 Nov 2026');
    expect(formatDisplayDate('2026-01-05')).toBe('Mon, 05 Jan 2026');
    expect(formatDisplayDate(now)).toBe('Sat, 21 Nov 2026');
    expect(formatDisplayDate('2026-02-31')).toBe('');
  });

  it('formats job timestamps YYYY-MM-DDTHH:mm:ss in local time', () => {
    expect(formatTimestamp(now)).toBe('2026-11-21T14:05:09');
    expect(formatTimestamp(now.getTime())).toBe('2026-11-21T14:05:09');
    expect(formatTimestamp(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02T03:04:05');
    expect(formatTimestamp(Number.NaN)).toBe('');
  });

  it('writes a moment from its own fields as dayjs writes it, in every year', () => {
    const moments = [
      new Date(2024, 1, 29, 23, 59, 59),
      new Date(1999, 11, 31, 0, 0, 0),
      new Date(9999, 11, 31, 23, 59, 59),
      new Date(1000, 0, 1, 0, 0, 0),
      new Date(999, 11, 31, 12, 0, 0),
      new Date(10000, 0, 1, 0, 0, 0),
    ];
    for (const at of moments) {
      expect(todayIso(at)).toBe(dayjs(at).format('YYYY-MM-DD'));
      expect(formatTimeOfDay(at.getTime())).toBe(dayjs(at).format('HH:mm'));
      expect(formatTimestamp(at)).toBe(dayjs(at).format('YYYY-MM-DDTHH:mm:ss'));
      expect(formatTimestamp(at.getTime())).toBe(dayjs(at).format('YYYY-MM-DDTHH:mm:ss'));
    }
    expect(formatTimestamp('2026-01-02T03:04:05')).toBe('2026-01-02T03:04:05');
    expect(formatTimestamp(new Date(Number.NaN))).toBe('');
  });

  it('shows date-times en-GB (day first, 24-hour)', () => {
    expect(formatDateTimeEnGb(now)).toBe('21/11/2026 14:05');
    expect(formatDateTimeEnGb('2026-01-02T09:07:00')).toBe('02/01/2026 09:07');
    expect(formatDateTimeEnGb('not a date')).toBe('');
  });

  it('shows the time of day HH:mm', () => {
    expect(formatTimeOfDay(now)).toBe('14:05');
    expect(formatTimeOfDay('2026-11-21T07:30:00')).toBe('07:30');
    expect(formatTimeOfDay('')).toBe('');
    expect(formatTimeOfDay(Number.NaN)).toBe('');
    // A moment written with its offset is shown in local time, as dayjs reads it (not its digits, whatever
    // the machine's zone: no zone is five hours and a quarter ahead of itself).
    const offset = '2026-11-21T07:30:00+05:15';
    expect(formatTimeOfDay(offset)).toBe(dayjs(offset).format('HH:mm'));
    expect(formatTimeOfDay(offset)).not.toBe('07:30');
    // Not a job timestamp (hour 24): read as dayjs reads it, the next day's midnight, not from its digits.
    expect(formatTimeOfDay('2026-11-21T24:00:00')).toBe('00:00');
  });
});

describe('isSameDay, isoDayOf and timestampMs', () => {
  it('reads a job timestamp as the moment dayjs reads, rolled-over and two-digit years alike', () => {
    const texts = [
      '2026-11-21T08:00:00',
      '2028-02-29T23:59:59',
      '2026-02-31T10:00:00',
      '2026-13-01T00:00:00',
      '2026-11-21T24:00:00',
      '0050-06-01T12:00:00',
      '9999-12-31T23:59:59',
    ];
    for (const text of texts) expect(timestampMs(text)).toBe(dayjs(text).valueOf());
    expect(timestampMs('2026-11-21T08:00:00')).toBe(new Date(2026, 10, 21, 8).getTime());
    expect(timestampMs('2026-11-21T08:00:00Z')).toBe(Date.UTC(2026, 10, 21, 8));
    expect(timestampMs('nonsense')).toBeNull();
  });

  it('compares a moment with an ISO day', () => {
    expect(isSameDay('2026-11-21T00:00:00', '2026-11-21')).toBe(true);
    expect(isSameDay('2026-11-21T23:59:59', '2026-11-21')).toBe(true);
    expect(isSameDay('2026-11-22T00:00:00', '2026-11-21')).toBe(false);
    expect(isSameDay(now, '2026-11-21')).toBe(true);
    expect(isSameDay('rubbish', '2026-11-21')).toBe(false);
  });

  it('reads days and epoch ms of moments', () => {
    expect(isoDayOf('2026-11-21T08:00:00')).toBe('2026-11-21');
    expect(isoDayOf('nope')).toBeNull();
    expect(timestampMs('2026-11-21T14:05:09')).toBe(now.getTime());
    expect(timestampMs('2026-11-21T14:05:09Z')).toBe(Date.UTC(2026, 10, 21, 14, 5, 9));
    expect(timestampMs('08:00')).toBeNull();
  });
});
