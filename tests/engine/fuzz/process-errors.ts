/** Collects uncaught exceptions and unhandled rejections while a fuzz file runs. */

/** What escaped, and a way to stop listening. */
export interface ProcessErrors {
  readonly caught: unknown[];
  /** Waits a turn of the event loop (rejections are reported after it), then gives what escaped and forgets it. */
  take(): Promise<unknown[]>;
  stop(): void;
}

/** Starts listening. */
export function watchProcessErrors(): ProcessErrors {
  const caught: unknown[] = [];
  const onError = (error: unknown) => caught.push(error);
  process.on('unhandledRejection', onError);
  process.on('uncaughtException', onError);
  return {
    caught,
    async take() {
      await new Promise((resolve) => setImmediate(resolve));
      return caught.splice(0);
    },
    stop() {
      process.off('unhandledRejection', onError);
      process.off('uncaughtException', onError);
    },
  };
}
