/** The engine's storage contract; db/idb-storage.ts implements it over IndexedDB. */
import type { DownloadInfo, Job, Manifest } from '../../src/domain/job';
import type { KvKey } from './kv-key';
import type { StoredReasonCodes } from './schema';

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
  /** Forgets a day's list, keeping its jobs that await sync. */
  dropDay(date: string): Promise<void>;
  /** Forgets every day's list, keeping jobs that await sync. */
  dropAllDays(): Promise<void>;
  /** Every stored job flagged requiresSync. */
  jobsRequiringSync(): Promise<Job[]>;
  /** The stored reason codes of a retailer. */
  readReasonCodes(retailerId: string): Promise<StoredReasonCodes | undefined>;
  /** Stores a retailer's reason codes. */
  writeReasonCodes(entry: StoredReasonCodes): Promise<void>;
  /** Closes the connection. */
  close(): void;
}
