/**
 * The ends of an entry other than the gateway's yes, over IndexedDB: a discard
 * (recorded in the discard log) and a conflict the policy settled for the
 * gateway (its job stored, a notice added). Each is one strict transaction.
 * Notices are read with their keys; one goes when the driver dismisses it, or
 * once it is older than the retention the engine drops at start.
 */
import type { IDBPDatabase } from 'idb';
import type { Job } from '@domain/job/job';
import type { ConflictNotice, DiscardedChange, StoredConflictNotice } from '../stored/sync-leftovers';
import { discardedJob, removeOutboxEntry } from './outbox-removal';
import type { DoorstepDb } from './schema';
import { transactionWork } from './transaction-work';

/** A read-write transaction over the outbox, jobs, kv and one record store. */
function removalTransaction(db: IDBPDatabase<DoorstepDb>, records: 'discardedChanges' | 'conflictNotices') {
  const tx = db.transaction(['outbox', 'jobs', 'kv', records], 'readwrite', { durability: 'strict' });
  const stores = { outbox: tx.objectStore('outbox'), jobs: tx.objectStore('jobs'), kv: tx.objectStore('kv') };
  return { tx, stores };
}

/**
 * Removes a discarded entry and appends its record; once no other update of
 * its job waits, the job's requiresSync and changed are cleared (returned).
 * Nothing happens when the entry is gone.
 */
export async function discardOutboxEntry(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  record: DiscardedChange,
): Promise<Job | undefined> {
  const { tx, stores } = removalTransaction(db, 'discardedChanges');
  return transactionWork(tx, async () => {
    const removed = await removeOutboxEntry(stores, id, discardedJob);
    if (removed) await tx.objectStore('discardedChanges').add(record);
    return removed?.job;
  });
}

/**
 * Removes an entry settled in the gateway's favour: the gateway's job replaces
 * the stored one (filed under the same day; requiresSync while other updates of
 * it wait) and the notice is added. The job as stored; nothing happens when the
 * entry is gone.
 */
export async function settleOutboxConflict(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  job: Job,
  notice: ConflictNotice,
): Promise<Job | undefined> {
  const { tx, stores } = removalTransaction(db, 'conflictNotices');
  return transactionWork(tx, async () => {
    const removed = await removeOutboxEntry(stores, id, (_stored, othersWait) => ({
      ...job,
      requiresSync: othersWait,
    }));
    if (removed) await tx.objectStore('conflictNotices').add(notice);
    return removed?.job;
  });
}

/** Conflict notices with their keys, newest first. */
export async function readConflictNotices(db: IDBPDatabase<DoorstepDb>): Promise<StoredConflictNotice[]> {
  const tx = db.transaction('conflictNotices', 'readonly');
  const [keys, notices] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
  return notices.map((notice, index) => ({ ...notice, id: keys[index] ?? -1 })).reverse();
}

/** Removes one notice (nothing happens when it is gone). */
export async function dismissConflictNotice(db: IDBPDatabase<DoorstepDb>, id: number): Promise<void> {
  const tx = db.transaction('conflictNotices', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.delete(id), tx.done]);
}

/** Removes the notices settled before `at` (ms since the epoch); how many went. */
export async function dropConflictNoticesBefore(db: IDBPDatabase<DoorstepDb>, at: number): Promise<number> {
  const tx = db.transaction('conflictNotices', 'readwrite', { durability: 'strict' });
  return transactionWork(tx, async () => {
    let dropped = 0;
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.at < at) {
        await cursor.delete();
        dropped += 1;
      }
    }
    return dropped;
  });
}

/** The discard log, oldest first. */
export async function readDiscardedChanges(db: IDBPDatabase<DoorstepDb>): Promise<DiscardedChange[]> {
  return db.getAll('discardedChanges');
}
