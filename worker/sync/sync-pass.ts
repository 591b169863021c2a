/**
 * The sync pass (DESIGN rule 4, spec §4 Sync): one pass at a time; a trigger
 * during a pass joins it, and the pass runs once more before it ends so the
 * trigger's work is covered. It only sends the logged-in user's work, with
 * that user's token.
 *
 *   save · online · app start · syncNow · timer
 *                 │ trigger()
 *                 ▼
 *   pass running? ──yes──▶ join it (it runs once more)
 *        │ no
 *        ▼
 *   nobody logged in, or offline ─────────────────────────────▶ status ──┐
 *        │                                                              │
 *        ▼                                                              │
 *   upload the user's `up` photos ──ok──▶ `down` + location             │
 *   (risk assessment: image API;  └fail─▶ logged, stays `up`            │
 *    others: object store; progress in the status, ≥ 250 ms apart)      │
 *        ▼                                                              │
 *   send the user's outbox entries in order (per job lane)              │
 *        ├ photos still `up` ──────▶ entry waits                        │
 *        ├ accepted ───────────────▶ entry removed, requiresSync false  │
 *        ├ error / Error answer ───▶ entry kept, attempts + 1 → stuck   │
 *        ├ network failure ────────▶ entry kept, pass stops             │
 *        └ login expired ──────────▶ pass stops, outbox kept            │
 *        ▼                                                              │
 *   rerun asked? ──yes──▶ back to the top                               │
 *        │ no                                                           ▼
 *   work waits (online, logged in) ──▶ timer 5 s, 10 s … 5 min ──▶ trigger()
 *   nothing waits ───────────────────▶ backoff reset, no timer
 */
import type { Job } from '../../src/domain/job/job';
import { hasPendingWork } from '../../src/domain/sync/pending-work';
import type { ApiRequest } from '../../worker-shared/api/api-client';
import type { ApiResult } from '../../worker-shared/api/api-result';
import type { EngineStorage } from '../../worker-shared/db/storage';
import type { SyncStatus } from '../engine-shapes';
import { laneOf } from '../../worker-shared/records/outbox-entry';
import { countPendingWork } from './pending-work-count';
import type { SerialQueue } from '../../worker-shared/serial-queue';
import { Backoff } from './backoff';
import { ObjectStoreUploader } from '../uploads/object-store-uploader';
import { prepareCall } from '../../worker-shared/sending/outbox-request';
import { uploadPendingPhotos } from '../uploads/pending-photo-uploads';
import { endsPass } from '../../worker-shared/sending/image-api-upload';
import type { UploadFailure } from '../../worker-shared/sending/image-api-upload';
import { sendOutcomeOf } from '../../worker-shared/sending/send-outcome';
import { syncStatusOf } from './sync-status';
import type { SyncFacts } from './sync-status';
import { UploadProgressBoard } from '../uploads/upload-progress';

/** The pass's deps. */
export interface SyncPassDeps {
  storage: EngineStorage;
  send: (call: ApiRequest) => Promise<ApiResult>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** userName of the logged-in user, or null. */
  owner: () => string | null;
  online: () => boolean;
  onStatus(status: SyncStatus): void;
  /** A stored job changed (requiresSync cleared, a gallery photo uploaded). */
  onJobChanged(job: Job): void;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  /** An update's answer said tokenExpired: end the session with this message. */
  expireSession(message: string): Promise<void>;
  /** Runs timer-started passes as tracked background work. */
  background(task: Promise<void>): void;
  log: (message: string) => void;
  backoff?: Backoff;
  /** Where non-risk-assessment photos go; default: through `send` and the global fetch. */
  objectStore?: ObjectStoreUploader;
  /** ms since the epoch (the progress throttle); default Date.now. */
  now?: () => number;
}

/** What the last attempt of an entry came to. */
export type EntryOutcome =
  | { kind: 'accepted' }
  | { kind: 'failed'; message: string; network: boolean; expired?: boolean }
  /** Its photos are not all uploaded; message is why the upload failed, if it did. */
  | { kind: 'waiting'; message: string | null; network: boolean };

/** Sends the outbox, single-flight, with a backoff timer while work waits. */
export class SyncPass {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: unknown = null;
  private problem: string | null = null;
  private workWaits = false;
  private readonly outcomes = new Map<number, EntryOutcome>();
  private readonly backoff: Backoff;
  private readonly objectStore: ObjectStoreUploader;
  private readonly uploads: UploadProgressBoard;
  /** The last counted facts, for progress-only snapshots. */
  private facts: Omit<SyncFacts, 'uploads'> | null = null;

  constructor(private readonly deps: SyncPassDeps) {
    this.backoff = deps.backoff ?? new Backoff();
    this.objectStore =
      deps.objectStore ??
      new ObjectStoreUploader({
        send: deps.send,
        fetch: (input, init) => fetch(input, init),
        requestTimeoutMs: 30_000,
        log: deps.log,
      });
    this.uploads = new UploadProgressBoard(deps.now ?? (() => Date.now()));
  }

  /** Starts a pass, or joins the running one (which then runs once more). */
  trigger(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop();
    return this.running;
  }

  /** The last attempt's outcome for an entry id (undefined before any attempt). */
  outcomeOf(entryId: number): EntryOutcome | undefined {
    return this.outcomes.get(entryId);
  }

  /**
   * Counts what waits and publishes the status: the logged-in user's work only (a
   * shared phone never shows one driver another's), everyone's while logged out.
   */
  async publishStatus(): Promise<void> {
    const { storage, online, owner } = this.deps;
    const user = owner();
    const pending = await countPendingWork(storage, user);
    this.workWaits = user !== null && hasPendingWork(pending);
    this.facts = {
      pendingChanges: pending.changes,
      pendingPhotos: pending.photos,
      running: this.running !== null,
      online: online(),
      problem: this.problem,
    };
    this.deps.onStatus(syncStatusOf({ ...this.facts, uploads: this.uploads.shown() }));
  }

  /** No more timers or reruns (engine closing). */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private async loop(): Promise<void> {
    try {
      for (;;) {
        this.again = false;
        await this.runOnce();
        if (!this.again || this.stopped) break;
      }
    } finally {
      this.running = null;
      this.schedule();
    }
    await this.publishStatus().catch((error: unknown) =>
      this.deps.log(`Sync status failed: ${String(error)}`),
    );
  }

  private async runOnce(): Promise<void> {
    const { deps } = this;
    const owner = deps.owner();
    try {
      if (owner === null || !deps.online()) return;
      await this.publishStatus();
      const failures = await uploadPendingPhotos(
        {
          ...deps,
          objectStore: this.objectStore,
          onUploadProgress: (progress) => {
            if (this.uploads.report(progress) && this.facts) {
              deps.onStatus(syncStatusOf({ ...this.facts, uploads: this.uploads.shown() }));
            }
          },
          onUploadSettled: async (photoId) => {
            this.uploads.settle(photoId);
            await this.publishStatus();
          },
        },
        owner,
      );
      const stopping = [...failures.values()].find(endsPass);
      if (stopping) {
        this.problem = stopping.message;
        if (stopping.kind === 'expired' && !stopping.handled) await deps.expireSession(stopping.message);
        return;
      }
      const [firstFailure] = failures.values();
      this.problem = firstFailure?.message ?? null;
      await this.sendEntries(owner, failures);
    } catch (error) {
      this.problem = String(error);
      deps.log(`Sync pass failed: ${String(error)}`);
    } finally {
      await this.publishStatus().catch(() => undefined);
    }
  }

  private async sendEntries(owner: string, failures: Map<string, UploadFailure>): Promise<void> {
    const { deps } = this;
    const sets = await deps.storage.photoSets();
    const byKey = new Map(sets.map((set) => [set.key, set.photos]));
    const blocked = new Set<string>();
    for (const entry of await deps.storage.outboxEntries()) {
      if (entry.owner !== owner || blocked.has(laneOf(entry))) continue;
      if (this.stopped || deps.owner() !== owner) return;
      const prepared = prepareCall(
        entry,
        (ref) => byKey.get(ref.imageKey)?.find((photo) => photo.id === ref.photoId),
        deps.log,
      );
      if (prepared.kind === 'waiting') {
        const failure = prepared.pending.map((photo) => failures.get(photo.id)).find((f) => f !== undefined);
        const network = failure?.kind === 'failed' && failure.network;
        this.outcomes.set(entry.id, { kind: 'waiting', message: failure?.message ?? null, network });
        blocked.add(laneOf(entry));
        continue;
      }
      const outcome = sendOutcomeOf(await deps.send(prepared.call));
      if (outcome.kind === 'accepted') {
        this.outcomes.set(entry.id, { kind: 'accepted' });
        await deps.jobWrites.run(async () => {
          const job = await deps.storage.completeOutboxEntry(entry.id);
          if (job) deps.onJobChanged(job);
        });
        continue;
      }
      const network = outcome.kind === 'failed' && outcome.network;
      const expired = outcome.kind === 'expired';
      this.outcomes.set(entry.id, { kind: 'failed', message: outcome.message, network, expired });
      this.problem = outcome.message;
      blocked.add(laneOf(entry));
      deps.log(`Sync of ${entry.kind} for job ${entry.jobId} failed: ${outcome.message}`);
      await deps.storage.recordOutboxFailure(entry.id, outcome.message);
      if (outcome.kind === 'expired' && !outcome.handled) await deps.expireSession(outcome.message);
      if (endsPass(outcome)) return;
    }
  }

  private schedule(): void {
    this.clearTimer();
    if (this.stopped) return;
    if (!this.workWaits || !this.deps.online()) {
      this.backoff.reset();
      return;
    }
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      this.deps.background(this.trigger());
    }, this.backoff.next());
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }
}
