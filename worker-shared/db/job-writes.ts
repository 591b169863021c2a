/**
 * Writing jobs inside a transaction: the jobs store, and the stored active job
 * (kv 'activeJob', product rule 3.12) whenever the same job is written, so both agree.
 */
import type { IDBPTransaction } from 'idb';
import type { Job } from '@domain/job/job';
import { kvKey } from './kv-key';
import type { DoorstepDb, StoredJob } from './schema';

/** The one active job (product rule 4.4), kept whole so it survives a dropped list. */
export const activeJobKey = kvKey<Job>('activeJob');

/** A read-write transaction over exactly the jobs and kv stores. */
export type JobsWriteTx = IDBPTransaction<DoorstepDb, ('jobs' | 'kv')[], 'readwrite'>;

/** The jobs and kv stores of any read-write transaction that holds both. */
export interface JobWriteStores {
  jobs: { put(value: StoredJob): Promise<unknown> };
  kv: { get(key: string): Promise<unknown>; put(value: unknown, key: string): Promise<unknown> };
}

/** Puts the jobs, and refreshes the stored active job when it is one of them. */
export async function putJobs(stores: JobWriteStores, jobs: StoredJob[]): Promise<void> {
  const { kv, jobs: store } = stores;
  const active = (await kv.get(activeJobKey.name)) as Job | undefined;
  const replacement = active ? jobs.find((entry) => entry.id === active.id) : undefined;
  await Promise.all([
    ...jobs.map((entry) => store.put(entry)),
    ...(replacement ? [kv.put(replacement.job, activeJobKey.name)] : []),
  ]);
}
