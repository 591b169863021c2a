/**
 * A string that stands for one object for as long as it lives, for a value with no id of its own such as a chosen
 * File: as a React list key, the same file keeps its element (and what it has loaded) as others are added or
 * removed before it, where two files of the same name and time stay two; as part of a key of what was loaded for
 * it, another object is never taken for it.
 */
const keys = new WeakMap<object, string>();
let lastKey = 0;

/** The object's key, the same for as long as the object lives and never another object's. */
export function identityKey(value: object): string {
  const known = keys.get(value);
  if (known !== undefined) return known;
  lastKey += 1;
  const key = String(lastKey);
  keys.set(value, key);
  return key;
}
