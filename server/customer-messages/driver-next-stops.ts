/**
 * A driver's next stops as their customers' stage reads them (domain/customer/delivery-stage.ts): the first few
 * still to do across the driver's vans of the day in driving order (product rule 4.6), their ETAs under the
 * board's travel model, and whether the van has started. The office board (assemble-today-board.ts) gives the
 * same stops, but reads and orders every stop of the driver's day: a check after each of the driver's moves
 * that did so held the gateway's event loop for tens of milliseconds on a day of thousands of stops, while
 * every answer in flight waited. Here PostgreSQL picks the few stops, so what the gateway reads and orders
 * stays a handful of rows however long the day.
 *
 * A stop's ETA depends only on the stops before it (domain/office/stop-etas.ts), so the first stops' ETAs are
 * the board's. Their order is the board's: the vans by start time (read whole, ordered here), and within a van
 * the jobs by `arrival_time`, else `start_time`. PostgreSQL orders those time texts as text, which for the
 * local 'YYYY-MM-DDTHH:mm:ss' a job carries is their order in time; a job whose time is written any other way
 * (rare: an import's odd time) is read with the candidates and ordered here as the board orders it, so the
 * first stops are the board's whatever the texts. Jobs whose times are equal may come in either order, as on
 * the board.
 */
import type { CustomerVan } from '@domain/customer/delivery-stage';
import { JobOutcomeStatus } from '@domain/job/enums';
import { sortManifests, sortSchedule } from '@domain/job-list/sorting';
import { stopEtas } from '@domain/office/stop-etas';
import type { TravelModel } from '@domain/office/today-board';
import { todayIso } from '@domain/time/dates';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';
import { lastSeenOf, stopToPlace } from '../office/assemble-today-board';
import type { TodayBoardSource } from '../office/build-today-board';
import { LATEST_HEARTBEATS, STOP_DOCUMENT } from '../office/today-board-rows';
import type { BoardJobDocument, LatestHeartbeatRow, PlaceRow } from '../office/today-board-rows';
import { postcodeKey } from '../store/geocodes';

/** Whose stops, on which day, and under which model. */
export interface NextStopsFrame {
  branch: string;
  driverId: string;
  /** The gateway's today, YYYY-MM-DD. */
  day: string;
  now: Date;
  travelModel: TravelModel;
}

const DRIVER_VANS = namedSql(
  'next_stops_vans',
  `SELECT id, start_time FROM manifests WHERE branch = $1 AND job_date = $2 AND driver_id = $3`,
);

/** The time a job is scheduled by (domain/job-list/sorting.ts scheduleTimeOf), as text. */
const SCHEDULE_TIME = `coalesce(nullif(j.document->>'arrival_time', ''), j.document->>'start_time', '')`;
/** A local 'YYYY-MM-DDTHH:mm:ss': such texts sort as text in the order of their times. */
const LOCAL_TIMESTAMP = `'^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$'`;

/**
 * The candidates for the first $5 stops: the first $5 jobs still to do in driving order among those whose
 * time is a local timestamp, and every job still to do whose time is not. $4 is the vans' ids in driving
 * order (JSON); `place` is the van's place in it.
 */
const NEXT_STOP_CANDIDATES = namedSql(
  'next_stops_candidates',
  `WITH van AS (SELECT id, place FROM jsonb_array_elements_text($4::jsonb) WITH ORDINALITY AS v(id, place)),
   to_do AS (
     SELECT j.id, van.place::int AS place, ${SCHEDULE_TIME} AS schedule_time, ${STOP_DOCUMENT} AS document
     FROM jobs j JOIN van ON van.id = j.manifest_id
     WHERE j.branch = $1 AND j.job_date = $2 AND j.driver_id = $3
       AND j.job_outcome_status = ${JobOutcomeStatus.NotStarted})
   (SELECT place, document FROM to_do WHERE schedule_time ~ ${LOCAL_TIMESTAMP}
    ORDER BY place, schedule_time, id LIMIT $5)
   UNION ALL
   (SELECT place, document FROM to_do WHERE schedule_time !~ ${LOCAL_TIMESTAMP})`,
);

/**
 * Whether the van has started on what its jobs say (the board's progress and arrivals): a job of the day has
 * an outcome, or one still to do was arrived at. A heartbeat of today starts it too (read apart).
 */
const STARTED_BY_JOBS = namedSql(
  'next_stops_started',
  `SELECT EXISTS (
     SELECT 1 FROM jobs j
     WHERE j.branch = $1 AND j.job_date = $2 AND j.driver_id = $3
       AND j.manifest_id IN (SELECT jsonb_array_elements_text($4::jsonb))
       AND (j.job_outcome_status <> ${JobOutcomeStatus.NotStarted} OR j.document->'arrived_at_drop' = 'true'::jsonb)
   ) AS started`,
);

const PLACES_OF_POSTCODES = namedSql(
  'next_stops_places',
  `SELECT postcode_key, latitude, longitude FROM geocodes
   WHERE postcode_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
);

/** The first `count` stops of the candidates in driving order: van by van, each van's by its schedule. */
function firstStops(
  candidates: readonly { place: number; document: BoardJobDocument }[],
  count: number,
): BoardJobDocument[] {
  const byVan = new Map<number, BoardJobDocument[]>();
  for (const { place, document } of candidates) {
    const van = byVan.get(place);
    if (van) van.push(document);
    else byVan.set(place, [document]);
  }
  return [...byVan.keys()]
    .sort((a, b) => a - b)
    .flatMap((van) => sortSchedule(byVan.get(van) ?? []))
    .slice(0, count);
}

/**
 * The driver's van as the customer stage reads it, with only its first `count` remaining stops; null when the
 * driver has no van of the day or no stop left to do.
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
  const candidates = await db.query<{ place: number; document: BoardJobDocument }>(NEXT_STOP_CANDIDATES, [
    branch,
    day,
    driverId,
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
  const [jobs] = await db.query<{ started: boolean }>(STARTED_BY_JOBS, [branch, day, driverId, vanIds]);
  const keys = stops.map((job) => postcodeKey(job.customer[0]?.postcode ?? ''));
  const places = new Map(
    (await db.query<PlaceRow>(PLACES_OF_POSTCODES, [JSON.stringify(keys)])).map((p) => [
      p.postcode_key,
      { latitude: p.latitude, longitude: p.longitude },
    ]),
  );
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
      arrived: job.arrived_at_drop === true,
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
