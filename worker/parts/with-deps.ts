/**
 * withDeps(deps, functions): a part made of free functions that each take
 * their deps first (`editReport(deps, jobId, edit)`), given those deps once.
 * The part's methods are the functions as they are, minus the deps argument,
 * so a function is written once and needs no class that only calls it.
 */

/** The functions of F with their first argument, the deps D, already given. */
export type WithDeps<D, F> = {
  [K in keyof F]: F[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** The functions in `functions`, each called with `deps` before its own arguments. */
export function withDeps<D, F extends Record<string, (deps: D, ...args: never[]) => unknown>>(
  deps: D,
  functions: F,
): WithDeps<D, F> {
  const entries = Object.entries(functions).map(([name, fn]) => {
    const call = fn as (deps: D, ...args: unknown[]) => unknown;
    return [name, (...args: unknown[]) => call(deps, ...args)] as const;
  });
  return Object.fromEntries(entries) as WithDeps<D, F>;
}
