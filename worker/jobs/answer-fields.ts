/**
 * Tiny readers for the gateway's answers: each gives a value in the app's
 * shape, or undefined when it is absent or of another type. `record` reads an
 * object field by field, so one shape says what the engine takes from an answer.
 */

/** Reads one value; undefined when it cannot be read. */
export type Reader<T> = (value: unknown) => T | undefined;

/** A JSON object's fields. */
export type Fields = Record<string, unknown>;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;

/** A reader for every field of T: required ones must read, optional ones are dropped when they do not. */
export interface Shape<T> {
  required: { [K in RequiredKeys<T>]: Reader<T[K]> };
  optional: { [K in OptionalKeys<T>]-?: Reader<Exclude<T[K], undefined>> };
}

/** The value as an object's fields (not an array, not null). */
export const fieldsOf: Reader<Fields> = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;

/** Any text. */
export const text: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);

/** Text with something in it besides white space. */
export const someText: Reader<string> = (value) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A finite number. */
export const finite: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A whole number. */
export const whole: Reader<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

/** true or false. */
export const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** One of the allowed values. */
export function oneOf<T extends string | number>(allowed: readonly T[]): Reader<T> {
  return (value) => allowed.find((option) => option === value);
}

/** null, or what the reader reads. */
export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : read(value));
}

/** What the first reader reads, else what the second does. */
export function either<A, B>(first: Reader<A>, second: Reader<B>): Reader<A | B> {
  return (value) => first(value) ?? second(value);
}

/** What the reader reads, else the fallback (never unreadable). */
export function orElse<T>(read: Reader<T>, fallback: T): (value: unknown) => T {
  return (value) => read(value) ?? fallback;
}

/** The readable items of a list (none when it is not a list). */
export function someOf<T>(read: Reader<T>): (value: unknown) => T[] {
  return (value) => (Array.isArray(value) ? value.flatMap((item) => readList(read, item)) : []);
}

/** A list whose every item reads; unreadable when it is not a list or any item is not. */
export function allOf<T>(read: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items = value.flatMap((item) => readList(read, item));
    return items.length === value.length ? items : undefined;
  };
}

/** The readable items of a list; unreadable when it is not a list, or nothing in a non-empty one reads. */
export function listOf<T>(read: Reader<T>): Reader<T[]> {
  return (value) => {
    const items = someOf(read)(value);
    return Array.isArray(value) && (items.length > 0 || value.length === 0) ? items : undefined;
  };
}

/** The item as a list of one when it reads, else none (for flatMap). */
function readList<T>(read: Reader<T>, item: unknown): T[] {
  const value = read(item);
  return value === undefined ? [] : [value];
}

/**
 * An object read by its shape: unreadable when a required field does not read;
 * an optional field that does not read is left out; other fields are kept as given.
 */
export function record<T>(shape: Shape<T>): Reader<T> {
  const required = Object.entries<Reader<unknown>>(shape.required);
  const optional = Object.entries<Reader<unknown>>(shape.optional);
  return (value) => {
    const fields = fieldsOf(value);
    if (fields === undefined) return undefined;
    const read: Fields = { ...fields };
    for (const [key, reader] of required) {
      const field = reader(fields[key]);
      if (field === undefined) return undefined;
      read[key] = field;
    }
    for (const [key, reader] of optional) {
      if (!Object.hasOwn(fields, key)) continue;
      const field = reader(fields[key]);
      if (field === undefined) delete read[key];
      else read[key] = field;
    }
    return read as T;
  };
}
