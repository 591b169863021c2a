/** Where a job is filed (branch, driver id, day), read without its document: what write access is decided on. */
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** Where a job is filed. */
export interface JobPlacement {
  branch: string;
  driverid: string;
  /** ISO day 'YYYY-MM-DD'. */
  date: string;
}

/** A job's id and where it is filed: enough to decide who may write it. */
export interface JobOwnership extends JobPlacement {
  id: string;
}

/** The jobs columns an ownership is read from. */
export const OWNERSHIP_COLUMNS = 'id, branch, driver_id, job_date';

/** A row holding OWNERSHIP_COLUMNS. */
export interface OwnershipRow {
  id: string;
  branch: string;
  driver_id: string;
  job_date: string;
}

/** The ownership a row names. */
export function ownershipOf(row: OwnershipRow): JobOwnership {
  return { id: row.id, branch: row.branch, driverid: row.driver_id, date: row.job_date };
}

const OWNERSHIP_BY_ID = namedSql(
  'job_ownership_by_id',
  `SELECT ${OWNERSHIP_COLUMNS} FROM jobs WHERE id = $1`,
);

/** The job's ownership by id, or null. */
export async function jobOwnershipById(db: Database, jobId: string): Promise<JobOwnership | null> {
  const [row] = await db.query<OwnershipRow>(OWNERSHIP_BY_ID, [jobId]);
  return row ? ownershipOf(row) : null;
}

/** The job's ownership by its order number (a risk assessment's orderReference), or null. */
export async function jobOwnershipByOrderNumber(
  db: Database,
  orderNumber: string,
): Promise<JobOwnership | null> {
  const [row] = await db.query<OwnershipRow>(
    `SELECT ${OWNERSHIP_COLUMNS} FROM jobs WHERE document->'delivery_job'->>'order_number' = $1
     ORDER BY job_date DESC LIMIT 1`,
    [orderNumber],
  );
  return row ? ownershipOf(row) : null;
}
