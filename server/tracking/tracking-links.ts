/**
 * A job's tracking link (product rule 2.23): `/track/{token}`, the token 144 random bits (crypto.randomBytes)
 * written as 24 base64url characters, one per job, made the first time the link is asked for. Two gateways
 * asking at once both insert-or-keep and read back, so they answer the same token. The link works until the
 * end of the TRACKING_LINK_DAYS-th day after the job's day (the gateway's local midnight), whatever day it
 * was made on.
 */
import { randomBytes } from 'node:crypto';
import { addDays, timestampMs } from '@domain/time/dates';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** Random bytes in a token: 144 bits, more than the 128 a guess must face, and a whole number of base64 digits. */
export const TRACKING_TOKEN_BYTES = 18;
/** What a token looks like: 24 base64url characters. Anything else is refused before the database is asked. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** The page's path prefix (never under the API's prefixes; the service worker leaves it to the network). */
export const TRACKING_PATH_PREFIX = '/track';

/** A fresh token. */
export function newTrackingToken(): string {
  return randomBytes(TRACKING_TOKEN_BYTES).toString('base64url');
}

/** True when the text could be a token (the right length and alphabet). */
export function isTrackingTokenFormat(text: string): boolean {
  return TRACKING_TOKEN_PATTERN.test(text);
}

/** When a link of a job of this day stops working: local midnight after the linkDays-th day after it. */
export function trackingLinkExpiry(jobDate: string, linkDays: number): Date {
  return new Date(timestampMs(`${addDays(jobDate, linkDays + 1)}T00:00:00`) ?? 0);
}

/** The page's path for a token. */
export function trackingPath(token: string): string {
  return `${TRACKING_PATH_PREFIX}/${token}`;
}

/** The link a customer is given: the base URL (no trailing /) and the page's path. */
export function trackingUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${trackingPath(token)}`;
}

/** A job's link. */
export interface TrackingLink {
  token: string;
  /** The job's day, YYYY-MM-DD. */
  jobDate: string;
  expiresAt: Date;
}

const INSERT_LINK = namedSql(
  'tracking_link_insert',
  `INSERT INTO tracking_links (job_id, token, created_at)
   SELECT id, $2, $3 FROM jobs WHERE id = $1
   ON CONFLICT (job_id) DO NOTHING`,
);

const READ_LINK = namedSql(
  'tracking_link_read',
  `SELECT t.token, j.job_date FROM tracking_links t JOIN jobs j ON j.id = t.job_id WHERE t.job_id = $1`,
);

/** The job's link, made now when it has none; null when there is no such job. */
export async function trackingLinkFor(
  db: Database,
  jobId: string,
  now: Date,
  linkDays: number,
): Promise<TrackingLink | null> {
  await db.query(INSERT_LINK, [jobId, newTrackingToken(), now]);
  const [row] = await db.query<{ token: string; job_date: string }>(READ_LINK, [jobId]);
  if (!row) return null;
  return { token: row.token, jobDate: row.job_date, expiresAt: trackingLinkExpiry(row.job_date, linkDays) };
}
