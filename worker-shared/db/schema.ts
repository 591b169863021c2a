/**
 * The IndexedDB schema of the 'doorstep' database. Every store exists from
 * version 1; later versions only add indexes, each in its own upgrade step.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import type { DownloadInfo, Job, Manifest } from '../../src/domain/job/job';
import type { ReasonCode } from '../../src/domain/reasons/reason-code';
import type { OutboxEntry } from '../records/outbox-entry';
import type { StoredPhoto } from '../records/stored-photo';

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
  /** The image cache: photos under the job id, risk assessment photos under 'DRA-{id}' (spec §3). */
  images: { key: string; value: StoredPhoto[] };
  kv: { key: string; value: unknown };
  reasonCodes: { key: string; value: StoredReasonCodes };
  geocodes: { key: string; value: StoredGeocode };
}

type Upgrade = (db: IDBPDatabase<DoorstepDb>) => void;

/** Upgrade steps; step i takes the database from version i to i + 1. */
const upgrades: Upgrade[] = [
  (db) => {
    const jobs = db.createObjectStore('jobs', { keyPath: 'id' });
    jobs.createIndex('byDate', 'date');
    db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
    db.createObjectStore('images');
    db.createObjectStore('kv');
    db.createObjectStore('reasonCodes', { keyPath: 'retailerId' });
    db.createObjectStore('geocodes', { keyPath: 'postcode' });
  },
];

/** The current schema version. */
export const DATABASE_VERSION = upgrades.length;

/** Runs every upgrade step between the two versions. */
export function upgradeDatabase(db: IDBPDatabase<DoorstepDb>, oldVersion: number): void {
  for (const step of upgrades.slice(oldVersion)) step(db);
}
