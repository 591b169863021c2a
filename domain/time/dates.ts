/**
 * Product rule 9.9: date formats. Days are ISO strings 'YYYY-MM-DD'; times are read and
 * written in the device's local time zone, as the drivers see them.
 */
import { DISPLAY_DATE_FORMAT, ISO_DAY_FORMAT, REQUEST_DATE_FORMAT, TIMESTAMP_FORMAT } from '../app/constants';
import { EN_GB_DATE_TIME_FORMAT, EN_GB_DAY_FORMAT } from './en-gb-formats';
import { isValidMoment, readMoment, writeMoment } from './local-moment';
import type { DateInput } from './local-moment';

export type { DateInput };

/** The moment written in this format; '' for an invalid moment. */
function formatMoment(ts: DateInput, format: string): string {
  const moment = readMoment(ts);
  return isValidMoment(moment) ? writeMoment(moment, format) : '';
}

/**
 * The local day of these digits, or an invalid Date when they name no real day ('2026-02-31'): Date
 * rolls such a day over, so the day it made must write back the same digits.
 */
function strictDay(year: string, month: string, day: string): Date {
  const iso = `${year}-${month}-${day}`;
  const parsed = readMoment(iso);
  return isValidMoment(parsed) && writeMoment(parsed, ISO_DAY_FORMAT) === iso ? parsed : new Date(Number.NaN);
}

const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const REQUEST_DATE_PATTERN = /^(\d{2})(\d{2})(\d{4})$/;

function parseIsoDay(iso: string): Date {
  const [, year = '', month = '', day = ''] = ISO_DAY_PATTERN.exec(iso) ?? [];
  return strictDay(year, month, day);
}

function requireIsoDay(iso: string): Date {
  const day = parseIsoDay(iso);
  if (!isValidMoment(day)) throw new RangeError(`Not an ISO day (YYYY-MM-DD): ${iso}`);
  return day;
}

/** Today's ISO day in local time. */
export function todayIso(now: Date | number = Date.now()): string {
  return writeMoment(readMoment(now), ISO_DAY_FORMAT);
}

/** The ISO day n days after (or before, for negative n) the given ISO day. Throws on invalid input. */
export function addDays(iso: string, n: number): string {
  const day = requireIsoDay(iso);
  day.setDate(day.getDate() + Math.round(n));
  return writeMoment(day, ISO_DAY_FORMAT);
}

/** The ISO day as the API's request date DDMMYYYY. Throws on invalid input. */
export function toRequestDate(iso: string): string {
  return writeMoment(requireIsoDay(iso), REQUEST_DATE_FORMAT);
}

/** The ISO day of a DDMMYYYY request date, or null when the text is not a real date. */
export function fromRequestDate(ddmmyyyy: string): string | null {
  const [, dd = '', mm = '', yyyy = ''] = REQUEST_DATE_PATTERN.exec(ddmmyyyy) ?? [];
  const day = strictDay(yyyy, mm, dd);
  return isValidMoment(day) ? writeMoment(day, ISO_DAY_FORMAT) : null;
}

/** True when s is a real calendar day written 'YYYY-MM-DD' (so '2026-02-31' is false). */
export function isValidIsoDate(s: string): boolean {
  return isValidMoment(parseIsoDay(s));
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
  const day = typeof iso === 'string' && iso.length === 10 ? parseIsoDay(iso) : readMoment(iso);
  return isValidMoment(day) ? writeMoment(day, DISPLAY_DATE_FORMAT) : '';
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
  const moment = readMoment(ts);
  return isValidMoment(moment) ? writeMoment(moment, ISO_DAY_FORMAT) : null;
}

/** True when the moment falls on the given ISO day (local time). */
export function isSameDay(ts: DateInput, iso: string): boolean {
  return isoDayOf(ts) === iso;
}

/** Epoch milliseconds of a moment, or null when it is not a valid moment. */
export function timestampMs(ts: DateInput): number | null {
  const moment = readMoment(ts);
  return isValidMoment(moment) ? moment.getTime() : null;
}
