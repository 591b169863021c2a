/**
 * What a job's evidence record is assembled from, read from the gateway's
 * tables: the job and where it is filed, its accepted updates and refused
 * changes (with the names of who sent them), its risk assessments and the
 * driver's positions around it.
 */
import { ADMIN_USER_TYPE } from '@domain/accounts/login-status';
import type { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { EvidenceActor } from '@domain/evidence/evidence-record';
import type {
  EvidenceConflictInput,
  EvidenceHeartbeatInput,
  EvidenceRiskInput,
  EvidenceRiskPayload,
  EvidenceUpdateInput,
} from '@domain/evidence/evidence-inputs';
import type { Database, SqlParam } from '../db/database';
import { OWNERSHIP_COLUMNS, ownershipOf } from './job-ownership';
import type { OwnershipRow } from './job-ownership';
import type { OwnedJob } from './jobs';

/** The columns naming who sent a row (joined with users as `us`). */
const SENDER_COLUMNS = 'x.username, us.first_name, us.last_name, us.user_type';
const WITH_SENDER = 'LEFT JOIN users us ON lower(us.username) = lower(x.username)';

interface SenderRow {
  username: string;
  first_name: string | null;
  last_name: string | null;
  user_type: string | null;
  kind?: 'driver' | 'admin';
}

function actorOf(row: SenderRow): EvidenceActor {
  const name = [row.first_name, row.last_name].filter((part) => part !== null && part !== '').join(' ');
  const admin = row.kind === undefined ? row.user_type === ADMIN_USER_TYPE : row.kind === 'admin';
  return { role: admin ? 'admin' : 'driver', username: row.username, name: name || row.username };
}

const iso = (at: Date | string): string => new Date(at).toISOString();

/** The job and where it is filed, or null. */
export async function findEvidenceJob(db: Database, id: string): Promise<OwnedJob | null> {
  const [row] = await db.query<OwnershipRow & { document: Job }>(
    `SELECT document, ${OWNERSHIP_COLUMNS} FROM jobs WHERE id = $1`,
    [id],
  );
  return row ? { ...ownershipOf(row), job: row.document } : null;
}

/** The job's accepted updates, oldest first. */
export async function evidenceUpdates(db: Database, jobId: string): Promise<EvidenceUpdateInput[]> {
  const rows = await db.query<
    SenderRow & { payload: unknown; received_at: Date; revision: number; outcome: JobOutcomeStatus | null }
  >(
    `SELECT x.kind, ${SENDER_COLUMNS}, x.payload, x.received_at, x.revision, x.outcome
     FROM job_updates x ${WITH_SENDER} WHERE x.job_id = $1 ORDER BY x.revision, x.id`,
    [jobId],
  );
  return rows.map((row) => ({
    by: actorOf(row),
    payload: row.payload,
    receivedAt: iso(row.received_at),
    revision: row.revision,
    outcome: row.outcome,
  }));
}

/** The job's refused changes, oldest first. */
export async function evidenceConflicts(db: Database, jobId: string): Promise<EvidenceConflictInput[]> {
  const rows = await db.query<
    SenderRow & { payload: unknown; received_at: Date; base_revision: number; revision: number }
  >(
    `SELECT x.kind, ${SENDER_COLUMNS}, x.payload, x.received_at, x.base_revision, x.revision
     FROM job_conflicts x ${WITH_SENDER} WHERE x.job_id = $1 ORDER BY x.id`,
    [jobId],
  );
  return rows.map((row) => ({
    by: actorOf(row),
    payload: row.payload,
    receivedAt: iso(row.received_at),
    baseRevision: row.base_revision,
    revision: row.revision,
  }));
}

/** The job's risk assessments, oldest first. */
export async function evidenceRiskAssessments(db: Database, jobId: string): Promise<EvidenceRiskInput[]> {
  const rows = await db.query<SenderRow & { payload: EvidenceRiskPayload; received_at: Date }>(
    `SELECT ${SENDER_COLUMNS}, x.payload, x.received_at
     FROM dra_updates x ${WITH_SENDER} WHERE x.job_id = $1 ORDER BY x.id`,
    [jobId],
  );
  return rows.map((row) => ({ by: actorOf(row), payload: row.payload, receivedAt: iso(row.received_at) }));
}

/**
 * The phone's times of one day as a range of its timestamp text (YYYY-MM-DD to YYYY-MM-DD + "U": every
 * "YYYY-MM-DDT…" sorts between), so heartbeats_driver_taken serves it.
 */
function dayRange(day: string): [string, string] {
  return [day, `${day}U`];
}

/** The most positions one record reads. */
const POSITIONS_MAX = 5000;

/** The positions query (parameters: evidencePositionsParameters); heartbeats_driver_taken serves its days. */
export const RECORD_POSITIONS_SQL = `SELECT latitude, longitude, payload->>'timestamp' AS at, received_at, job_id
  FROM heartbeats
  WHERE branch = $1 AND driver_id = $2
    AND (job_id = $3 OR (job_id IS NULL AND (
      (payload->>'timestamp' >= $4 AND payload->>'timestamp' < $5) OR
      (payload->>'timestamp' >= $6 AND payload->>'timestamp' < $7))))
  ORDER BY received_at, id LIMIT ${POSITIONS_MAX}`;

/** The positions query's parameters for the job and its two days. */
export function evidencePositionsParameters(job: OwnedJob, days: readonly [string, string]): SqlParam[] {
  return [job.branch, job.driverid, job.id, ...dayRange(days[0]), ...dayRange(days[1])];
}

/**
 * The job driver's positions filed under the job, and their generic positions
 * taken on the given days (the job's day and its outcome's), in the order received.
 */
export async function evidenceHeartbeats(
  db: Database,
  job: OwnedJob,
  days: readonly [string, string],
): Promise<EvidenceHeartbeatInput[]> {
  const rows = await db.query<{
    latitude: number;
    longitude: number;
    at: string | null;
    received_at: Date;
    job_id: string | null;
  }>(RECORD_POSITIONS_SQL, evidencePositionsParameters(job, days));
  return rows.flatMap((row) =>
    row.at === null
      ? []
      : [
          {
            latitude: row.latitude,
            longitude: row.longitude,
            at: row.at,
            receivedAt: iso(row.received_at),
            jobId: row.job_id,
          },
        ],
  );
}
