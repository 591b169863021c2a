/** The outbox over IndexedDB: entries in insertion order, failures recorded, completion clears requiresSync. */
import type { IDBPDatabase } from 'idb';
import type { Job } from '../../src/domain/job/job';
import type { StoredOutboxEntry } from '../records/outbox-entry';
import { putJobs } from './job-records';
import type { DoorstepDb } from './schema';

const isJobUpdate = (entry: { kind: string }) => entry.kind !== 'draUpdate';

/** Every entry, oldest first. */
export async function readOutbox(db: IDBPDatabase<DoorstepDb>): Promise<StoredOutboxEntry[]> {
  return (await db.getAll('outbox')) as StoredOutboxEntry[];
}

/** Counts an attempt and keeps its error on the entry. */
export async function recordOutboxFailure(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  message: string,
): Promise<void> {
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  const entry = await tx.store.get(id);
  if (entry) await tx.store.put({ ...entry, attempts: entry.attempts + 1, lastError: message });
  await tx.done;
}

/**
 * Removes an entry the gateway accepted. For a job update with no other update of
 * that job still queued, the job's requiresSync becomes false in the same
 * transaction; the changed job is returned.
 */
export async function completeOutboxEntry(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
): Promise<Job | undefined> {
  const tx = db.transaction(['outbox', 'jobs', 'kv'], 'readwrite', { durability: 'strict' });
  const outbox = tx.objectStore('outbox');
  const entry = await outbox.get(id);
  let changed: Job | undefined;
  if (entry) {
    await outbox.delete(id);
    const others = (await outbox.getAll()).filter((e) => e.jobId === entry.jobId && isJobUpdate(e));
    const stored =
      isJobUpdate(entry) && others.length === 0 ? await tx.objectStore('jobs').get(entry.jobId) : undefined;
    if (stored && stored.job.requiresSync !== false) {
      changed = { ...stored.job, requiresSync: false };
      await putJobs({ jobs: tx.objectStore('jobs'), kv: tx.objectStore('kv') }, [
        { ...stored, job: changed },
      ]);
    }
  }
  await tx.done;
  return changed;
}
