/**
 * Where the driver was: arrival is the first position within the arrival
 * distance (100 m, isArrival) of the customer's postcode; the position at
 * completion is the one taken nearest the outcome time, when one was taken
 * within POSITION_NEAR_MS of it.
 */
import { distanceMetres, isArrival } from '../location/geo-distance';
import type { LatLng } from '../location/geo-distance';
import { timestampMs } from '../time/dates';
import type { RecordEvent } from './evidence-record';
import type { RecordHeartbeatInput } from './evidence-inputs';

/** How far from the outcome time a position may be taken and still count as the position at completion. */
export const POSITION_NEAR_MS = 15 * 60 * 1000;

/** The arrival event. */
export type ArrivalEvent = Extract<RecordEvent, { kind: 'arrival' }>;

/** The position at completion as the outcome event carries it. */
export type CompletionPosition = Extract<RecordEvent, { kind: 'outcome' }>['position'];

/** The positions of the job: filed under it, or generic ones (none filed under another job), by time taken. */
export function positionsOfJob(
  heartbeats: readonly RecordHeartbeatInput[],
  jobId: string,
): RecordHeartbeatInput[] {
  return heartbeats
    .filter((beat) => beat.jobId === null || beat.jobId === jobId)
    .filter((beat) => timestampMs(beat.at) !== null)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function rounded(metres: number): number {
  return Math.round(metres);
}

/** The first position within the arrival distance of the customer, or null (also when the customer's position is unknown). */
export function arrivalEvent(
  positions: readonly RecordHeartbeatInput[],
  customer: LatLng | null,
): ArrivalEvent | null {
  if (customer === null) return null;
  for (const beat of positions) {
    const distance = distanceMetres(beat, customer);
    if (!isArrival(distance)) continue;
    return {
      kind: 'arrival',
      at: beat.at,
      receivedAt: beat.receivedAt,
      distanceMetres: rounded(distance),
      latitude: beat.latitude,
      longitude: beat.longitude,
    };
  }
  return null;
}

/** The position taken nearest the moment (within POSITION_NEAR_MS), with its distance from the customer. */
export function positionNear(
  positions: readonly RecordHeartbeatInput[],
  at: string | null,
  customer: LatLng | null,
): CompletionPosition {
  const target = at === null ? null : timestampMs(at);
  if (target === null) return null;
  let best: RecordHeartbeatInput | null = null;
  let bestGap = Infinity;
  for (const beat of positions) {
    const gap = Math.abs((timestampMs(beat.at) ?? Infinity) - target);
    if (gap < bestGap) [best, bestGap] = [beat, gap];
  }
  if (best === null || bestGap > POSITION_NEAR_MS) return null;
  return {
    latitude: best.latitude,
    longitude: best.longitude,
    distanceMetres: customer === null ? null : rounded(distanceMetres(best, customer)),
  };
}
