/** The engine's storage contract; idb-storage.ts implements it over IndexedDB. */
import type { DownloadInfo, Job, Manifest } from '@domain/job/job';
import type { StoredPhotoSet } from '../stored/stored-photo';
import type { FrozenRequest, OutboxAttention, StoredOutboxEntry } from '../stored/outbox-entry';
import type { ConflictNotice, DiscardedChange, StoredConflictNotice } from '../stored/sync-leftovers';
import type { KvKey } from './kv-key';
import type { LocalSave } from './local-save';
import type { StoredGeocode, StoredJob, StoredReasonCodes } from './schema';

/** One day's list: manifests, jobs and download records for an ISO day. */
export interface DayList {
  date: string;
  manifests: Manifest[];
  jobs: Job[];
  download: DownloadInfo[];
}

/** Everything the engine keeps on the device. */
export interface EngineStorage {
  /** Reads a kv value; undefined when absent. */
  get<T>(key: KvKey<T>): Promise<T | undefined>;
  /** Writes a kv value. */
  set<T>(key: KvKey<T>, value: T): Promise<void>;
  /** Removes kv values (absent keys are fine). */
  remove(...keys: KvKey<unknown>[]): Promise<void>;
  /** The stored list for an ISO day; undefined when that day was never stored. */
  readDay(date: string): Promise<DayList | undefined>;
  /** Replaces a day's list in one strict transaction; jobs awaiting sync that the list lacks stay stored. */
  writeDay(list: DayList): Promise<void>;
  /**
   * Replaces a day's list with merge(local jobs), where the local jobs (changed or
   * awaiting sync) are read in the same transaction, so a concurrent sync or save
   * is never overwritten by a stale copy. Returns the list as written.
   */
  mergeDay(day: Omit<DayList, 'jobs'>, merge: (localJobs: Job[]) => Job[]): Promise<DayList>;
  /** Forgets a day's list, keeping its jobs that await sync. */
  dropDay(date: string): Promise<void>;
  /** Forgets every day's list, keeping jobs that await sync. */
  dropAllDays(): Promise<void>;
  /** Every stored job flagged requiresSync. */
  jobsRequiringSync(): Promise<Job[]>;
  /** A stored job of any day by id. */
  readJob(id: string): Promise<StoredJob | undefined>;
  /** The stored reason codes of a retailer. */
  readReasonCodes(retailerId: string): Promise<StoredReasonCodes | undefined>;
  /** Stores a retailer's reason codes. */
  writeReasonCodes(entry: StoredReasonCodes): Promise<void>;

  /** Writes a user change in one strict transaction; the new outbox entry's id when it queued one. */
  commitSave(save: LocalSave): Promise<number | undefined>;
  /** Every outbox entry, oldest first. */
  outboxEntries(): Promise<StoredOutboxEntry[]>;
  /** Counts a failed attempt of an entry and keeps its error. */
  recordOutboxFailure(id: number, message: string): Promise<void>;
  /**
   * Removes an accepted entry; for a job update, the job's requiresSync is
   * cleared when no other update of it waits, and it takes answerRevision (the
   * answer's job.revision) when that is newer. The job when it changed.
   */
  completeOutboxEntry(id: number, answerRevision?: number | null): Promise<Job | undefined>;
  /**
   * Freezes an entry's call unless one is frozen already, in one transaction;
   * answers the frozen call (the first writer's, so every sender replays the
   * same bytes), or undefined when the entry is gone.
   */
  sealOutboxRequest(id: number, request: FrozenRequest): Promise<FrozenRequest | undefined>;
  /** Stops an entry retrying: state 'attention' with why. */
  markOutboxAttention(id: number, attention: OutboxAttention): Promise<void>;
  /**
   * Puts an entry back to pending (the driver's Retry): attempts reset, attention
   * cleared; with a rebase (a conflict sent again on a newer revision), also a new
   * base revision, a new Idempotency-Key and the new frozen call.
   */
  reopenOutboxEntry(
    id: number,
    rebase?: { baseRevision: number; idempotencyKey: string; request: FrozenRequest },
  ): Promise<void>;
  /**
   * Removes a discarded entry and records it (the discard log) in one transaction;
   * when no other update of the job waits, its requiresSync and changed are
   * cleared (so the next jobs answer replaces it). The job when it changed.
   */
  discardOutboxEntry(id: number, record: DiscardedChange): Promise<Job | undefined>;
  /**
   * Removes an entry the conflict policy settled in the gateway's favour, in one
   * transaction: stores the gateway's job (requiresSync kept while other entries of
   * the job wait) and adds the notice. The job as stored.
   */
  settleOutboxConflict(id: number, job: Job, notice: ConflictNotice): Promise<Job | undefined>;
  /** Conflict notices with their keys, newest first. */
  conflictNotices(): Promise<StoredConflictNotice[]>;
  /** Removes a notice the driver dismissed (nothing happens when it is gone). */
  dismissConflictNotice(id: number): Promise<void>;
  /** Removes the notices settled before `at` (ms since the epoch); how many went. */
  dropConflictNoticesBefore(at: number): Promise<number>;
  /** The discard log, oldest first. */
  discardedChanges(): Promise<DiscardedChange[]>;

  /** Every images-store key with its photos (each photo's bytes a Blob, whose data is read only when asked). */
  photoSets(): Promise<StoredPhotoSet[]>;
  /** These keys' photos, in the store's key order (as photoSets); a key with none is left out. */
  photoSetsOf(keys: readonly string[]): Promise<StoredPhotoSet[]>;
  /** Counts a failed upload and keeps its error (the photo stays `up`). */
  recordPhotoFailure(key: string, photoId: string, message: string): Promise<void>;
  /**
   * Marks a photo `down` at its location, keeping its bytes when its job is of
   * keepBytesOfDay (today); the job whose gallery followed, if any.
   */
  markPhotoUploaded(
    key: string,
    photoId: string,
    location: string,
    keepBytesOfDay?: string,
  ): Promise<Job | undefined>;
  /** Drops uploaded photos' bytes except those of keepDay's jobs (null: all); how many were dropped. */
  dropUploadedBytes(keepDay: string | null): Promise<number>;

  /** A cached geocode by postcode key (no spaces, upper case). */
  readGeocode(postcodeKey: string): Promise<StoredGeocode | undefined>;
  /** Caches a geocode. */
  writeGeocode(geocode: StoredGeocode): Promise<void>;

  /** Closes the connection. */
  close(): void;
}
