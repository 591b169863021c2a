/**
 * A driver's next stops as their customers' stage reads them (domain/customer/delivery-stage.ts): the first few
 * remaining stops across the driver's vans of the day in driving order (product rule 4.6), their ETAs under the
 * board's travel model, and whether the driver's day has started. The office board (assemble-today-board.ts)
 * gives the same stops, but reads and orders every stop of the day: a check after each of the driver's moves
 * that did so held the gateway's event loop for tens of milliseconds on a day of thousands of stops, while
 * every answer in flight waited. Here PostgreSQL picks the few stops, so what the gateway reads and orders
 * stays a handful of rows however long the day.
 *
 * A stop's ETA depends only on the stops before it (domain/office/stop-etas.ts), so the first stops' ETAs are
 * the board's. Their order is the board's: the vans by start time (read whole and ordered here, as the board
 * orders them), and within a van the jobs by `arrival_time`, else `start_time`. PostgreSQL orders those times
 * as text, which for a local 'YYYY-MM-DDTHH:mm:ss' of a real date is their order in time; a job whose time is
 * written any other way is read with the candidates and ordered here as the board orders it. So the first
 * stops are the board's whatever the texts, but for a date that does not exist (a 31st of a 30-day month, the
 * hour the clocks skip in spring), and jobs of equal times may come in either order, as on the board.
 */
import type { CustomerVan } from '@domain/customer/delivery-stage';
import { JobOutcomeStatus } from '@domain/job/enums';
import { sortManifests, sortSchedule } from '@domain/job-list/sorting';
import { stopEtas } from '@domain/office/stop-etas';
import type { TravelModel } from '@domain/office/today-board';
import { todayIso } from '@domain/time/dates';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';
import type { TodayBoardSource } from '../office/build-today-board';
import { LATEST_HEARTBEATS, POSTCODE_KEY_OF_JOB, STOP_DOCUMENT } from '../office/today-board-rows';
import type { BoardJobDocument, LatestHeartbeatRow, PlaceRow } from '../office/today-board-rows';
import { arrivedAtDrop, lastSeenOf, placesByKey, stopToPlace } from '../office/travel-model-inputs';

/** Whose stops, on which day, and under which model. */
export interface NextStopsFrame {
  branch: string;
  driverId: string;
  /** The gateway's today, YYYY-MM-DD. */
  day: string;
  now: Date;
  travelModel: TravelModel;
}

/** The driver's vans of the day, few, read whole: their order is the domain's sort, as on the board. */
const DRIVER_VANS = namedSql(
  'next_stops_vans',
  `SELECT id, start_time FROM manifests WHERE branch = $1 AND job_date = $2 AND driver_id = $3
   ORDER BY start_time, id`,
);

/** The jobs of the vans $3 (JSON, in driving order), with each van's rank in that order. */
const JOBS_OF_VANS = `jobs j JOIN (
     SELECT id, ordinal::int AS van_rank FROM jsonb_array_elements_text($3::jsonb) WITH ORDINALITY AS v(id, ordinal)
   ) van ON van.id = j.manifest_id
   WHERE j.branch = $1 AND j.job_date = $2`;

/** The time a job is scheduled by (domain/job-list/sorting.ts scheduleTimeOf), as text. */
const SCHEDULE_TIME = `coalesce(nullif(j.document->>'arrival_time', ''), j.document->>'start_time', '')`;
/** A local 'YYYY-MM-DDTHH:mm:ss' with every field in its range: such texts sort as text in time order. */
const LOCAL_TIMESTAMP = `'^[12][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'`;

/**
 * The candidates for the first $4 stops: the first $4 remaining jobs in driving order among those whose time
 * is a local timestamp, and every remaining job whose time is not; what a stop shows is built for those alone.
 */
const NEXT_STOP_CANDIDATES = namedSql(
  'next_stops_candidates',
  `WITH remaining AS (
     SELECT j.id, van.van_rank, ${SCHEDULE_TIME} AS schedule_time FROM ${JOBS_OF_VANS}
       AND j.job_outcome_status = ${JobOutcomeStatus.NotStarted}
   ), candidates AS (
     (SELECT id, van_rank FROM remaining WHERE schedule_time ~ ${LOCAL_TIMESTAMP}
      ORDER BY van_rank, schedule_time, id LIMIT $4)
     UNION ALL
     (SELECT id, van_rank FROM remaining WHERE schedule_time !~ ${LOCAL_TIMESTAMP})
   )
   SELECT c.van_rank, ${STOP_DOCUMENT} AS document FROM candidates c JOIN jobs j ON j.id = c.id`,
);

/** The outcomes the board counts as progress: done, failed or suspended. */
const OUTCOMES_SET = `(${[
  JobOutcomeStatus.JobComplete,
  JobOutcomeStatus.NoFixRequired,
  JobOutcomeStatus.Failed,
  JobOutcomeStatus.Suspended,
].join(', ')})`;

/**
 * Whether the day has started by what its jobs say (as the board's progress and arrivals): a job of the vans
 * is done, failed or suspended, or a remaining one was arrived at. A heartbeat of today starts it too.
 */
const STARTED_BY_JOBS = namedSql(
  'next_stops_started',
  `SELECT EXISTS (
     SELECT 1 FROM ${JOBS_OF_VANS}
       AND (j.job_outcome_status IN ${OUTCOMES_SET}
         OR (j.job_outcome_status = ${JobOutcomeStatus.NotStarted} AND j.document->'arrived_at_drop' = 'true'))
   ) AS started`,
);

/** The places of the jobs' postcodes, keyed in PostgreSQL as the board's read keys them. */
const PLACES_OF_JOBS = namedSql(
  'next_stops_places',
  `SELECT DISTINCT g.postcode_key, g.latitude, g.longitude
   FROM jobs j JOIN geocodes g ON g.postcode_key = ${POSTCODE_KEY_OF_JOB}
   WHERE j.id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
);

/** The first `count` stops of the candidates in driving order: van by van, each van's by its schedule. */
function firstStops(
  candidates: readonly { van_rank: number; document: BoardJobDocument }[],
  count: number,
): BoardJobDocument[] {
  const byVan = new Map<number, BoardJobDocument[]>();
  for (const { van_rank: rank, document } of candidates) {
    const van = byVan.get(rank);
    if (van) van.push(document);
    else byVan.set(rank, [document]);
  }
  return [...byVan.keys()]
    .sort((a, b) => a - b)
    .flatMap((rank) => sortSchedule(byVan.get(rank) ?? []))
    .slice(0, count);
}

/**
 * The driver's vans as the customer stage reads them, with only their first `count` remaining stops; null when
 * the driver has no van of the day or no stop left.
 */
export async function readDriverNextStops(
  db: Database,
  frame: NextStopsFrame,
  count: number,
): Promise<CustomerVan | null> {
  const { branch, driverId, day } = frame;
  const vans = sortManifests(
    await db.query<{ id: string; start_time: string }>(DRIVER_VANS, [branch, day, driverId]),
  );
  if (vans.length === 0) return null;
  const vanIds = JSON.stringify(vans.map((van) => van.id));
  const candidates = await db.query<{ van_rank: number; document: BoardJobDocument }>(NEXT_STOP_CANDIDATES, [
    branch,
    day,
    vanIds,
    count,
  ]);
  const stops = firstStops(candidates, count);
  if (stops.length === 0) return null;
  // Heartbeat timestamps are the phone's local 'YYYY-MM-DDTHH:mm:ss': the day's are those from its midnight.
  const [beat] = await db.query<LatestHeartbeatRow>(LATEST_HEARTBEATS, [
    branch,
    `${day}T00:00:00`,
    false,
    driverId,
  ]);
  const [jobs] = await db.query<{ started: boolean }>(STARTED_BY_JOBS, [branch, day, vanIds]);
  const ids = JSON.stringify(stops.map((job) => job.id));
  const places = placesByKey(await db.query<PlaceRow>(PLACES_OF_JOBS, [ids]));
  const etas = stopEtas(
    stops.map((job) => stopToPlace(job, places)),
    lastSeenOf(beat),
    frame.now.getTime(),
    frame.travelModel,
  );
  return {
    started: beat !== undefined || jobs?.started === true,
    stops: stops.map((job, i) => ({
      job_id: job.id,
      eta: etas[i]?.eta ?? null,
      eta_is_guess: etas[i]?.etaIsGuess ?? true,
      arrived: arrivedAtDrop(job),
    })),
  };
}

/** The driver's next stops now, on the gateway's today (the demo day seeded first, as for a board). */
export async function readNextStops(
  source: TodayBoardSource,
  branch: string,
  driverId: string,
  count: number,
): Promise<CustomerVan | null> {
  await source.ensureToday();
  const now = source.now();
  const frame = { branch, driverId, day: todayIso(now), now, travelModel: source.travelModel };
  return readDriverNextStops(source.db, frame, count);
}
