/**
 * The link a retailer is sent to read a job's completed evidence record without a login: an expiring
 * capability URL, apiPaths.retailRecord(token), with a 256-bit random token (base64url) stored per job in
 * retail_record_links (migration 015). The row is written once, by the first gateway to see the record
 * complete (its primary key is the job id), so the completion is announced once whatever races it.
 */
import { randomBytes } from 'node:crypto';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** How long a record link is served after the record completed, by default (RETAIL_RECORD_LINK_DAYS). */
export const DEFAULT_RECORD_LINK_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/** Where record links point and how long they live. */
export interface RetailRecordLinkSettings {
  /** The origin retailers reach the gateway at (PUBLIC_BASE_URL); null: the origin the request came in on. */
  baseUrl: string | null;
  /** Days a link is served after its record completed. */
  lifetimeDays: number;
}

/** A new record token: 32 random bytes, base64url (43 characters). */
export function newRecordToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The shape of a token: what the route accepts before asking the database. */
export const RECORD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link of a token at the base URL (any trailing slash of the base is dropped). */
export function recordLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${apiPaths.retailRecord(token)}`;
}

/** A job's record link as stored. */
export interface RecordLink {
  jobId: string;
  token: string;
  digest: string;
  completedAt: Date;
  expiresAt: Date;
}

interface LinkRow {
  job_id: string;
  token: string;
  digest: string;
  completed_at: Date;
  expires_at: Date;
}

const linkOf = (row: LinkRow): RecordLink => ({
  jobId: row.job_id,
  token: row.token,
  digest: row.digest,
  completedAt: new Date(row.completed_at),
  expiresAt: new Date(row.expires_at),
});

const INSERT = namedSql(
  'retail_record_link_insert',
  `INSERT INTO retail_record_links (job_id, token, digest, completed_at, expires_at)
   VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (job_id) DO NOTHING
   RETURNING job_id, token, digest, completed_at, expires_at`,
);

/**
 * Writes the job's link unless it has one: the new link, or null when another gateway (or an earlier read)
 * wrote it first. Run in the transaction that queues the completion's webhooks.
 */
export async function insertRecordLink(
  tx: Database,
  jobId: string,
  digest: string,
  now: Date,
  lifetimeDays: number,
): Promise<RecordLink | null> {
  const expires = new Date(now.getTime() + lifetimeDays * DAY_MS);
  const [row] = await tx.query<LinkRow>(INSERT, [jobId, newRecordToken(), digest, now, expires]);
  return row ? linkOf(row) : null;
}

/** The job's link, expired or not, or null before its record completed. */
export async function findRecordLink(db: Database, jobId: string): Promise<RecordLink | null> {
  const [row] = await db.query<LinkRow>(
    'SELECT job_id, token, digest, completed_at, expires_at FROM retail_record_links WHERE job_id = $1',
    [jobId],
  );
  return row ? linkOf(row) : null;
}

/** The link of a token while it is live, or null (unknown or expired). */
export async function findLiveRecordLink(db: Database, token: string, now: Date): Promise<RecordLink | null> {
  if (!RECORD_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.query<LinkRow>(
    `SELECT job_id, token, digest, completed_at, expires_at FROM retail_record_links
     WHERE token = $1 AND expires_at > $2`,
    [token, now],
  );
  return row ? linkOf(row) : null;
}
