/**
 * dayjs as the customer messages and the gateway use it: the core alone, its default English names
 * ('Sat', 'Nov') and explicit en-GB patterns. No plugin or locale, and strict day parsing needs none
 * (strictDay below). The date rules themselves (dates.ts) use the platform's Date, so the page and the
 * engine load no date library.
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { ISO_DAY_FORMAT } from '../app/constants';

export { EN_GB_DATE_TIME_FORMAT, EN_GB_DAY_FORMAT } from './en-gb-formats';

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
