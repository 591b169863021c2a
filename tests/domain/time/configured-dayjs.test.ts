import { describe, expect, it } from 'vitest';
import { EN_GB_DATE_TIME_FORMAT, EN_GB_DAY_FORMAT, dayjs, strictDay } from '@domain/time/configured-dayjs';

describe('configured dayjs', () => {
  it('makes real days strictly and refuses days that do not exist', () => {
    expect(strictDay('2026', '11', '21').format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(strictDay('2028', '02', '29').isValid()).toBe(true);
    for (const [year, month, day] of [
      ['2026', '02', '31'],
      ['2026', '02', '29'],
      ['2026', '13', '01'],
      ['2026', '00', '10'],
      ['2026', '11', '00'],
      ['', '', ''],
    ] as const) {
      expect(strictDay(year, month, day).isValid(), `${year}-${month}-${day}`).toBe(false);
    }
  });

  it('makes the local day, not the UTC one', () => {
    const day = strictDay('2026', '11', '21');
    expect([day.hour(), day.minute()]).toEqual([0, 0]);
    expect(day.toDate().getDate()).toBe(21);
  });

  it('writes en-GB days and times with English names and no locale loaded', () => {
    const moment = dayjs(new Date(2026, 10, 21, 14, 5));
    expect(moment.format(EN_GB_DAY_FORMAT)).toBe('21/11/2026');
    expect(moment.format(EN_GB_DATE_TIME_FORMAT)).toBe('21/11/2026 14:05');
    expect(moment.format('ddd, DD MMM YYYY')).toBe('Sat, 21 Nov 2026');
    expect(dayjs.locale()).toBe('en');
  });
});
