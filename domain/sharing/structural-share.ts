/**
 * Structural sharing for engine snapshots. Every push from the worker is a
 * fresh structured clone, so nothing in it is `===` to what the screens already
 * hold; and a day's list the engine fetched or read again is made of new
 * objects, equal or not to the ones it shows. `shareStructure(previous, next)`
 * answers `next` with every part that is
 * deep-equal to the matching part of `previous` replaced by that previous
 * object (and `previous` itself when nothing changed at all), so an unchanged
 * job, manifest or list keeps its identity and the memoised parts that hold it
 * skip their render. Arrays are matched by index, or, for records with an `id`
 * that moved (a job inserted before others), by id. Only plain data is compared
 * (what crosses Comlink: objects, arrays, primitives); anything else (a Blob, a
 * Date) is kept as it arrives unless it is the same object.
 *
 * It runs on every push (each upload progress tick: a 500-job day is some
 * 100 000 values), so it walks both trees once and allocates nothing where
 * they are equal: a new object or array is made only from the first change in it.
 */

type Plain = Record<string, unknown>;

function isPlainObject(value: object): value is Plain {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
}

/** The previous array's items by their string or number id (first one of an id wins). */
function itemsById(previous: readonly unknown[]): Map<unknown, unknown> {
  const byId = new Map<unknown, unknown>();
  for (const item of previous) {
    const id = idOf(item);
    if ((typeof id === 'string' || typeof id === 'number') && !byId.has(id)) byId.set(id, item);
  }
  return byId;
}

function shareArray(previous: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  let shared: unknown[] | null = previous.length === next.length ? null : [];
  let byId: Map<unknown, unknown> | null = null;
  for (let index = 0; index < next.length; index += 1) {
    const item = next[index];
    let before = previous[index];
    const id = idOf(item);
    if (id !== undefined && idOf(before) !== id) {
      byId ??= itemsById(previous);
      before = byId.get(id);
    }
    const kept = shareStructure(before, item);
    if (shared === null && kept !== previous[index]) shared = previous.slice(0, index);
    shared?.push(kept);
  }
  return shared ?? previous;
}

/** The values of `previous` under the keys of `next` that come before `stop` (all of them without one). */
function keptBefore(previous: Plain, next: Plain, stop?: string): Plain {
  const shared: Plain = {};
  for (const key in next) {
    if (key === stop) break;
    shared[key] = previous[key];
  }
  return shared;
}

function shareObject(previous: Plain, next: Plain): Plain {
  let shared: Plain | null = null;
  let nextKeys = 0;
  for (const key in next) {
    nextKeys += 1;
    const before = previous[key];
    const kept = shareStructure(before, next[key]);
    if (shared === null && (kept !== before || (before === undefined && !Object.hasOwn(previous, key)))) {
      shared = keptBefore(previous, next, key);
    }
    if (shared !== null) shared[key] = kept;
  }
  if (shared !== null) return shared;
  let previousKeys = 0;
  for (const key in previous) if (Object.hasOwn(previous, key)) previousKeys += 1;
  return previousKeys === nextKeys ? previous : keptBefore(previous, next);
}

/** `next`, with every part deep-equal to the matching part of `previous` replaced by that part. */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (typeof next !== 'object' || next === null || typeof previous !== 'object' || previous === null) {
    return next;
  }
  const nextIsArray = Array.isArray(next);
  if (nextIsArray !== Array.isArray(previous)) return next;
  if (nextIsArray) return shareArray(previous as unknown[], next as unknown[]) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return shareObject(previous, next) as T;
  return next;
}
