/** Small structural checks for answers read from the gateway (never trusted as typed). */

/** A plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string or null. */
export function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** An array of strings. */
export function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** A finite number. */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Every named field of the object is a string. */
export function hasTexts(value: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.every((field) => typeof value[field] === 'string');
}

/** An array whose every entry passes the check. */
export function isListOf<T>(value: unknown, check: (entry: unknown) => entry is T): value is T[] {
  return Array.isArray(value) && value.every((entry) => check(entry));
}
