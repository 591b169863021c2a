/**
 * dayjs as the date rules use it: the core alone, its default English names
 * ('Sat', 'Nov') and explicit en-GB patterns. No plugin or locale: each is
 * weight on the first load, and strict day parsing needs none
 * (strictDay below).
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { ISO_DAY_FORMAT } from '../app/constants';

/** en-GB day, as dates show in the UK (product rule 1.5): '21/11/2026'. */
export const EN_GB_DAY_FORMAT = 'DD/MM/YYYY';

/** en-GB day and 24-hour time: '21/11/2026 14:05'. */
export const EN_GB_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * The local day of these digits, or an invalid Dayjs when they name no real
 * day ('2026-02-31'): dayjs rolls such a day over, so the day it made must
 * write back the same digits.
 */
export function strictDay(year: string, month: string, day: string): Dayjs {
  const iso = `${year}-${month}-${day}`;
  const parsed = dayjs(iso);
  return parsed.isValid() && parsed.format(ISO_DAY_FORMAT) === iso ? parsed : dayjs(Number.NaN);
}

export { dayjs };
export type { Dayjs };
