/**
 * Taking an entry out of the outbox inside a read-write transaction, and what
 * that means for its job: a job keeps requiresSync while another update of it
 * still waits (risk assessments never touch it).
 */
import type { Job } from '@domain/job/job';
import type { OutboxEntry } from '../stored/outbox-entry';
import { putJobs } from './job-writes';
import type { JobWriteStores } from './job-writes';
import type { StoredJob } from './schema';

/** The stores a removal writes, from any read-write transaction that holds them. */
export interface RemovalStores {
  outbox: {
    get(id: number): Promise<OutboxEntry | undefined>;
    getAll(): Promise<OutboxEntry[]>;
    delete(id: number): Promise<unknown>;
  };
  jobs: JobWriteStores['jobs'] & { get(id: string): Promise<StoredJob | undefined> };
  kv: JobWriteStores['kv'];
}

/** How the entry's stored job changes once it is gone; undefined leaves it as it is. */
export type JobAfterRemoval = (stored: StoredJob, othersWait: boolean) => Job | undefined;

/** A job update (driver or admin); these are the entries requiresSync follows. */
export const isJobUpdate = (entry: { kind: string }) => entry.kind !== 'draUpdate';

/**
 * An accepted entry's job: requiresSync cleared once no other update of it
 * waits, and the revision the gateway answered with kept (never lowered), so
 * later changes are based on it; undefined when neither changes.
 */
export function acceptedJob(answerRevision: number | null): JobAfterRemoval {
  return (stored, othersWait) => {
    const clears = !othersWait && stored.job.requiresSync !== false;
    const current = stored.job.revision;
    const raises = answerRevision !== null && (current === undefined || answerRevision > current);
    if (!clears && !raises) return undefined;
    return {
      ...stored.job,
      ...(clears ? { requiresSync: false } : {}),
      ...(raises ? { revision: answerRevision } : {}),
    };
  };
}

/**
 * A discarded entry's job: once no other update of it waits, requiresSync and
 * changed are cleared, so the next jobs answer replaces what was discarded.
 */
export const discardedJob: JobAfterRemoval = (stored, othersWait) =>
  othersWait ? undefined : { ...stored.job, requiresSync: false, changed: false };

/**
 * Deletes the entry and, for a job update, writes its job as `after` says (the
 * stored active job follows). The removed entry and the job as written, or
 * undefined when the entry was already gone.
 */
export async function removeOutboxEntry(
  stores: RemovalStores,
  id: number,
  after: JobAfterRemoval,
): Promise<{ entry: OutboxEntry; job: Job | undefined } | undefined> {
  const entry = await stores.outbox.get(id);
  if (!entry) return undefined;
  await stores.outbox.delete(id);
  if (!isJobUpdate(entry)) return { entry, job: undefined };
  const others = (await stores.outbox.getAll()).filter((e) => e.jobId === entry.jobId && isJobUpdate(e));
  const stored = await stores.jobs.get(entry.jobId);
  const job = stored ? after(stored, others.length > 0) : undefined;
  if (stored && job) await putJobs(stores, [{ ...stored, job }]);
  return { entry, job };
}
