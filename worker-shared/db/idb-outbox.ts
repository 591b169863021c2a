/**
 * The outbox over IndexedDB: entries in insertion order, failures recorded, completion clears requiresSync;
 * and an entry's life besides being sent: its call frozen once (the first writer wins), stopped for the
 * driver's attention, and reopened by the driver's Retry. Each change is one strict transaction on the entry.
 */
import type { IDBPDatabase } from 'idb';
import type { Job } from '@domain/job/job';
import type { FrozenRequest, OutboxAttention, OutboxEntry, StoredOutboxEntry } from '../stored/outbox-entry';
import { acceptedJob, removeOutboxEntry } from './outbox-removal';
import type { DoorstepDb } from './schema';
import { transactionWork } from './transaction-work';

/** Every entry, oldest first. */
export async function readOutbox(db: IDBPDatabase<DoorstepDb>): Promise<StoredOutboxEntry[]> {
  return (await db.getAll('outbox')) as StoredOutboxEntry[];
}

/**
 * Changes one entry in place in its own strict transaction; `change` answers
 * the entry to put (or undefined to leave it). The entry as put, or undefined.
 */
export async function changeOutboxEntry(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  change: (entry: OutboxEntry) => OutboxEntry | undefined,
): Promise<OutboxEntry | undefined> {
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  const work = async () => {
    const entry = await tx.store.get(id);
    const next = entry ? change(entry) : undefined;
    if (next) await tx.store.put(next);
    return next ?? entry;
  };
  return transactionWork(tx, work);
}

/** Counts an attempt and keeps its error on the entry. */
export async function recordOutboxFailure(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  message: string,
): Promise<void> {
  await changeOutboxEntry(db, id, (entry) => ({
    ...entry,
    attempts: entry.attempts + 1,
    lastError: message,
  }));
}

/**
 * Removes an entry the gateway accepted. For a job update with no other update of
 * that job still queued, the job's requiresSync becomes false in the same
 * transaction, and the job keeps the answer's revision when it is newer; the
 * changed job is returned.
 */
export async function completeOutboxEntry(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  answerRevision: number | null = null,
): Promise<Job | undefined> {
  const tx = db.transaction(['outbox', 'jobs', 'kv'], 'readwrite', { durability: 'strict' });
  const stores = { outbox: tx.objectStore('outbox'), jobs: tx.objectStore('jobs'), kv: tx.objectStore('kv') };
  const removed = await transactionWork(tx, () => removeOutboxEntry(stores, id, acceptedJob(answerRevision)));
  return removed?.job;
}

/** Freezes the entry's call unless one is frozen already; the frozen call, or undefined when the entry is gone. */
export async function sealOutboxRequest(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  request: FrozenRequest,
): Promise<FrozenRequest | undefined> {
  const entry = await changeOutboxEntry(db, id, (stored) =>
    stored.request ? undefined : { ...stored, request },
  );
  return entry?.request;
}

/** Stops the entry retrying; the attempt that met the refusal is counted and its message kept as lastError. */
export async function markOutboxAttention(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  attention: OutboxAttention,
): Promise<void> {
  await changeOutboxEntry(db, id, (entry) => ({
    ...entry,
    state: 'attention',
    attention,
    attempts: entry.attempts + 1,
    lastError: attention.message,
  }));
}

/** A rebase: the entry sent again on a newer revision, under a new key, with its new frozen call. */
export interface OutboxRebase {
  baseRevision: number;
  idempotencyKey: string;
  request: FrozenRequest;
}

/** Puts the entry back to pending: attempts reset, attention and error cleared; a rebase replaces its base, key and call. */
export async function reopenOutboxEntry(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  rebase?: OutboxRebase,
): Promise<void> {
  await changeOutboxEntry(db, id, (entry) => ({
    ...entry,
    ...(rebase ?? {}),
    state: 'pending',
    attention: null,
    attempts: 0,
    lastError: null,
  }));
}
