/**
 * The background-sync backstop (architecture rule 5): captures copy the outbox into
 * the queue, replays send it; one at a time, each on its own short-lived
 * connection to the app's database. What a replay delivered is not copied
 * again while the engine has yet to confirm it. After a replay the open pages hear which
 * keys went through, so their engine confirms them. With Background Sync a
 * replay that leaves items queued fails, so the browser tries again later;
 * without it, replays run at service-worker start and when the app opens.
 */
import type { EngineStorage } from '@worker-shared/db/storage';
import { SerialQueue } from '@worker-shared/serial-queue';
import { captureOutbox } from './backstop-capture';
import type { CaptureReport } from './backstop-capture';
import { replayItems } from './backstop-replay';
import type { ReplayReport } from './backstop-replay';
import type { ItemQueue } from './item-queue';
import type { ReplayClient } from './replay-client';

/** The backstop's deps. */
export interface BackstopDeps {
  /** Builds the queue; onSync is what a sync event (or the fallback at start) runs. */
  createQueue(onSync: () => Promise<void>): ItemQueue;
  openStorage(): Promise<EngineStorage>;
  client(storage: EngineStorage): Promise<ReplayClient>;
  /** Tells open pages which keys the gateway accepted. */
  notify(idempotencyKeys: string[]): Promise<void>;
  /** True where the browser has Background Sync (and so retries a failed replay itself). */
  hasBackgroundSync: boolean;
  log: (message: string) => void;
}

/** Capture and replay, serialised. */
export class Backstop {
  private readonly serial = new SerialQueue();
  private readonly queue: ItemQueue;
  /** Keys the backstop delivered that the engine has not confirmed yet (kept out of captures). */
  private readonly delivered = new Set<string>();

  constructor(private readonly deps: BackstopDeps) {
    this.queue = deps.createQueue(() => this.onSync());
  }

  /** Copies the outbox into the queue. */
  capture(): Promise<CaptureReport> {
    return this.serial.run(() =>
      this.withStorage((storage) => captureOutbox(this.queue, storage, this.delivered)),
    );
  }

  /** Replays the queue and reports the accepted keys to open pages; rejects while items remain (Background Sync retries). */
  async replay(): Promise<ReplayReport> {
    const { deps } = this;
    const report = await this.serial.run(() =>
      this.withStorage(async (storage) => {
        const client = await deps.client(storage);
        return replayItems({
          queue: this.queue,
          storage,
          owner: client.login?.userName ?? null,
          send: (call) => client.send(call),
          log: deps.log,
        });
      }),
    );
    for (const key of report.sent) this.delivered.add(key);
    if (report.sent.length > 0) await deps.notify(report.sent);
    if (report.kept > 0 && deps.hasBackgroundSync) {
      throw new Error(`${report.kept} queued update(s) wait for another background sync`);
    }
    return report;
  }

  private async onSync(): Promise<void> {
    try {
      await this.replay();
    } catch (error) {
      this.deps.log(`Background sync replay: ${String(error)}`);
      if (this.deps.hasBackgroundSync) throw error;
    }
  }

  private async withStorage<T>(work: (storage: EngineStorage) => Promise<T>): Promise<T> {
    const storage = await this.deps.openStorage();
    try {
      return await work(storage);
    } finally {
      storage.close();
    }
  }
}
