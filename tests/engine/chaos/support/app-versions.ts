/**
 * App updates in a chaos run: each generation is a new app version, and the
 * versions build a call's body differently (every other one writes the JSON
 * keys in reverse order: the same change, other bytes). Only the engine of the
 * running version builds; one that replays what an older version froze sends
 * the old bytes, and the gateway answers a repeat from its idempotency store.
 * The chaos test wires `buildsOf` into the outbox's request builder.
 */

/** The version the phone runs (set when an engine boots; one engine runs at a time). */
export const runningApp = { generation: 0 };

/** The app version string of a generation. */
export function appVersionOf(generation: number): string {
  return `7.${String(1 + generation)}.0-chaos`;
}

/** The value with its object keys reversed, all the way down. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  );
}

/** A JSON body as the running version writes it. */
export function bodyOfRunningVersion(body: string): string {
  return runningApp.generation % 2 === 0 ? body : JSON.stringify(reversedKeys(JSON.parse(body)));
}
