/**
 * The engine's methods over parts that exist once the database is open:
 * forward(part, method) exposes a part's own method as an engine method that
 * first waits for the parts (its signature, written once, becomes the engine's)
 * and calls `settle` before it answers, whether it succeeded or not (the state
 * cell sends the push it holds, so the caller's answer comes after its change).
 */
type Method = (...args: never[]) => Promise<unknown>;
/** The names of a part's methods that answer with a promise (what may cross Comlink as is). */
type MethodName<T> = { [M in keyof T]: T[M] extends Method ? M : never }[keyof T];

/** forward() over the parts once `ready` resolves, each method settling with `settle`. */
export function whenReady<P>(ready: Promise<P>, settle: () => void) {
  /** parts[part][method] as an engine method: same parameters, same answer. */
  return <K extends keyof P, M extends MethodName<P[K]>>(part: K, method: M): P[K][M] => {
    const call = async (...args: unknown[]): Promise<unknown> => {
      try {
        const target = (await ready)[part];
        return await (target[method] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      } finally {
        settle();
      }
    };
    return call as P[K][M];
  };
}
