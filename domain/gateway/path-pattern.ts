/**
 * A gateway path with named parameters, declared once for both sides: the
 * gateway routes its `pattern` ('/orders/:jobNumber/notes', Hono's syntax) and
 * the app calls the same value as a function to build a path
 * (notes('J 1') → '/orders/J%201/notes'), so the two cannot drift.
 */

/** One text per parameter of a pattern, in order: '/a/:x/b/:y' → [string, string]. */
type ParamValues<T extends string> = T extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : T extends `${string}:${string}`
    ? [string]
    : [];

/** A path builder (each value URI-encoded into its place) that carries its route pattern. */
export type PathWithParams<T extends string> = ((...values: ParamValues<T>) => string) & { pattern: T };

const PARAM = /:[A-Za-z]\w*/g;

/** The builder of `pattern`'s paths, with the pattern itself as `.pattern`. */
export function pathWithParams<const T extends string>(pattern: T): PathWithParams<T> {
  const build = (...values: ParamValues<T>): string => {
    const texts: readonly string[] = values;
    let next = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(texts[next++] ?? ''));
  };
  return Object.assign(build, { pattern });
}
