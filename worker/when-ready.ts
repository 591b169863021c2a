/**
 * The engine's methods over parts that exist once the database is open: each
 * call waits for the parts, then runs. forward() exposes a part's own method
 * (its signature, written once, becomes the engine's); runOn() a function of a part.
 */
type Method = (...args: never[]) => Promise<unknown>;
/** The names of a part's methods that answer with a promise (what may cross Comlink as is). */
type MethodName<T> = { [M in keyof T]: T[M] extends Method ? M : never }[keyof T];

/** forward() and runOn() over the parts once `ready` resolves. */
export function whenReady<P>(ready: Promise<P>) {
  return {
    /** parts[part][method] as an engine method: same parameters, same answer. */
    forward: <K extends keyof P, M extends MethodName<P[K]>>(part: K, method: M): P[K][M] => {
      const call = async (...args: unknown[]): Promise<unknown> => {
        const target = (await ready)[part];
        return (target[method] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
      return call as P[K][M];
    },
    /** fn(parts[part], ...args) as an engine method of ...args. */
    runOn:
      <K extends keyof P, A extends unknown[], R>(part: K, fn: (on: P[K], ...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> =>
        fn((await ready)[part], ...args),
  };
}
