/**
 * The job_updates log: every accepted driver or admin update as it arrived,
 * with the job revision it produced and the outcome it set.
 */
import type { OtherChange } from '@domain/sync/conflict-policy';
import type { JobOutcomeStatus } from '@domain/job/enums';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** One change to a job as it arrived: who sent it, under which key, and its JSON body. */
export interface ReceivedChange {
  jobId: string;
  kind: 'driver' | 'admin';
  username: string;
  branch: string;
  driverid: string;
  idempotencyKey: string | null;
  payload: unknown;
}

/** One accepted update. */
export interface JobUpdateRecord extends ReceivedChange {
  /** The job's revision after it. */
  revision: number;
  /** The outcome it set, or null when it left job_outcome_status as it was. */
  outcome: JobOutcomeStatus | null;
}

/** The values of a received change, in the column order of RECEIVED_COLUMNS. */
export function receivedValues(change: ReceivedChange): (string | null)[] {
  const { jobId, kind, username, branch, driverid, idempotencyKey, payload } = change;
  return [jobId, kind, username, branch, driverid, idempotencyKey, JSON.stringify(payload)];
}

/** The columns receivedValues fills ($1…$7; payload is cast to jsonb by the caller's SQL). */
export const RECEIVED_COLUMNS = 'job_id, kind, username, branch, driver_id, idempotency_key, payload';

const OTHER_CHANGES = namedSql(
  'job_other_changes',
  `SELECT kind, username, received_at, revision, outcome FROM job_updates
   WHERE job_id = $1 AND revision > $2 AND lower(username) <> lower($3) ORDER BY revision`,
);

/**
 * The accepted updates of the job after the base revision made by anyone but
 * the username (case aside), oldest first: what a 409 JOB_CHANGED lists.
 */
export async function otherChangesSince(
  db: Database,
  jobId: string,
  base: number,
  username: string,
): Promise<OtherChange[]> {
  const rows = await db.query<
    Omit<OtherChange, 'by' | 'at'> & { kind: OtherChange['by']; received_at: Date }
  >(OTHER_CHANGES, [jobId, base, username]);
  return rows.map((row) => ({
    by: row.kind,
    username: row.username,
    at: new Date(row.received_at).toISOString(),
    revision: row.revision,
    outcome: row.outcome,
  }));
}

/** The stored rows for a job, oldest first (test routes). */
export function listJobUpdates(db: Database, jobId: string): Promise<unknown[]> {
  return db.query(
    `SELECT id::text AS id, ${RECEIVED_COLUMNS}, revision, outcome, received_at
     FROM job_updates WHERE job_id = $1 ORDER BY job_updates.id`,
    [jobId],
  );
}
