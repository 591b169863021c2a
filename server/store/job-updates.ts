/** The job_updates log: every accepted driver or admin update as it arrived. */
import type { Database } from '../db/database';

/** One received update. */
export interface JobUpdateRecord {
  jobId: string;
  kind: 'driver' | 'admin';
  username: string;
  branch: string;
  driverid: string;
  idempotencyKey: string | null;
  payload: unknown;
}

/** Appends an update row. */
export async function insertJobUpdate(db: Database, update: JobUpdateRecord, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO job_updates (job_id, kind, username, branch, driver_id, idempotency_key, payload, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      update.jobId,
      update.kind,
      update.username,
      update.branch,
      update.driverid,
      update.idempotencyKey,
      JSON.stringify(update.payload),
      now,
    ],
  );
}

/** The stored rows for a job, oldest first (test routes). */
export function listJobUpdates(db: Database, jobId: string): Promise<unknown[]> {
  return db.query(
    `SELECT id::text AS id, job_id, kind, username, branch, driver_id, idempotency_key, payload, received_at
     FROM job_updates WHERE job_id = $1 ORDER BY id`,
    [jobId],
  );
}
