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

/** Today's ISO day in local time (written from the moment's own fields, as formatTimestamp writes them); '' for an invalid moment. */
export function todayIso(now: Date | number = Date.now()): string {
  const stamp = formatTimestamp(now);
  return stamp.slice(0, stamp.indexOf('T'));
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

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * True when s is a real calendar day written 'YYYY-MM-DD' (so '2026-02-31' is false). Reckoned from the
 * digits, not through dayjs: every heartbeat and job update checks its timestamps with it, and building a
 * moment for each was a visible share of the gateway's time. Years 0000–0099 stay unreal, as dayjs (whose
 * Date reads them as 1900–1999) always had them.
 */
export function isValidIsoDate(s: string): boolean {
  const [, yyyy, mm, dd] = ISO_DAY_PATTERN.exec(s) ?? [];
  if (yyyy === undefined || mm === undefined || dd === undefined) return false;
  const year = Number(yyyy);
  const month = Number(mm);
  const day = Number(dd);
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** A local 'YYYY-MM-DDTHH:mm:ss' (no zone, no fraction), as job timestamps are written. */
const LOCAL_TIMESTAMP_FIELDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

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

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Job timestamp 'YYYY-MM-DDTHH:mm:ss' in local time; '' for an invalid moment. A Date or epoch milliseconds
 * of a four-digit year is written from its own fields (what dayjs writes, without building a moment: the
 * office board writes one for every stop's ETA); a text, or another year, goes through dayjs.
 */
export function formatTimestamp(ts: DateInput): string {
  if (typeof ts === 'string') return formatMoment(ts, TIMESTAMP_FORMAT);
  const at = new Date(ts);
  const year = at.getFullYear();
  if (Number.isNaN(year)) return '';
  if (year < 1000 || year > 9999) return formatMoment(at, TIMESTAMP_FORMAT);
  return `${year}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}T${pad2(at.getHours())}:${pad2(at.getMinutes())}:${pad2(at.getSeconds())}`;
}

/** en-GB date and time, e.g. '21/11/2026 14:05'; '' for an invalid moment. */
export function formatDateTimeEnGb(ts: DateInput): string {
  return formatMoment(ts, EN_GB_DATE_TIME_FORMAT);
}

/** en-GB day, e.g. '21/11/2026'; '' for an invalid moment. */
export function formatDayEnGb(ts: DateInput): string {
  return formatMoment(ts, EN_GB_DAY_FORMAT);
}

/**
 * Time of day 'HH:mm' (24-hour); '' for an invalid moment. A job timestamp is local time, so its own digits
 * say it (a customer message is written from one at every delivery), even a time the clocks skipped that night,
 * which a moment would move on by an hour; any other moment goes through the date rules above.
 */
export function formatTimeOfDay(ts: DateInput): string {
  if (typeof ts !== 'string') return formatTimestamp(ts).slice(-8, -3);
  return isValidTimestamp(ts) ? ts.slice(11, 16) : formatMoment(ts, 'HH:mm');
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
  const fields = typeof ts === 'string' ? LOCAL_TIMESTAMP_FIELDS.exec(ts) : null;
  if (fields) {
    // What dayjs makes of these digits (the same Date constructor), without building a moment: the board
    // reads the time of each of a day's stops to put them in order.
    const [, year, month, day, hour, minute, second] = fields.map(Number);
    const ms = new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second).getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  const moment = parse(ts);
  return moment.isValid() ? moment.valueOf() : null;
}
