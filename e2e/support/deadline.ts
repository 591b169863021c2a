/**
 * A step that must end within a time: a browser that stops answering (a DevTools command sent to a
 * service worker that is going away never answers) fails the run at once with what hung, instead of
 * holding every later step until the test's own timeout.
 */
export async function within<T>(step: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * True when the step ended within the time, false when it had not (it goes on, and a later failure of
 * it is ignored); a step that fails in time throws. For a browser command that may go unanswered.
 */
export async function settlesWithin(step: Promise<unknown>, ms: number): Promise<boolean> {
  step.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([step.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
