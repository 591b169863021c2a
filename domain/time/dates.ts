/**
 * Product rule 9.9: date formats. Days are ISO strings 'YYYY-MM-DD'; times are read and
 * written in the device's local time zone, as the drivers see them.
 */
import { EN_GB_DATE_TIME_FORMAT, EN_GB_DAY_FORMAT, dayjs, strictDay } from './configured-dayjs';
import type { Dayjs } from './configured-dayjs';
import { DISPLAY_DATE_FORMAT, ISO_DAY_FORMAT, REQUEST_DATE_FORMAT, TIMESTAMP_FORMAT } from '../app/constants';

/** A moment: a Date, epoch milliseconds, or an ISO 8601 text (local time when no offset is given). */
export type DateInput = Date | number | string;

function parse(ts: DateInput): Dayjs {
  return dayjs(ts);
}

/** The moment written in this format; '' for an invalid moment. */
function formatMoment(ts: DateInput, format: string): string {
  const moment = parse(ts);
  return moment.isValid() ? moment.format(format) : '';
}

const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const REQUEST_DATE_PATTERN = /^(\d{2})(\d{2})(\d{4})$/;

function parseIsoDay(iso: string): Dayjs {
  const [, year = '', month = '', day = ''] = ISO_DAY_PATTERN.exec(iso) ?? [];
  return strictDay(year, month, day);
}

function requireIsoDay(iso: string): Dayjs {
  const day = parseIsoDay(iso);
  if (!day.isValid()) throw new RangeError(`Not an ISO day (YYYY-MM-DD): ${iso}`);
  return day;
}

/** Today's ISO day in local time. */
export function todayIso(now: Date | number = Date.now()): string {
  return dayjs(now).format(ISO_DAY_FORMAT);
}

/** The ISO day n days after (or before, for negative n) the given ISO day. Throws on invalid input. */
export function addDays(iso: string, n: number): string {
  return requireIsoDay(iso).add(n, 'day').format(ISO_DAY_FORMAT);
}

/** The ISO day as the API's request date DDMMYYYY. Throws on invalid input. */
export function toRequestDate(iso: string): string {
  return requireIsoDay(iso).format(REQUEST_DATE_FORMAT);
}

/** The ISO day of a DDMMYYYY request date, or null when the text is not a real date. */
export function fromRequestDate(ddmmyyyy: string): string | null {
  const [, dd = '', mm = '', yyyy = ''] = REQUEST_DATE_PATTERN.exec(ddmmyyyy) ?? [];
  const day = strictDay(yyyy, mm, dd);
  return day.isValid() ? day.format(ISO_DAY_FORMAT) : null;
}

/** True when s is a real calendar day written 'YYYY-MM-DD' (so '2026-02-31' is false). */
export function isValidIsoDate(s: string): boolean {
  return parseIsoDay(s).isValid();
}

const TIMESTAMP_PATTERN = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * True when s is a job timestamp 'YYYY-MM-DDTHH:mm:ss' (TIMESTAMP_FORMAT, what
 * formatTimestamp writes) naming a real moment: a real calendar day and a real
 * time of day. Read without a time zone, so the gateway's zone never matters.
 */
export function isValidTimestamp(s: string): boolean {
  const day = TIMESTAMP_PATTERN.exec(s)?.[1];
  return day !== undefined && isValidIsoDate(day);
}

/** 'ddd, DD MMM YYYY' in en-GB, e.g. 'Sat, 21 Nov 2026'; '' for an invalid day. */
export function formatDisplayDate(iso: DateInput): string {
  const day = typeof iso === 'string' && iso.length === 10 ? parseIsoDay(iso) : parse(iso);
  return day.isValid() ? day.format(DISPLAY_DATE_FORMAT) : '';
}

/** Job timestamp 'YYYY-MM-DDTHH:mm:ss' in local time; '' for an invalid moment. */
export function formatTimestamp(ts: DateInput): string {
  return formatMoment(ts, TIMESTAMP_FORMAT);
}

/** en-GB date and time, e.g. '21/11/2026 14:05'; '' for an invalid moment. */
export function formatDateTimeEnGb(ts: DateInput): string {
  return formatMoment(ts, EN_GB_DATE_TIME_FORMAT);
}

/** en-GB day, e.g. '21/11/2026'; '' for an invalid moment. */
export function formatDayEnGb(ts: DateInput): string {
  return formatMoment(ts, EN_GB_DAY_FORMAT);
}

/** Time of day 'HH:mm' (24-hour); '' for an invalid moment. */
export function formatTimeOfDay(ts: DateInput): string {
  return formatMoment(ts, 'HH:mm');
}

/** The local ISO day of a moment, or null when it is not a valid moment. */
export function isoDayOf(ts: DateInput): string | null {
  const moment = parse(ts);
  return moment.isValid() ? moment.format(ISO_DAY_FORMAT) : null;
}

/** True when the moment falls on the given ISO day (local time). */
export function isSameDay(ts: DateInput, iso: string): boolean {
  return isoDayOf(ts) === iso;
}

/** Epoch milliseconds of a moment, or null when it is not a valid moment. */
export function timestampMs(ts: DateInput): number | null {
  const moment = parse(ts);
  return moment.isValid() ? moment.valueOf() : null;
}
