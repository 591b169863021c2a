/**
 * Stores an accepted job update in one statement: its row in the job_updates log and the job as it now
 * stands (document, outcome, revision), and tells the office board of the job's branch
 * (server/office/office-channel.ts). One round trip instead of three; the statement is atomic, and it runs
 * inside the update's transaction, after the job was locked (findJobForUpdate).
 */
import type { Job } from '@domain/job/job';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';
import { officeChangeNotice } from '../office/office-channel';
import { RECEIVED_COLUMNS, receivedValues } from './job-updates';
import type { JobUpdateRecord } from './job-updates';
import { revisionOf } from './jobs';

const SAVE_ACCEPTED = namedSql(
  'job_update_accepted',
  `WITH logged AS (
     INSERT INTO job_updates (${RECEIVED_COLUMNS}, revision, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
   ), saved AS (
     UPDATE jobs SET document = $11::jsonb, job_outcome_status = $12, revision = $8, updated_at = $10
     WHERE id = $1 RETURNING branch
   )
   SELECT ${officeChangeNotice('saved.branch')} FROM saved`,
);

/** Appends the update row and stores the changed job (at the update's revision). */
export async function saveAcceptedUpdate(
  db: Database,
  update: JobUpdateRecord,
  job: Job,
  now: Date,
): Promise<void> {
  if (job.id !== update.jobId || revisionOf(job) !== update.revision)
    throw new Error('The job and its update disagree on the job or the revision');
  await db.write(SAVE_ACCEPTED, [
    ...receivedValues(update),
    update.revision,
    update.outcome,
    now,
    JSON.stringify(job),
    job.job_outcome_status,
  ]);
}
