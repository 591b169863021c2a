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
