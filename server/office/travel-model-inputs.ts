/**
 * What the board's travel model (domain/office/stop-etas.ts) is given from the board's rows: where a driver was
 * last seen, and each stop's place and arrival. The office board and a customer's next stops
 * (server/customer-messages/driver-next-stops.ts) place their stops through these, so both give the same ETAs.
 */
import type { LatLng } from '@domain/location/geo-distance';
import type { LastSeen, StopToPlace } from '@domain/office/stop-etas';
import { timestampMs } from '@domain/time/dates';
import { postcodeKey } from '../store/geocodes';
import type { BoardJobDocument, LatestHeartbeatRow, PlaceRow } from './today-board-rows';

/** True when the driver is at the stop (the arrival rule fired). */
export function arrivedAtDrop(job: BoardJobDocument): boolean {
  return job.arrived_at_drop === true;
}

/** Where the van was last seen, from the driver's latest heartbeat of the day (null: none came). */
export function lastSeenOf(beat: LatestHeartbeatRow | undefined): LastSeen | null {
  return beat
    ? {
        point: { latitude: beat.latitude, longitude: beat.longitude },
        at: new Date(beat.received_at).getTime(),
      }
    : null;
}

/** The places read, by their postcode's key. */
export function placesByKey(rows: readonly PlaceRow[]): Map<string, LatLng> {
  return new Map(rows.map((p) => [p.postcode_key, { latitude: p.latitude, longitude: p.longitude }]));
}

/** A stop as the travel model places it: its first customer's postcode's place, and when it was arrived at. */
export function stopToPlace(job: BoardJobDocument, places: ReadonlyMap<string, LatLng>): StopToPlace {
  return {
    point: places.get(postcodeKey(job.customer[0]?.postcode ?? '')) ?? null,
    arrivedAt: arrivedAtDrop(job) ? timestampMs(job.arrived_time ?? '') : null,
  };
}
