/**
 * The driver at the customer's door (the evidence record's arrival): the phone's position set 20 m from the
 * customer's postcode as the gateway geocodes it, the arrival heartbeat waited for at the gateway, and
 * the arrival line the evidence record words from the first position within 100 m.
 */
import { expect, type BrowserContext } from '@playwright/test';
import type { Database } from '@server/db/database';
import { findGeocode } from '@server/store/geocodes';
import { distanceMetres, isArrival, type LatLng } from '@domain/location/geo-distance';
import { formatCapturedAt } from '@domain/evidence/evidence-times';

/** About 20 m north of a point: well inside the 100 m arrival distance. */
const NORTH_20_M = 0.00018;

/** Where the customer is (the gateway's geocode of the postcode) and where the phone stands. */
export interface AtCustomer {
  customer: LatLng;
  phone: LatLng;
  /**
   * When the phone was stood there: the worker's gateway is shared by its specs in turn, and positions an
   * earlier spec left (generic heartbeats of the same driver) are none of this one's.
   */
  since: Date;
}

/** Lets the phone's context read its position and stands it 20 m from the customer's postcode. */
export async function standAtCustomer(
  context: BrowserContext,
  db: Database,
  origin: string,
  postcode: string,
): Promise<AtCustomer> {
  const geocode = await findGeocode(db, postcode);
  if (!geocode) throw new Error(`the gateway cannot geocode ${postcode}`);
  const customer = { latitude: geocode.latitude, longitude: geocode.longitude };
  const phone = { latitude: customer.latitude + NORTH_20_M, longitude: customer.longitude };
  await context.grantPermissions(['geolocation'], { origin });
  const since = new Date();
  await context.setGeolocation({ ...phone, accuracy: 10 });
  return { customer, phone, since };
}

/** The driver's positions the record reads for the job since the phone stood at the customer, earliest first. */
export function positionsSince(db: Database, username: string, jobId: string, since: Date) {
  return db.query<{ latitude: number; longitude: number; at: string | null }>(
    `SELECT latitude, longitude, payload->>'timestamp' AS at FROM heartbeats
     WHERE username = $1 AND (job_id = $2 OR job_id IS NULL) AND received_at >= $3 ORDER BY payload->>'timestamp'`,
    [username, jobId, since],
  );
}

/** Of those, the ones within 100 m of the customer. */
async function positionsAtCustomer(db: Database, username: string, jobId: string, at: AtCustomer) {
  const rows = await positionsSince(db, username, jobId, at.since);
  return rows.filter((row) => row.at !== null && isArrival(distanceMetres(row, at.customer)));
}

/** Waits until the gateway holds a position of the driver at the customer for the job. */
export async function arrivalReceived(
  db: Database,
  username: string,
  jobId: string,
  at: AtCustomer,
): Promise<void> {
  await expect
    .poll(async () => (await positionsAtCustomer(db, username, jobId, at)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

/** The arrival as the record words it: the captured time and the "Arrived at" line. */
export async function arrivalWording(
  db: Database,
  username: string,
  jobId: string,
  at: AtCustomer,
): Promise<{ captured: string; line: string }> {
  const [first] = await positionsAtCustomer(db, username, jobId, at);
  if (!first?.at) throw new Error('no position at the customer');
  const metres = Math.round(distanceMetres(first, at.customer));
  const place = `${first.latitude.toFixed(5)}, ${first.longitude.toFixed(5)}`;
  return {
    captured: formatCapturedAt(first.at),
    line: `Arrived at: ${place}, ${metres} m from the customer`,
  };
}
