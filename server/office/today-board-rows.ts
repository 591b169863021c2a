/**
 * What the office board reads for one branch and day, in a handful of queries whatever the number of vans:
 * the manifests with their drivers' names, the jobs, each driver's latest heartbeat (and latest job
 * heartbeat), the places of the jobs' postcodes, the refused changes kept as conflicts, and the reason codes
 * of the jobs' retailers.
 */
import type { Job } from '@domain/job/job';
import type { ReasonCode } from '@domain/reasons/reason-code';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';
import { reasonCodeOf } from '../store/reason-codes';
import type { ReasonCodeRow } from '../store/reason-codes';

/** A manifest of the day and its driver's account name (null when no account names the driver). */
export interface VanRow {
  id: string;
  vehicle_id: string;
  driver_id: string;
  start_time: string;
  end_time: string;
  driver_name: string | null;
}

/** A job of the day, with when its outcome was last set (null: never by an update). */
export interface BoardJobRow {
  id: string;
  job_number: string;
  manifest_id: string;
  driver_id: string;
  job_outcome_status: number;
  document: Job;
  outcome_at: Date | null;
  updated_at: Date;
}

/** A driver's latest heartbeat of the day. */
export interface LatestHeartbeatRow {
  driver_id: string;
  job_id: string | null;
  latitude: number;
  longitude: number;
  payload: Record<string, unknown>;
  received_at: Date;
}

/** Where a postcode is (its key as server/store/geocodes.ts writes it). */
export interface PlaceRow {
  postcode_key: string;
  latitude: number;
  longitude: number;
}

/** A change of a job of the day refused as a conflict, with its author's name. */
export interface ConflictRow {
  job_id: string;
  username: string;
  author_name: string | null;
  payload: unknown;
  received_at: Date;
}

/** Everything the board is built from. */
export interface TodayBoardRows {
  vans: VanRow[];
  jobs: BoardJobRow[];
  latestHeartbeats: LatestHeartbeatRow[];
  latestJobHeartbeats: LatestHeartbeatRow[];
  places: PlaceRow[];
  conflicts: ConflictRow[];
  reasonCodes: ReasonCode[];
}

const NAME_OF_DRIVER = `(SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u
   WHERE u.branch = m.branch AND u.driver_id = m.driver_id ORDER BY u.created_at, u.username LIMIT 1)`;

const VANS = namedSql(
  'office_board_vans',
  `SELECT m.id, m.vehicle_id, m.driver_id, m.start_time, m.end_time, ${NAME_OF_DRIVER} AS driver_name
   FROM manifests m WHERE m.branch = $1 AND m.job_date = $2 AND ($3::text IS NULL OR m.driver_id = $3)`,
);

const JOBS = namedSql(
  'office_board_jobs',
  `SELECT j.id, j.job_number, j.manifest_id, j.driver_id, j.job_outcome_status, j.document, j.updated_at,
     (SELECT max(u.received_at) FROM job_updates u WHERE u.job_id = j.id AND u.outcome IS NOT NULL) AS outcome_at
   FROM jobs j WHERE j.branch = $1 AND j.job_date = $2 AND ($3::text IS NULL OR j.driver_id = $3)`,
);

/**
 * Each driver's latest heartbeat of the day by the phone's own time (a beat that arrives late never hides a
 * newer one), through heartbeats_driver_taken; job heartbeats only when $3. Only drivers with a van of the
 * day ($2's date) are asked, each for its newest beat alone: a read that took every beat of the day would
 * grow with it (at a heartbeat a second per phone, thousands of rows per driver) and run at every rebuild.
 */
export const LATEST_HEARTBEATS = namedSql(
  'office_board_latest_heartbeats',
  `SELECT h.driver_id, h.job_id, h.latitude, h.longitude, h.payload, h.received_at
   FROM (SELECT DISTINCT m.driver_id FROM manifests m
         WHERE m.branch = $1 AND m.job_date = left($2, 10) AND ($4::text IS NULL OR m.driver_id = $4)) d
   CROSS JOIN LATERAL (
     SELECT driver_id, job_id, latitude, longitude, payload, received_at FROM heartbeats
     WHERE branch = $1 AND driver_id = d.driver_id AND payload->>'timestamp' >= $2 AND (NOT $3 OR status = 'job')
     ORDER BY payload->>'timestamp' DESC, id DESC LIMIT 1
   ) h`,
);

/** The first customer's postcode of a job, keyed as the geocodes table keys it. */
const POSTCODE_KEY_OF_JOB = `upper(regexp_replace(j.document->'customer'->0->>'postcode', '\\s+', '', 'g'))`;

const PLACES = namedSql(
  'office_board_places',
  `SELECT DISTINCT g.postcode_key, g.latitude, g.longitude
   FROM jobs j JOIN geocodes g ON g.postcode_key = ${POSTCODE_KEY_OF_JOB}
   WHERE j.branch = $1 AND j.job_date = $2 AND ($3::text IS NULL OR j.driver_id = $3)`,
);

const CONFLICTS = namedSql(
  'office_board_conflicts',
  `SELECT c.job_id, c.username, c.payload, c.received_at,
     (SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u
      WHERE lower(u.username) = lower(c.username)) AS author_name
   FROM job_conflicts c JOIN jobs j ON j.id = c.job_id
   WHERE j.branch = $1 AND j.job_date = $2 AND ($3::text IS NULL OR j.driver_id = $3) ORDER BY c.id`,
);

const REASON_CODES = namedSql(
  'office_board_reason_codes',
  `SELECT id, label, parent_id, level, retailer_reference_id, mapped_field_name, maps_to_delivered
   FROM reason_codes WHERE retailer_id IN (SELECT DISTINCT retailer_id FROM jobs
     WHERE branch = $1 AND job_date = $2 AND ($3::text IS NULL OR driver_id = $3))
   ORDER BY level, sort_order, id`,
);

/**
 * Reads the board's rows of the branch for the day (YYYY-MM-DD): every van's, or with `driverId` only that
 * driver's (what a customer's stage needs after that driver's heartbeat or update, a small share of a branch's).
 */
export async function readTodayBoardRows(
  db: Database,
  branch: string,
  day: string,
  driverId: string | null = null,
): Promise<TodayBoardRows> {
  // Heartbeat timestamps are the phone's local 'YYYY-MM-DDTHH:mm:ss': the day's are those from its midnight.
  const dayStart = `${day}T00:00:00`;
  // One statement after another: a build holds one pool connection at a time, however many run.
  const vans = await db.query<VanRow>(VANS, [branch, day, driverId]);
  const jobs = await db.query<BoardJobRow>(JOBS, [branch, day, driverId]);
  const latestHeartbeats = await db.query<LatestHeartbeatRow>(LATEST_HEARTBEATS, [
    branch,
    dayStart,
    false,
    driverId,
  ]);
  const latestJobHeartbeats = await db.query<LatestHeartbeatRow>(LATEST_HEARTBEATS, [
    branch,
    dayStart,
    true,
    driverId,
  ]);
  const places = await db.query<PlaceRow>(PLACES, [branch, day, driverId]);
  const conflicts = await db.query<ConflictRow>(CONFLICTS, [branch, day, driverId]);
  const reasonRows = await db.query<ReasonCodeRow>(REASON_CODES, [branch, day, driverId]);
  return {
    vans,
    jobs,
    latestHeartbeats,
    latestJobHeartbeats,
    places,
    conflicts,
    reasonCodes: reasonRows.map(reasonCodeOf),
  };
}
