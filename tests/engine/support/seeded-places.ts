/** Where the demo's customers live (their postcodes' seeded coordinates), and positions near them. */
import { demoCustomers } from '@server/seed/demo-customers';
import { EARTH_RADIUS_M } from '@domain/location/geo-distance';
import type { Job } from '@domain/job/job';
import type { DevicePosition } from '@worker/engine-shapes';

/** The seeded coordinates of the job's first customer's postcode. */
export function seededPlace(job: Job): { latitude: number; longitude: number } {
  const postcode = job.customer[0]?.postcode;
  const customer = [...demoCustomers.values()].find((c) => c.postcode === postcode);
  if (!customer) throw new Error(`no seeded customer at ${String(postcode)}`);
  return customer;
}

/** A position `metres` due north of the place. */
export function north(place: { latitude: number; longitude: number }, metres: number): DevicePosition {
  const latitude = place.latitude + ((metres / EARTH_RADIUS_M) * 180) / Math.PI;
  return { latitude, longitude: place.longitude, accuracy: 8, timestamp: Date.now() };
}
