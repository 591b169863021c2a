/**
 * Tiny readers for untrusted JSON and form input: each either answers a typed
 * value or throws a 400 ApiError naming the offending field.
 */
import { isValidTimestamp } from '@domain/time/dates';
import { MEDIA_LINK_MAX_CHARS, isMediaLink } from '@domain/photos/media-links';
import { badRequest } from './api-error';

/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;

/** True for a non-null, non-array object. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object, else 400 "{path} must be an object". */
export function expectObject(value: unknown, path: string): JsonObject {
  if (!isJsonObject(value)) throw badRequest(`${path} must be an object`);
  return value;
}

/** The value as an array, else 400. */
export function expectArray(value: unknown, path: string, maxItems = 1000): unknown[] {
  if (!Array.isArray(value)) throw badRequest(`${path} must be an array`);
  if (value.length > maxItems) throw badRequest(`${path} must have at most ${maxItems} items`);
  return value;
}

/** A non-empty string of at most max characters, else 400. */
export function expectString(value: unknown, path: string, max = 1000): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${path} is required`);
  if (value.length > max) throw badRequest(`${path} must be at most ${max} characters`);
  return value;
}

/** An optional string (absent → undefined, null allowed when nullable). */
export function optionalString(
  value: unknown,
  path: string,
  options: { max?: number; nullable?: boolean } = {},
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null && options.nullable) return null;
  if (typeof value !== 'string') throw badRequest(`${path} must be text`);
  const max = options.max ?? 1000;
  if (value.length > max) throw badRequest(`${path} must be at most ${max} characters`);
  return value;
}

/** A job timestamp 'YYYY-MM-DDTHH:mm:ss' naming a real moment (product rules 5.8 and 9.9), else 400. */
export function expectTimestamp(value: unknown, path: string): string {
  if (typeof value !== 'string' || !isValidTimestamp(value)) {
    throw badRequest(`${path} must be a real date and time written YYYY-MM-DDTHH:mm:ss`);
  }
  return value;
}

/** An optional job timestamp (absent → undefined, null allowed when nullable). */
export function optionalTimestamp(
  value: unknown,
  path: string,
  options: { nullable?: boolean } = {},
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null && options.nullable) return null;
  return expectTimestamp(value, path);
}

/** An http(s) link of at most 2000 characters (an uploaded photo's location), else 400. */
export function expectMediaLink(value: unknown, path: string): string {
  if (typeof value !== 'string' || !isMediaLink(value)) {
    throw badRequest(`${path} must be an http or https link of at most ${MEDIA_LINK_MAX_CHARS} characters`);
  }
  return value;
}

/** One of the allowed texts, else 400 naming them ('must be "a", "b" or "c"'). */
export function expectOneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) {
    const quoted = allowed.map((option) => `"${option}"`);
    const last = quoted.pop() ?? '';
    throw badRequest(`${path} must be ${quoted.length > 0 ? `${quoted.join(', ')} or ${last}` : last}`);
  }
  return found;
}

/** A whole number in [min, max] (numeric strings accepted when lenient), else 400. */
export function expectInteger(
  value: unknown,
  path: string,
  range: { min?: number; max?: number; lenient?: boolean } = {},
): number {
  const n =
    range.lenient && typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  const min = range.min ?? Number.MIN_SAFE_INTEGER;
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`${path} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** An optional whole number; null allowed when nullable. */
export function optionalInteger(
  value: unknown,
  path: string,
  range: { min?: number; max?: number; nullable?: boolean; lenient?: boolean } = {},
): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null && range.nullable) return null;
  return expectInteger(value, path, range);
}

/** A finite number in [min, max], else 400. */
export function expectNumber(value: unknown, path: string, range: { min: number; max: number }): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < range.min || value > range.max) {
    throw badRequest(`${path} must be a number from ${range.min} to ${range.max}`);
  }
  return value;
}

/** An optional boolean, else 400. */
export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${path} must be true or false`);
  return value;
}

/** A string or number id (as given), else 400. */
export function expectId(value: unknown, path: string): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return expectString(value, path, 200);
}

/** The object without its undefined-valued keys (so absent fields stay absent when merged). */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
