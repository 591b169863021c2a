/**
 * The upgrade steps of the 'doorstep' database; step i takes it from version i
 * to i + 1. Version 1 creates the stores; version 2 adds the conflict notices
 * and the discard log, and freezes the calls of outbox entries written by
 * version 1 (outbox-migration.ts); version 3 keeps each photo's bytes as a
 * Blob (photo-bytes-migration.ts).
 */
import type { IDBPDatabase } from 'idb';
import { migrateOutboxToV2 } from './outbox-migration';
import type { UpgradeTx } from './outbox-migration';
import { migratePhotoBytesToBlobs } from './photo-bytes-migration';
import type { DoorstepDb } from './schema';

/** One upgrade step; work it starts on the transaction is returned, so a failure can abort the upgrade. */
type Upgrade = (db: IDBPDatabase<DoorstepDb>, tx: UpgradeTx) => Promise<void> | void;

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
  (db, tx) => {
    db.createObjectStore('conflictNotices', { autoIncrement: true });
    db.createObjectStore('discardedChanges', { autoIncrement: true });
    return migrateOutboxToV2(tx);
  },
  (_db, tx) => migratePhotoBytesToBlobs(tx),
];

/** The current schema version. */
export const DATABASE_VERSION = upgrades.length;

/**
 * Runs every upgrade step between the two versions, in order, inside the
 * versionchange transaction; resolves when the steps' work is done.
 */
export async function upgradeDatabase(
  db: IDBPDatabase<DoorstepDb>,
  tx: UpgradeTx,
  oldVersion: number,
): Promise<void> {
  for (const step of upgrades.slice(oldVersion)) {
    // A step that creates stores runs at once, while the transaction is active.
    const work = step(db, tx);
    if (work) await work;
  }
}
