/**
 * When a van reaches each of its remaining stops: the office board's travel model. From the last known
 * position, stop after stop in driving order, each leg takes the straight-line distance × the road factor ÷
 * the average speed, and each stop the planned minutes per job. A driver who arrives early is assumed to
 * deliver early (no wait for the window). The ETAs are a guess when there is no position, or the last one is
 * older than the model's stale_position_minutes: the clock then starts from now at the last place known (the
 * first stop, when no position came today).
 */
import { formatTimestamp } from '../time/dates';
import { distanceMetres, type LatLng } from '../location/geo-distance';
import type { TravelModel } from './today-board';

/** The travel model's defaults (settings: ETA_ROAD_FACTOR, ETA_AVERAGE_SPEED_KMH, …). */
export const DEFAULT_TRAVEL_MODEL: TravelModel = {
  road_factor: 1.3,
  average_speed_kmh: 30,
  minutes_per_job: 20,
  stale_position_minutes: 15,
};

/** One stop to place: where it is (null: not geocoded) and, when the driver is there, since when. */
export interface StopToPlace {
  point: LatLng | null;
  /** ms since the epoch the driver arrived (the 100 m rule), or null. */
  arrivedAt: number | null;
}

/** Where the van was last seen and when (ms since the epoch). */
export interface LastSeen {
  point: LatLng;
  at: number;
}

/** A stop's arrival estimate. */
export interface StopEta {
  /** Local 'YYYY-MM-DDTHH:mm:ss', or null when the stop has no place. */
  eta: string | null;
  etaIsGuess: boolean;
  /** Straight-line metres from the last position; null without either place. */
  distanceM: number | null;
}

const MS_PER_MINUTE = 60_000;

/** Milliseconds to drive from a to b under the model. */
export function legMs(a: LatLng, b: LatLng, model: TravelModel): number {
  const metresPerMs = (model.average_speed_kmh * 1000) / 3_600_000;
  return (distanceMetres(a, b) * model.road_factor) / metresPerMs;
}

/** True when the ETAs must be labelled a guess: no position, or one older than the model allows. */
export function isPositionStale(lastSeen: LastSeen | null, now: number, model: TravelModel): boolean {
  return lastSeen === null || now - lastSeen.at > model.stale_position_minutes * MS_PER_MINUTE;
}

/** The arrival estimate of each stop, in the order given. */
export function stopEtas(
  stops: readonly StopToPlace[],
  lastSeen: LastSeen | null,
  now: number,
  model: TravelModel,
): StopEta[] {
  const guess = isPositionStale(lastSeen, now, model);
  const perJobMs = model.minutes_per_job * MS_PER_MINUTE;
  let clock = now;
  let from: LatLng | null = lastSeen?.point ?? null;
  return stops.map((stop) => {
    const distanceM =
      lastSeen !== null && stop.point !== null
        ? Math.round(distanceMetres(lastSeen.point, stop.point))
        : null;
    if (stop.point === null) return { eta: null, etaIsGuess: guess, distanceM };
    let arrival: number;
    if (stop.arrivedAt !== null) {
      arrival = stop.arrivedAt;
      clock = Math.max(clock, stop.arrivedAt + perJobMs);
    } else {
      arrival = clock + (from === null ? 0 : legMs(from, stop.point, model));
      clock = arrival + perJobMs;
    }
    from = stop.point;
    return { eta: formatTimestamp(arrival), etaIsGuess: guess, distanceM };
  });
}
