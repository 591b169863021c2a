/** How a chaos run reports what went wrong: a failure naming the broken promise, and a guard against hangs. */

/** A broken invariant or an unexpected answer in a chaos run. */
export class ChaosFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChaosFailure';
  }
}

/** Throws a ChaosFailure with the message when the condition does not hold. */
export function ensure(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new ChaosFailure(message());
}

/** The promise's value, or a ChaosFailure naming what hung (read when it did) once `ms` (real time) have passed. */
export async function settleWithin<T>(
  promise: Promise<T>,
  ms: number,
  what: string | (() => string),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const named = () => (typeof what === 'string' ? what : what());
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChaosFailure(`${named()} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, hung]);
  } finally {
    clearTimeout(timer);
  }
}
