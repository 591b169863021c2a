/**
 * The office board from its rows (server/office/today-board-rows.ts): a van per manifest, in the order the
 * driver's list shows them (product rule 4.6), its progress by job_outcome_status, its remaining stops in
 * driving order with their ETAs, where the van was last seen and what waited on the phone then; then what
 * needs the office. A driver with several vans drives them one after another: the ETAs run on from one
 * van's last stop to the next van's first.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import { sortManifests, sortSchedule } from '@domain/job-list/sorting';
import { stopEtas } from '@domain/office/stop-etas';
import type {
  BoardStop,
  BoardVan,
  PhoneBacklog,
  TodayBoard,
  TravelModel,
  VanPosition,
  VanProgress,
} from '@domain/office/today-board';
import { officeItems } from './office-items';
import type {
  BoardJobDocument,
  BoardJobRow,
  LatestHeartbeatRow,
  TodayBoardRows,
  VanRow,
} from './today-board-rows';
import { arrivedAtDrop, lastSeenOf, placesByKey, stopToPlace } from './travel-model-inputs';

/** Which board, when, and under which model. */
export interface BoardFrame {
  branch: string;
  /** The gateway's today, YYYY-MM-DD. */
  day: string;
  now: Date;
  version: string;
  travelModel: TravelModel;
}

function progressOf(jobs: readonly BoardJobRow[]): VanProgress {
  const progress: VanProgress = { done: 0, failed: 0, suspended: 0, to_do: 0 };
  for (const { job_outcome_status: status } of jobs) {
    if (status === JobOutcomeStatus.JobComplete || status === JobOutcomeStatus.NoFixRequired) progress.done++;
    else if (status === JobOutcomeStatus.Failed) progress.failed++;
    else if (status === JobOutcomeStatus.Suspended) progress.suspended++;
    else progress.to_do++;
  }
  return progress;
}

function wholeOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** What waited on the phone, or null when the heartbeat did not say (an app from before the fields). */
export function phoneBacklogOf(beat: LatestHeartbeatRow | undefined): PhoneBacklog | null {
  if (!beat) return null;
  const { pending_changes, pending_photos, pending_oldest_seconds } = beat.payload;
  if (pending_changes === undefined && pending_photos === undefined && pending_oldest_seconds === undefined)
    return null;
  return {
    changes: wholeOrZero(pending_changes),
    photos: wholeOrZero(pending_photos),
    oldest_seconds: wholeOrZero(pending_oldest_seconds),
    reported_at: new Date(beat.received_at).toISOString(),
  };
}

function positionOf(beat: LatestHeartbeatRow | undefined): VanPosition | null {
  if (!beat) return null;
  const precision = beat.payload.precision;
  return {
    latitude: beat.latitude,
    longitude: beat.longitude,
    precision: typeof precision === 'number' && precision >= 0 ? precision : 0,
    at: new Date(beat.received_at).toISOString(),
  };
}

/** The job in hand: the remaining stop arrived at, else the still-to-do job the last job heartbeat named. */
function jobInHand(
  remaining: readonly BoardJobDocument[],
  lastJobBeat: LatestHeartbeatRow | undefined,
): string | null {
  const arrived = remaining.find(arrivedAtDrop);
  if (arrived) return arrived.id;
  const named = lastJobBeat?.job_id;
  return named != null && remaining.some((job) => job.id === named) ? named : null;
}

interface VanDraft {
  van: VanRow;
  jobs: BoardJobRow[];
  remaining: BoardJobDocument[];
}

/** The board of the rows. */
export function assembleTodayBoard(rows: TodayBoardRows, frame: BoardFrame): TodayBoard {
  const now = frame.now.getTime();
  const places = placesByKey(rows.places);
  const lastBeat = new Map(rows.latestHeartbeats.map((b) => [b.driver_id, b]));
  const lastJobBeat = new Map(rows.latestJobHeartbeats.map((b) => [b.driver_id, b]));
  const names = new Map(rows.vans.map((v) => [v.driver_id, v.driver_name ?? v.driver_id]));
  const driverName = (driverId: string) => names.get(driverId) ?? driverId;

  const jobRows = new Map(rows.jobs.map((j) => [j.id, j]));
  const jobsOfManifest = new Map<string, BoardJobRow[]>();
  for (const job of rows.jobs) {
    const list = jobsOfManifest.get(job.manifest_id);
    if (list) list.push(job);
    else jobsOfManifest.set(job.manifest_id, [job]);
  }
  const drafts: VanDraft[] = sortManifests(rows.vans).map((van) => {
    const jobs = jobsOfManifest.get(van.id) ?? [];
    const remaining = sortSchedule(
      jobs.filter((j) => j.job_outcome_status === JobOutcomeStatus.NotStarted).map((j) => j.document),
    );
    return { van, jobs, remaining };
  });

  // Each driver's remaining stops across their vans, in driving order, placed in one run.
  const etas = new Map<string, ReturnType<typeof stopEtas>[number]>();
  for (const driverId of new Set(drafts.map((d) => d.van.driver_id))) {
    const stops = drafts.filter((d) => d.van.driver_id === driverId).flatMap((d) => d.remaining);
    const toPlace = stops.map((job) => stopToPlace(job, places));
    stopEtas(toPlace, lastSeenOf(lastBeat.get(driverId)), now, frame.travelModel).forEach((eta, i) => {
      const job = stops[i];
      if (job) etas.set(job.id, eta);
    });
  }

  const vans: BoardVan[] = drafts.map(({ van, jobs, remaining }) => ({
    manifest_id: van.id,
    vehicle_id: van.vehicle_id,
    driver_id: van.driver_id,
    driver_name: driverName(van.driver_id),
    progress: progressOf(jobs),
    in_hand_job_id: jobInHand(remaining, lastJobBeat.get(van.driver_id)),
    position: positionOf(lastBeat.get(van.driver_id)),
    phone_backlog: phoneBacklogOf(lastBeat.get(van.driver_id)),
    stops: remaining.map((job): BoardStop => {
      const eta = etas.get(job.id);
      const customer = job.customer[0];
      return {
        job_id: job.id,
        job_number: jobRows.get(job.id)?.job_number ?? job.id,
        customer_name: customer?.name ?? '',
        postcode: customer?.postcode ?? '',
        window_start: job.start_time,
        window_end: job.end_time,
        eta: eta?.eta ?? null,
        eta_is_guess: eta?.etaIsGuess ?? true,
        distance_m: eta?.distanceM ?? null,
        arrived: arrivedAtDrop(job),
      };
    }),
  }));

  return {
    date: frame.day,
    branch: frame.branch,
    generated_at: frame.now.toISOString(),
    version: frame.version,
    travel_model: frame.travelModel,
    vans,
    needs_office: officeItems(rows.jobs, rows.conflicts, {
      jobs: jobRows,
      driverName,
      reasonCodes: rows.reasonCodes,
    }),
  };
}
