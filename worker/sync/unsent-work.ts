/**
 * What a user can do about changes that need attention, and
 * the unsent work the login screen shows:
 *
 *   needs attention ──Retry──▶ conflict: rebased on the newest revision it was told of
 *         │                    (new key, the same body) ─┐
 *         │                    other: the same bytes and key ┴▶ pending ──▶ a sync pass
 *         └──Discard (the UI confirms first)──▶ recorded in the discard log, removed;
 *                                              its photos stay on the phone; the lane goes on;
 *                                              the job list is fetched (the job shows the gateway's copy)
 *
 * Only the logged-in user's own entries that need attention can be retried or discarded.
 */
import type { Job } from '@domain/job/job';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { DiscardedChange } from '@worker-shared/stored/sync-leftovers';
import type { SerialQueue } from '@worker-shared/serial-queue';
import type { AttentionActionResult, StaleWork } from '../engine-shapes';
import { rebaseOnto } from './conflict-rebase';
import { staleWorkOf } from './stale-work';
import type { SyncPass } from './sync-pass';

/** The answer when the entry is not (or no longer) the user's change that needs attention. */
export const NOT_WAITING_MESSAGE = 'This change no longer needs attention.';

/** What the actions need. */
export interface UnsentWorkDeps {
  storage: EngineStorage;
  sync: Pick<SyncPass, 'trigger' | 'publishStatus'>;
  /** userName of the logged-in user, or null. */
  owner(): string | null;
  /** ms since the epoch */
  now(): number;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  onJobChanged(job: Job): void;
  /** An entry of the job changed state with no change to the job (other tabs' engines count again). */
  onOutboxChanged(jobId: string): void;
  /** Runs the sync pass that follows as tracked background work. */
  background(task: Promise<void>): void;
  /** Fetches the shown day's jobs when online (a discarded change's job then shows the gateway's copy). */
  refreshJobs(): Promise<void>;
  log: (message: string) => void;
}

/** The newest revision a conflict entry was told of (what a Retry is based on), or null for any other entry. */
function conflictRevisionOf(entry: StoredOutboxEntry): number | null {
  const changes = entry.attention?.conflict ?? [];
  return changes.length === 0 ? null : Math.max(...changes.map((change) => change.revision));
}

/** Retry, Discard and the stale work of the login screen. */
export class UnsentWork {
  constructor(private readonly deps: UnsentWorkDeps) {}

  /** Sends a change that needs attention again (a conflict on top of the newest revision), then syncs. */
  async retryChange(entryId: number): Promise<AttentionActionResult> {
    const { deps } = this;
    const entry = await this.attentionEntry(entryId);
    if (!entry) return { ok: false, message: NOT_WAITING_MESSAGE };
    const revision = conflictRevisionOf(entry);
    const rebase = revision !== null && entry.request ? rebaseOnto(entry.request, revision) : undefined;
    await deps.storage.reopenOutboxEntry(entry.id, rebase);
    deps.onOutboxChanged(entry.jobId);
    deps.log(
      `${entry.kind} for job ${entry.jobId} retried${rebase ? ` on revision ${String(revision)}` : ''}`,
    );
    return this.synced();
  }

  /** Discards a change that needs attention (after the UI's confirmation): recorded, removed, photos kept. */
  async discardChange(entryId: number): Promise<AttentionActionResult> {
    const { deps } = this;
    const entry = await this.attentionEntry(entryId);
    if (!entry) return { ok: false, message: NOT_WAITING_MESSAGE };
    const record: DiscardedChange = {
      entryId: entry.id,
      jobId: entry.jobId,
      kind: entry.kind,
      owner: entry.owner,
      message: entry.attention?.message ?? entry.lastError ?? '',
      savedAt: entry.createdAt,
      discardedAt: deps.now(),
      body: entry.request?.body ?? JSON.stringify(entry.payload),
    };
    await deps.jobWrites.run(async () => {
      const job = await deps.storage.discardOutboxEntry(entry.id, record);
      if (job) deps.onJobChanged(job);
      else deps.onOutboxChanged(entry.jobId);
    });
    deps.log(`${entry.kind} for job ${entry.jobId} discarded by ${entry.owner}`);
    deps.background(deps.refreshJobs());
    return this.synced();
  }

  /** Unsent work older than a day, per user: everyone's while logged out, the user's own while logged in. */
  async staleWork(): Promise<StaleWork[]> {
    const { deps } = this;
    const [entries, sets] = await Promise.all([deps.storage.outboxEntries(), deps.storage.photoSets()]);
    const user = deps.owner();
    return staleWorkOf(entries, sets, deps.now()).filter((work) => user === null || work.owner === user);
  }

  /** The logged-in user's entry of that id when it needs attention. */
  private async attentionEntry(entryId: number): Promise<StoredOutboxEntry | undefined> {
    const user = this.deps.owner();
    if (user === null) return undefined;
    const entries = await this.deps.storage.outboxEntries();
    return entries.find((e) => e.id === entryId && e.owner === user && e.state === 'attention');
  }

  /** Publishes the new counts and starts a pass (the lane behind the entry may go now). */
  private async synced(): Promise<AttentionActionResult> {
    await this.deps.sync.publishStatus();
    this.deps.background(this.deps.sync.trigger());
    return { ok: true };
  }
}
