/**
 * What the tracking page reads of a job, by its token or its id, in one statement: where it is filed, its
 * outcome and document, and its driver's first name (never the surname: product rule 2.23).
 */
import type { Job } from '@domain/job/job';
import type { JobOutcomeStatus } from '@domain/job/enums';
import { retailerIdOf } from '@domain/job/retailer';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** A job as the tracking page sees it. */
export interface TrackedJob {
  id: string;
  branch: string;
  driverId: string;
  /** YYYY-MM-DD. */
  jobDate: string;
  /** The job's retailer, the default retailer code when it names none (product rule 9.12), as its webhooks say. */
  retailerId: string;
  outcomeStatus: JobOutcomeStatus;
  document: Job;
  /** The first name of the account that drives the job's van, or null when no account names the driver. */
  driverFirstName: string | null;
}

interface TrackedJobRow {
  id: string;
  branch: string;
  driver_id: string;
  job_date: string;
  job_outcome_status: JobOutcomeStatus;
  document: Job;
  driver_first_name: string | null;
}

// The driver's account as the office board names it (the oldest account of the branch with the driver id).
const COLUMNS = `j.id, j.branch, j.driver_id, j.job_date, j.job_outcome_status, j.document,
  (SELECT nullif(trim(u.first_name), '') FROM users u WHERE u.branch = j.branch AND u.driver_id = j.driver_id
   ORDER BY u.created_at, u.username LIMIT 1) AS driver_first_name`;

const BY_TOKEN = namedSql(
  'tracked_job_by_token',
  `SELECT ${COLUMNS} FROM tracking_links t JOIN jobs j ON j.id = t.job_id WHERE t.token = $1`,
);
const BY_ID = namedSql('tracked_job_by_id', `SELECT ${COLUMNS} FROM jobs j WHERE j.id = $1`);

function trackedJobOf(row: TrackedJobRow | undefined): TrackedJob | null {
  if (!row) return null;
  return {
    id: row.id,
    branch: row.branch,
    driverId: row.driver_id,
    jobDate: row.job_date,
    retailerId: retailerIdOf(row.document),
    outcomeStatus: row.job_outcome_status,
    document: row.document,
    driverFirstName: row.driver_first_name,
  };
}

/** The job a token links to, or null when no link has the token. */
export async function findTrackedJobByToken(db: Database, token: string): Promise<TrackedJob | null> {
  return trackedJobOf((await db.query<TrackedJobRow>(BY_TOKEN, [token]))[0]);
}

/** The job with the id, or null. */
export async function findTrackedJobById(db: Database, jobId: string): Promise<TrackedJob | null> {
  return trackedJobOf((await db.query<TrackedJobRow>(BY_ID, [jobId]))[0]);
}
