/** Work the engine starts without awaiting (a fetch after login); tests wait for it with idle(). */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: (message: string) => void) {}

  /** Tracks a task; its failure is logged, never thrown. */
  run(task: Promise<void>): void {
    const tracked = task
      .catch((error: unknown) => this.log(`Background task failed: ${String(error)}`))
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves once no task is running (including tasks started meanwhile). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
