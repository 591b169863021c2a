/**
 * Type guards over the engine's answer readers (worker/jobs/answer-fields.ts) for the record's answer, which
 * is checked whole rather than read field by field (never trusted as typed).
 */
import { fieldsOf, finite, text } from '../jobs/answer-fields';

/** A plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return fieldsOf(value) !== undefined;
}

/** A string or null. */
export function isTextOrNull(value: unknown): value is string | null {
  return value === null || text(value) !== undefined;
}

/** An array of strings. */
export function isTextList(value: unknown): value is string[] {
  return isListOf(value, (entry): entry is string => text(entry) !== undefined);
}

/** A finite number. */
export function isNumber(value: unknown): value is number {
  return finite(value) !== undefined;
}

/** Every named field of the object is a string. */
export function hasTexts(value: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.every((field) => text(value[field]) !== undefined);
}

/** An array whose every entry passes the check. */
export function isListOf<T>(value: unknown, check: (entry: unknown) => entry is T): value is T[] {
  return Array.isArray(value) && value.every((entry) => check(entry));
}
