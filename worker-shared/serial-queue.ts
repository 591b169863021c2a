/**
 * Runs tasks one after another. The engine writes jobs and publishes them
 * through one queue (fetched lists, saves, sync completions), so a slower
 * writer can never publish an older copy of a job over a newer one.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs the task after every task queued before it; its result or error is passed on. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
