/**
 * Every open tab runs its own engine over the same IndexedDB. When one engine
 * changes a stored job (a save, a sync that clears requiresSync), the others
 * must show it too: this BroadcastChannel carries the job id, and each other
 * engine re-reads that job from storage. A no-op where BroadcastChannel is missing.
 */

const CHANNEL_NAME = 'doorstep-engine-jobs';

/** Announces changed job ids to the engines of other tabs and hears theirs. */
export class TabChannel {
  private readonly channel: BroadcastChannel | null;

  constructor(onJobChanged: (jobId: string) => void) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { jobId?: unknown } | null;
      if (typeof data?.jobId === 'string') onJobChanged(data.jobId);
    });
  }

  /** Tells the other tabs that this stored job changed. */
  announce(jobId: string): void {
    this.channel?.postMessage({ jobId });
  }

  /** Stops listening (engine closing). */
  close(): void {
    this.channel?.close();
  }
}
