/**
 * The IndexedDB schema of the 'doorstep' database: its stores and what they
 * hold. The steps that build it, one per version, are in upgrades.ts.
 */
import type { DBSchema } from 'idb';
import type { DownloadInfo, Job, Manifest } from '@domain/job/job';
import type { ReasonCode } from '@domain/reasons/reason-code';
import type { OutboxEntry } from '../stored/outbox-entry';
import type { ConflictNotice, DiscardedChange } from '../stored/sync-leftovers';
import type { StoredPhoto } from '../stored/stored-photo';

/** The one database of the app (the service worker opens it too). */
export const DATABASE_NAME = 'doorstep';

/** A job as stored: keyed by id, filed under the ISO day it was fetched for. */
export interface StoredJob {
  id: string;
  /** ISO day 'YYYY-MM-DD' of the list the job belongs to. */
  date: string;
  job: Job;
}

/** The non-job parts of one day's list, kept in kv; jobIds lists the day's jobs in order. */
export interface StoredDay {
  date: string;
  manifests: Manifest[];
  download: DownloadInfo[];
  jobIds: string[];
}

/** Reason codes of one retailer. */
export interface StoredReasonCodes {
  retailerId: string;
  reasonCodes: ReasonCode[];
  /** ms since the epoch */
  fetchedAt: number;
}

/** A geocoded postcode (filled by the arrival check), keyed by the postcode without spaces, upper case. */
export interface StoredGeocode {
  postcode: string;
  latitude: number;
  longitude: number;
}

/** Typed view of the database for idb. */
export interface DoorstepDb extends DBSchema {
  jobs: { key: string; value: StoredJob; indexes: { byDate: string } };
  /** Queued server updates, ordered by their auto-incremented id. */
  outbox: { key: number; value: OutboxEntry };
  /** The image cache: photos under the job id, risk assessment photos under 'DRA-{id}' (product rule 3.12). */
  images: { key: string; value: StoredPhoto[] };
  kv: { key: string; value: unknown };
  reasonCodes: { key: string; value: StoredReasonCodes };
  geocodes: { key: string; value: StoredGeocode };
  /** Conflicts the policy settled, in the order they were settled (version 2). */
  conflictNotices: { key: number; value: ConflictNotice };
  /** Changes users discarded, in the order they were discarded (version 2). */
  discardedChanges: { key: number; value: DiscardedChange };
}
