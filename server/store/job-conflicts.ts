/**
 * The job_conflicts record: changes refused with 409 JOB_CHANGED because someone
 * else changed the job since the revision they were based on. Kept as they
 * arrived (with their photos' locations), never applied to the job.
 */
import type { Database } from '../db/database';
import { officeChangeNotice } from '../office/office-channel';
import { RECEIVED_COLUMNS, receivedValues } from './job-updates';
import type { ReceivedChange } from './job-updates';

/** One refused change. */
export interface JobConflictRecord extends ReceivedChange {
  /** The revision the change was based on (its If-Match). */
  baseRevision: number;
  /** The job's revision when it was refused. */
  revision: number;
}

/** Keeps a refused change and tells the office board of its branch (in the same statement). */
export async function insertJobConflict(db: Database, conflict: JobConflictRecord, now: Date): Promise<void> {
  await db.query(
    `WITH kept AS (
       INSERT INTO job_conflicts (${RECEIVED_COLUMNS}, base_revision, revision, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     )
     SELECT ${officeChangeNotice('$4')}`,
    [...receivedValues(conflict), conflict.baseRevision, conflict.revision, now],
  );
}

/** The refused changes of a job, oldest first (test routes). */
export function listJobConflicts(db: Database, jobId: string): Promise<unknown[]> {
  return db.query(
    `SELECT id::text AS id, ${RECEIVED_COLUMNS}, base_revision, revision, received_at
     FROM job_conflicts WHERE job_id = $1 ORDER BY job_conflicts.id`,
    [jobId],
  );
}
