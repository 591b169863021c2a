/** Product rules 5.11 and 9.1: the arrival check: great-circle distance to the customer's postcode. */
import { ARRIVAL_DISTANCE_M } from '../app/constants';

/** A point on the Earth in decimal degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Haversine distance between two points, in metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when the distance is within arrivalDistanceM (100 m, inclusive). */
export function isArrival(distanceM: number): boolean {
  return Number.isFinite(distanceM) && distanceM <= ARRIVAL_DISTANCE_M;
}
