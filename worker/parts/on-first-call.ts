/**
 * onFirstCall(load, name): a function whose module loads on its first call, so code that only some
 * sessions use (an admin's search, a record read once in a while) stays out of the engine's first load.
 * Every call waits for the one load; a failed load is tried again on the next call.
 */

type AnyFunction = (...args: never[]) => unknown;

/** The named export of the module `load` brings, called with the caller's arguments once it is loaded. */
export function onFirstCall<M extends Record<K, AnyFunction>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): (...args: Parameters<M[K]>) => Promise<Awaited<ReturnType<M[K]>>> {
  let loading: Promise<M> | null = null;
  return async (...args: Parameters<M[K]>): Promise<Awaited<ReturnType<M[K]>>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const fn = (await loading)[name] as (...args: Parameters<M[K]>) => Promise<Awaited<ReturnType<M[K]>>>;
    return fn(...args);
  };
}
