/**
 * The sync pass (architecture rule 4, product rule 4.13): one pass at a time; a trigger
 * during a pass joins it, and the pass runs once more before it ends so the
 * trigger's work is covered. It only sends the logged-in user's work, with
 * that user's token.
 *
 *   save · online · app start · syncNow · timer · Retry
 *                 │ trigger()
 *                 ▼
 *   pass running? ──yes──▶ join it (it runs once more)
 *        │ no
 *        ▼
 *   nobody logged in, or offline ─────────────────────────────▶ status ──┐
 *        │                                                              │
 *        ▼                                                              │
 *   send the entries that need no photo still `up` (as below; a lane    │
 *   with photos waits): on a weak cell a photo takes minutes            │
 *        ▼                                                              │
 *   job by job, oldest waiting change first (lanes-after-photos.ts):    │
 *   the photos the lane's next change names, then the lane at once      │
 *   (a completion reaches the office as the sync goes)                  │
 *        ▼                                                              │
 *   each photo: upload ──ok──────▶ `down` + location                    │
 *   (risk assessment: image API;  ├fail─▶ logged, stays `up`, not tried │
 *    others: object store;        │       again this pass               │
 *    progress in the status,      └refused─▶ stays `up`, on hold; the   │
 *    ≥ 250 ms apart; photos on       changes that need it: attention    │
 *    hold are not sent)                                                 │
 *        ▼                                                              │
 *   upload the user's other `up` photos (no change waited for them)     │
 *        ▼                                                              │
 *   send the rest of the outbox in order (per job lane; a lane stopped  │
 *   on an answer above waits for the next pass)                         │
 *   (outbox-sender.ts: each entry's frozen call)                        │
 *        ├ photos still `up` ──────▶ entry waits                        │
 *        ├ accepted ───────────────▶ entry removed, revision stored     │
 *        ├ retry (no answer, 5xx) ─▶ entry kept, attempts + 1 → stuck   │
 *        ├ refused ────────────────▶ needs attention (lane waits), or   │
 *        │                           the conflict policy settles it     │
 *        └ login expired ──────────▶ pass stops, outbox kept            │
 *        ▼                                                              │
 *   rerun asked? ──yes──▶ back to the top                               │
 *        │ no                                                           ▼
 *   work to send waits (online, logged in) ──▶ timer: jittered 5 s … 5 min,
 *                                              at least Retry-After ──▶ trigger()
 *   nothing to send (or only attention) ────▶ backoff reset, no timer
 */
import type { Job } from '@domain/job/job';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { SerialQueue } from '@worker-shared/serial-queue';
import { endsPass } from '@worker-shared/sending/image-api-upload';
import type { UploadFailure } from '@worker-shared/sending/image-api-upload';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { refusedPhotosIn } from '@worker-shared/sending/photo-hold';
import type { SyncStatus, UploadProgress } from '../engine-shapes';
import { ObjectStoreUploader } from '../uploads/object-store-uploader';
import { dropBytesOfDaysOver, uploadPendingPhotos } from '../uploads/pending-photo-uploads';
import type { PhotoRefusalOutcome } from '../uploads/refused-photos';
import { UploadProgressBoard } from '../uploads/upload-progress';
import { attentionViewOf } from './attention-items';
import type { AttentionView } from './attention-items';
import { Backoff } from './backoff';
import type { EntryOutcome } from './entry-outcome';
import { latestRetryAfter, sendOutbox } from './outbox-sender';
import { sendLanesAfterPhotos } from './lanes-after-photos';
import { stopEntriesNeedingPhoto } from './photo-refusal';
import { SyncTimer } from './sync-timer';
import { countedWorkOf, pendingCountsAfter, type CountedWork, type SentInPass } from './counted-work';
import type { PendingCounts } from './pending-work-count';
import { syncStatusOf } from './sync-status';
import type { SyncFacts } from './sync-status';

/** What the pass publishes: the status, and with each full count the attention items and notices. */
export type SyncView = { sync: SyncStatus } & Partial<AttentionView>;

/** The pass's deps. */
export interface SyncPassDeps {
  storage: EngineStorage;
  send: (call: ApiRequest) => Promise<ApiResult>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** userName of the logged-in user, or null. */
  owner: () => string | null;
  online: () => boolean;
  onStatus(view: SyncView): void;
  /** A stored job changed (requiresSync cleared, a gallery photo uploaded, a conflict settled). */
  onJobChanged(job: Job): void;
  /** An entry of the job changed state with no change to the job (other tabs' engines count again). */
  onOutboxChanged(jobId: string): void;
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
  /** ms since the epoch (the progress throttle, attention times); default Date.now. */
  now?: () => number;
}

export type { EntryOutcome } from './entry-outcome';

/** Sends the outbox, single-flight, with a backoff timer while work waits. */
export class SyncPass {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private problem: string | null = null;
  private retryAfterMs: number | null = null;
  private workWaits = false;
  private readonly outcomes = new Map<number, EntryOutcome>();
  private readonly timer: SyncTimer;
  private readonly objectStore: ObjectStoreUploader;
  private readonly uploads: UploadProgressBoard;
  private readonly now: () => number;
  /** The last counted facts, for progress-only snapshots. */
  private facts: Omit<SyncFacts, 'uploads'> | null = null;
  /** The last full count's reads, and the photos this pass sent (counted-work.ts). */
  private counted: CountedWork | null = null;
  private readonly sentInPass: SentInPass = { photos: new Set(), entries: new Set() };

  constructor(private readonly deps: SyncPassDeps) {
    this.timer = new SyncTimer({ ...deps, backoff: deps.backoff ?? new Backoff() });
    this.now = deps.now ?? (() => Date.now());
    this.objectStore =
      deps.objectStore ??
      new ObjectStoreUploader({
        send: deps.send,
        fetch: (input, init) => fetch(input, init),
        requestTimeoutMs: 30_000,
        log: deps.log,
      });
    this.uploads = new UploadProgressBoard(this.now);
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
   * shared phone never shows one driver another's), everyone's while logged out;
   * with it the user's changes that need attention and their conflict notices.
   */
  async publishStatus(): Promise<void> {
    await this.countAndPublish();
  }

  /** publishStatus, answering the reads it counted. */
  private async countAndPublish(): Promise<CountedWork> {
    const { storage, owner } = this.deps;
    const user = owner();
    const [entries, sets, notices, refused] = await Promise.all([
      storage.outboxEntries(),
      storage.photoSets(),
      user === null ? [] : storage.conflictNotices(),
      refusedPhotosIn(storage),
    ]);
    const counted = countedWorkOf({ user, entries, sets, refused });
    this.counted = counted;
    this.deps.onStatus({ sync: this.statusFrom(counted), ...attentionViewOf(entries, notices, user) });
    return counted;
  }

  /**
   * What waits for the logged-in user, from the last full count (every save and pass counts again),
   * counted from storage when there is no such count for this user.
   */
  async waitingWork(): Promise<PendingCounts> {
    const last = this.counted;
    const counted = last?.user === this.deps.owner() && last ? last : await this.countAndPublish();
    return pendingCountsAfter(counted, this.sentInPass);
  }

  /** The status counted from these reads with the pass's sent photos; keeps its facts for progress snapshots. */
  private statusFrom(counted: CountedWork): SyncStatus {
    const pending = pendingCountsAfter(counted, this.sentInPass);
    this.workWaits = counted.user !== null && pending.sendable;
    const { running, problem } = this;
    this.facts = { pending, running: running !== null, online: this.deps.online(), problem };
    return syncStatusOf({ ...this.facts, uploads: this.uploads.shown() });
  }

  /**
   * A photo of the pass went up, or a change was accepted: counts again from the last full count's reads
   * with it sent (counted-work.ts; neither changes a notice or a refusal), or from storage when there is
   * no such count for the logged-in user.
   */
  private async publishSent(sent: { photoId: string } | { entryId: number }): Promise<void> {
    if ('photoId' in sent) this.sentInPass.photos.add(sent.photoId);
    else this.sentInPass.entries.add(sent.entryId);
    const { counted } = this;
    if (!counted || counted.user !== this.deps.owner()) return this.publishStatus();
    this.deps.onStatus({ sync: this.statusFrom(counted) });
  }

  /** No more timers or reruns (engine closing). */
  stop(): void {
    this.stopped = true;
    this.timer.clear();
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
      if (!this.stopped) {
        const waits = this.workWaits && this.deps.online();
        this.timer.schedule(waits, this.retryAfterMs, () => this.deps.background(this.trigger()));
      }
    }
    await this.publishStatus().catch((error: unknown) =>
      this.deps.log(`Sync status failed: ${String(error)}`),
    );
  }

  private publishProgress(): void {
    if (this.facts)
      this.deps.onStatus({ sync: syncStatusOf({ ...this.facts, uploads: this.uploads.shown() }) });
  }

  /** The pass stops early: on an answer that said so, or an upload failure that ends it. */
  private async endEarly(
    ending: UploadFailure | null,
    problem: string | null,
    retryAfterMs: number | null,
  ): Promise<void> {
    this.problem = ending?.message ?? problem;
    this.retryAfterMs = retryAfterMs;
    if (ending?.kind === 'retry') this.retryAfterMs = latestRetryAfter(ending.retryAfterMs, retryAfterMs);
    if (ending?.kind === 'expired' && !ending.handled) await this.deps.expireSession(ending.message);
  }

  private async runOnce(): Promise<void> {
    const { deps } = this;
    const owner = deps.owner();
    this.retryAfterMs = null;
    this.sentInPass.photos.clear();
    this.sentInPass.entries.clear();
    try {
      if (owner === null || !deps.online()) return;
      await this.publishStatus();
      const sending = {
        ...deps,
        now: this.now,
        stopped: () => this.stopped,
        record: (entryId: number, outcome: EntryOutcome) => {
          this.outcomes.set(entryId, outcome);
          // The bar counts down as each change goes, not only at the pass's end.
          if (outcome.kind === 'accepted')
            this.publishSent({ entryId }).catch((error: unknown) =>
              deps.log(`Sync status failed: ${String(error)}`),
            );
        },
      };
      // Changes that need no photo go first: on a weak cell one photo takes minutes, and they need none of it.
      const first = await sendOutbox(sending, owner, new Map());
      if (first.stopped) {
        this.problem = first.problem;
        this.retryAfterMs = first.retryAfterMs;
        return;
      }
      const uploading = {
        ...deps,
        now: this.now,
        objectStore: this.objectStore,
        onUploadProgress: (progress: UploadProgress) => {
          if (this.uploads.report(progress)) this.publishProgress();
        },
        onUploadSettled: async (photoId: string, uploaded: boolean) => {
          this.uploads.settle(photoId);
          await (uploaded ? this.publishSent({ photoId }) : this.publishStatus());
        },
        onPhotoRefused: async (imageKey: string, photo: StoredPhoto, refusal: PhotoRefusalOutcome) => {
          await stopEntriesNeedingPhoto(sending, imageKey, photo, refusal);
        },
      };
      // Before any photo goes, room is made: a pass that stops on a weak cell still frees the days over.
      await dropBytesOfDaysOver(uploading);
      // Then job by job: a job's photos, then its changes, oldest first.
      const lanes = await sendLanesAfterPhotos(sending, uploading, owner, first.waiting);
      if (lanes.stopped) return await this.endEarly(lanes.ending, lanes.problem, lanes.retryAfterMs);
      if (this.stopped || deps.owner() !== owner) return;
      // Then the photos no change waited for, and the changes saved meanwhile; a lane stopped on an
      // answer waits for the next pass, and a photo that failed is not tried twice.
      const left = await uploadPendingPhotos(uploading, owner, new Set(lanes.failures.keys()));
      const failures = new Map([...lanes.failures, ...left]);
      const ending = [...left.values()].find(endsPass);
      if (ending) return await this.endEarly(ending, null, null);
      const held = new Set([...first.held, ...lanes.held]);
      const report = await sendOutbox(sending, owner, failures, { skip: held });
      // A refused photo is no problem to retry: the changes that need it wait for the driver.
      const retried = [...failures.values()].find((failure) => failure.kind !== 'refused');
      this.problem = report.problem ?? lanes.problem ?? first.problem ?? retried?.message ?? null;
      this.retryAfterMs = latestRetryAfter(report.retryAfterMs, lanes.retryAfterMs, first.retryAfterMs);
    } catch (error) {
      this.problem = String(error);
      deps.log(`Sync pass failed: ${String(error)}`);
    } finally {
      await this.publishStatus().catch(() => undefined);
    }
  }
}
