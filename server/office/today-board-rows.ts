/**
 * What the office board reads for one branch and day, in a handful of queries whatever the number of vans:
 * the manifests with their drivers' names, the jobs, each driver's latest heartbeat (and latest job
 * heartbeat), the places of the jobs' postcodes, the refused changes kept as conflicts, and the reason codes
 * of the jobs' retailers.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Customer, Job } from '@domain/job/job';
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

/** What the board shows of a job's stop: when, where, for whom, and whether the driver is there. */
export type BoardJobDocument = Pick<
  Job,
  'id' | 'start_time' | 'end_time' | 'arrival_time' | 'arrived_at_drop' | 'arrived_time'
> & { customer: Pick<Customer, 'name' | 'postcode'>[] };

/**
 * A job of the day. Its document is read whole only for a failed or suspended job (the office reads its
 * reason); of any other, only what the board shows of its stop: a day of thousands of stops is read at every
 * rebuild (and a tracking page's stage), and parsing the whole documents was most of that read's cost.
 * `outcome_at`, when its outcome was last set, is read for those two outcomes alone (null otherwise, and when
 * never set by an update).
 */
export interface BoardJobRow {
  id: string;
  job_number: string;
  manifest_id: string;
  driver_id: string;
  job_outcome_status: number;
  document: BoardJobDocument;
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
   FROM manifests m WHERE m.branch = $1 AND m.job_date = $2 ORDER BY m.start_time, m.id`,
);

/** The outcomes whose jobs need the office, read with their whole document (office-items.ts). */
const NEEDS_OFFICE_OUTCOMES = `(${JobOutcomeStatus.Failed}, ${JobOutcomeStatus.Suspended})`;

/** What a stop shows of the job row `j` (a BoardJobDocument), built by PostgreSQL from the document. */
export const STOP_DOCUMENT = `jsonb_build_object(
       'id', j.document->'id', 'start_time', j.document->'start_time', 'end_time', j.document->'end_time',
       'arrival_time', j.document->'arrival_time', 'arrived_at_drop', j.document->'arrived_at_drop',
       'arrived_time', j.document->'arrived_time',
       'customer', CASE WHEN j.document->'customer'->0 IS NULL THEN '[]'::jsonb
         ELSE jsonb_build_array(jsonb_build_object('name', j.document->'customer'->0->'name',
                                                   'postcode', j.document->'customer'->0->'postcode')) END)`;

const JOBS = namedSql(
  'office_board_jobs',
  `SELECT j.id, j.job_number, j.manifest_id, j.driver_id, j.job_outcome_status, j.updated_at,
     CASE WHEN j.job_outcome_status IN ${NEEDS_OFFICE_OUTCOMES} THEN j.document ELSE ${STOP_DOCUMENT} END
       AS document,
     CASE WHEN j.job_outcome_status IN ${NEEDS_OFFICE_OUTCOMES} THEN
       (SELECT max(u.received_at) FROM job_updates u WHERE u.job_id = j.id AND u.outcome IS NOT NULL) END
       AS outcome_at
   FROM jobs j WHERE j.branch = $1 AND j.job_date = $2`,
);

/**
 * Each driver's latest heartbeat of the day by the phone's own time (a beat that arrives late never hides a
 * newer one), through heartbeats_driver_taken; job heartbeats only when $3; one driver's alone when $4. Only
 * drivers with a van of the day ($2's date) are asked, each for its newest beat alone: a read that took every beat of the day would
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

/** The first customer's postcode of the job row `j`, keyed as the geocodes table keys it. */
export const POSTCODE_KEY_OF_JOB = `upper(regexp_replace(j.document->'customer'->0->>'postcode', '\\s+', '', 'g'))`;

const PLACES = namedSql(
  'office_board_places',
  `SELECT DISTINCT g.postcode_key, g.latitude, g.longitude
   FROM jobs j JOIN geocodes g ON g.postcode_key = ${POSTCODE_KEY_OF_JOB}
   WHERE j.branch = $1 AND j.job_date = $2`,
);

const CONFLICTS = namedSql(
  'office_board_conflicts',
  `SELECT c.job_id, c.username, c.payload, c.received_at,
     (SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u
      WHERE lower(u.username) = lower(c.username)) AS author_name
   FROM job_conflicts c JOIN jobs j ON j.id = c.job_id
   WHERE j.branch = $1 AND j.job_date = $2 ORDER BY c.id`,
);

const REASON_CODES = namedSql(
  'office_board_reason_codes',
  `SELECT id, label, parent_id, level, retailer_reference_id, mapped_field_name, maps_to_delivered
   FROM reason_codes WHERE retailer_id IN (SELECT DISTINCT retailer_id FROM jobs
     WHERE branch = $1 AND job_date = $2)
   ORDER BY level, sort_order, id`,
);

/** Reads the board's rows of the branch for the day (YYYY-MM-DD). */
export async function readTodayBoardRows(db: Database, branch: string, day: string): Promise<TodayBoardRows> {
  // Heartbeat timestamps are the phone's local 'YYYY-MM-DDTHH:mm:ss': the day's are those from its midnight.
  const dayStart = `${day}T00:00:00`;
  // One statement after another: a build holds one pool connection at a time, however many run.
  const vans = await db.query<VanRow>(VANS, [branch, day]);
  const jobs = await db.query<BoardJobRow>(JOBS, [branch, day]);
  const latestHeartbeats = await db.query<LatestHeartbeatRow>(LATEST_HEARTBEATS, [
    branch,
    dayStart,
    false,
    null,
  ]);
  const latestJobHeartbeats = await db.query<LatestHeartbeatRow>(LATEST_HEARTBEATS, [
    branch,
    dayStart,
    true,
    null,
  ]);
  const places = await db.query<PlaceRow>(PLACES, [branch, day]);
  const conflicts = await db.query<ConflictRow>(CONFLICTS, [branch, day]);
  const reasonRows = await db.query<ReasonCodeRow>(REASON_CODES, [branch, day]);
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
