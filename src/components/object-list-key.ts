/**
 * A React list key for a value with no id of its own, such as a chosen File: the same object keeps its key as
 * others are added or removed before it, so its element (and what it has loaded) stays; two files of the same name
 * and time are two keys. Reading nothing of the value, it also costs no File metadata lookup.
 */
const keys = new WeakMap<object, string>();
let lastKey = 0;

/** The value's key, the same for as long as the value lives. */
export function objectListKey(value: object): string {
  const known = keys.get(value);
  if (known !== undefined) return known;
  lastKey += 1;
  const key = String(lastKey);
  keys.set(value, key);
  return key;
}
