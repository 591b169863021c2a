/**
 * The driver's route as GPS fixes: from where the phone stands, in even steps, to a point 20 m north
 * of the next customer's postcode (well inside the 100 m arrival distance). The playback sets each
 * fix on the context in turn (context.setGeolocation) and answers when the first fix within 100 m was
 * set: the moment the app should send its arrival heartbeat.
 */
import type { BrowserContext } from '@playwright/test';
import { distanceMetres, isArrival, type LatLng } from '@domain/location/geo-distance';

/** About 20 m north, in degrees of latitude. */
const NORTH_20_M = 0.00018;

/** Where the van stands at the start of the day (Trafford Park, a few km from the customers). */
export const DEPOT: LatLng = { latitude: 53.4612, longitude: -2.3245 };

/** The fixes from `from` to 20 m north of `customer`, `steps` of them, the last at the door. */
export function routeLeg(from: LatLng, customer: LatLng, steps: number): LatLng[] {
  const door = { latitude: customer.latitude + NORTH_20_M, longitude: customer.longitude };
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    return {
      latitude: from.latitude + (door.latitude - from.latitude) * t,
      longitude: from.longitude + (door.longitude - from.longitude) * t,
    };
  });
}

/** The index of the leg's first fix within the arrival distance of the customer (-1: none). */
export function firstArrivalFix(leg: readonly LatLng[], customer: LatLng): number {
  return leg.findIndex((fix) => isArrival(distanceMetres(fix, customer)));
}

/** One fix set on the phone: when (epoch ms) and where. */
export interface FixSet extends LatLng {
  at: number;
}

/** Plays the leg, a fix every `stepMs`; answers the fixes set and when the first arrival fix was set. */
export async function driveLeg(
  context: BrowserContext,
  leg: readonly LatLng[],
  customer: LatLng,
  stepMs: number,
): Promise<{ fixes: FixSet[]; arrivedAt: number }> {
  const arrivalIndex = firstArrivalFix(leg, customer);
  const fixes: FixSet[] = [];
  let arrivedAt = Number.NaN;
  for (const [i, fix] of leg.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, stepMs));
    const at = Date.now();
    await context.setGeolocation({ ...fix, accuracy: 10 });
    fixes.push({ ...fix, at });
    if (i === arrivalIndex) arrivedAt = at;
  }
  return { fixes, arrivedAt };
}
