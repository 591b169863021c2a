/** Jobs and manifests, always read through a scope (a branch, and a driver id for drivers). */
import type { Job, Manifest } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import type { Database, SqlParam } from '../db/database';
import { namedSql } from '../db/named-sql';
import { OWNERSHIP_COLUMNS, ownershipOf } from './job-ownership';
import type { JobOwnership, JobPlacement, OwnershipRow } from './job-ownership';

/** What a caller may see: their branch, narrowed to their driver id unless they are an admin. */
export interface JobScope {
  branch: string;
  /** null = every driver of the branch (admins). */
  driverid: string | null;
}

/** Which jobs to list. */
export interface JobFilter {
  /** Exactly this ISO day. */
  date?: string;
  /** Strictly before this ISO day. */
  before?: string;
  /** This job_outcome_status only. */
  status?: number;
}

function scopeSql(scope: JobScope, params: SqlParam[]): string {
  params.push(scope.branch);
  let sql = `branch = $${params.length}`;
  if (scope.driverid !== null) {
    params.push(scope.driverid);
    sql += ` AND driver_id = $${params.length}`;
  }
  return sql;
}

/** Jobs in scope matching the filter, ordered by day, start time and id. */
export async function listJobs(db: Database, scope: JobScope, filter: JobFilter): Promise<Job[]> {
  const params: SqlParam[] = [];
  const where = [scopeSql(scope, params)];
  if (filter.date !== undefined) where.push(`job_date = $${params.push(filter.date)}`);
  if (filter.before !== undefined) where.push(`job_date < $${params.push(filter.before)}`);
  if (filter.status !== undefined) where.push(`job_outcome_status = $${params.push(filter.status)}`);
  const rows = await db.query<{ document: Job }>(
    `SELECT document FROM jobs WHERE ${where.join(' AND ')} ORDER BY job_date, document->>'start_time', id`,
    params,
  );
  return rows.map((row) => row.document);
}

/** The manifests the jobs belong to, ordered by start time. */
export async function manifestsOf(db: Database, jobs: readonly Job[]): Promise<Manifest[]> {
  const ids = [...new Set(jobs.map((job) => job.manifest_id))];
  if (ids.length === 0) return [];
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ');
  return db.query<Manifest>(
    `SELECT id, vehicle_id, start_time, end_time FROM manifests WHERE id IN (${placeholders})
     ORDER BY start_time, id`,
    ids,
  );
}

/** A stored job with where it is filed. */
export interface OwnedJob extends JobOwnership {
  job: Job;
}

const JOB_FOR_UPDATE = namedSql(
  'job_for_update',
  `SELECT document, ${OWNERSHIP_COLUMNS} FROM jobs WHERE id = $1 FOR UPDATE`,
);

/**
 * One job and where it is filed, locked for update inside a transaction; null
 * when there is none. Whether the caller may write it is decided from the
 * ownership (server/jobs/job-write-access.ts), never here.
 */
export async function findJobForUpdate(db: Database, id: string): Promise<OwnedJob | null> {
  const [row] = await db.query<OwnershipRow & { document: Job }>(JOB_FOR_UPDATE, [id]);
  return row ? { ...ownershipOf(row), job: row.document } : null;
}

/** The job with this job number in scope (the notes call, product rule 7.4), with its stored retailer. */
export async function findJobByNumber(
  db: Database,
  jobNumber: string,
  scope: JobScope,
): Promise<{ job: Job; retailerId: string | null } | null> {
  const params: SqlParam[] = [jobNumber];
  const [row] = await db.query<{ document: Job; retailer_id: string | null }>(
    `SELECT document, retailer_id FROM jobs WHERE job_number = $1 AND ${scopeSql(scope, params)}`,
    params,
  );
  return row ? { job: row.document, retailerId: row.retailer_id } : null;
}

/** The job's revision (1 when planned, one more with each accepted update). */
export function revisionOf(job: Job): number {
  return job.revision ?? 1;
}

/** Inserts a manifest unless its id exists. */
export async function insertManifestIfMissing(
  db: Database,
  manifest: Manifest,
  placement: JobPlacement,
): Promise<void> {
  await db.query(
    `INSERT INTO manifests (id, branch, driver_id, job_date, vehicle_id, start_time, end_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [
      manifest.id,
      placement.branch,
      placement.driverid,
      placement.date,
      manifest.vehicle_id,
      manifest.start_time,
      manifest.end_time,
    ],
  );
}

/** Inserts a job (at revision 1) unless its id exists; true when inserted. */
export async function insertJobIfMissing(
  db: Database,
  job: Job,
  placement: JobPlacement,
  now: Date,
): Promise<boolean> {
  const retailer = job.delivery_job.retailer_id;
  const rows = await db.query(
    `INSERT INTO jobs (id, job_number, manifest_id, branch, driver_id, job_date, retailer_id, job_outcome_status,
                       document, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10) ON CONFLICT DO NOTHING RETURNING id`,
    [
      job.id,
      jobNumberFromId(job.id),
      job.manifest_id,
      placement.branch,
      placement.driverid,
      placement.date,
      retailer === null || retailer === undefined ? null : String(retailer),
      job.job_outcome_status,
      JSON.stringify({ ...job, revision: 1 }),
      now,
    ],
  );
  return rows.length > 0;
}
