/**
 * The delivery log of a branch's retail webhooks (the rows of retail_webhooks whose job is the branch's),
 * newest first, and an admin's resend. The columns read here hold no secret: the endpoint's secret is only
 * in the setting, and the log leaves out the URL and the body as well.
 */
import { jobNumberFromId } from '@domain/job/job-number';
import { RETAIL_WEBHOOK_LOG_PAGE_SIZE } from '@domain/gateway/retail-webhook-log-shapes';
import type {
  RetailWebhookLogEntry,
  RetailWebhookLogPage,
  RetailWebhookStatus,
} from '@domain/gateway/retail-webhook-log-shapes';
import type { Database } from '../db/database';
import { CHANNEL_SQL } from '../webhooks/webhook-outbox';

/** What the log is filtered by: '' or undefined is every retailer / status. */
export interface RetailWebhookLogFilter {
  retailer?: string;
  status?: RetailWebhookStatus | '';
  page: number;
}

interface LogRow {
  event_id: string;
  event_type: string;
  retailer_id: string;
  job_id: string;
  status: RetailWebhookStatus;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
}

const COLUMNS = `w.event_id::text AS event_id, w.event_type, w.retailer_id, w.job_id, w.status, w.attempts,
  w.last_status, w.last_error, w.created_at, w.next_attempt_at, w.delivered_at`;

/** The branch's rows, through their jobs: a row of another branch's job is never seen. */
const OF_BRANCH = `FROM retail_webhooks w JOIN jobs j ON j.id = w.job_id WHERE j.branch = $1`;

function entryOf(row: LogRow): RetailWebhookLogEntry {
  return {
    eventId: row.event_id,
    eventType: row.event_type,
    retailerId: row.retailer_id,
    jobId: row.job_id,
    jobNumber: jobNumberFromId(row.job_id),
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
  };
}

/** A page of the branch's log, newest first. */
export async function retailWebhookLog(
  db: Database,
  branch: string,
  filter: RetailWebhookLogFilter,
): Promise<RetailWebhookLogPage> {
  const retailer = filter.retailer?.trim() || null;
  const status = filter.status || null;
  const where = `${OF_BRANCH} AND ($2::text IS NULL OR w.retailer_id = $2) AND ($3::text IS NULL OR w.status = $3)`;
  const [count] = await db.query<{ total: number | string }>(`SELECT count(*) AS total ${where}`, [
    branch,
    retailer,
    status,
  ]);
  const rows = await db.query<LogRow>(
    `SELECT ${COLUMNS} ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT $4 OFFSET $5`,
    [
      branch,
      retailer,
      status,
      RETAIL_WEBHOOK_LOG_PAGE_SIZE,
      (filter.page - 1) * RETAIL_WEBHOOK_LOG_PAGE_SIZE,
    ],
  );
  const retailers = await db.query<{ retailer_id: string }>(
    `SELECT DISTINCT w.retailer_id ${OF_BRANCH} ORDER BY w.retailer_id`,
    [branch],
  );
  return {
    entries: rows.map(entryOf),
    retailers: retailers.map((row) => row.retailer_id),
    page: filter.page,
    pageSize: RETAIL_WEBHOOK_LOG_PAGE_SIZE,
    total: Number(count?.total ?? 0),
  };
}

/**
 * Sends the branch's webhook again under its event id: pending, due now, with a fresh 24 h of retries from
 * now and its tries so far kept. A pending one is only made due now (a claim in flight keeps its lease, so it
 * is not posted twice at once). Doing it twice is the same as once. Null when the branch has no such row.
 */
export async function resendRetailWebhook(
  db: Database,
  branch: string,
  eventId: string,
  now: Date,
): Promise<RetailWebhookLogEntry | null> {
  const [row] = await db.query<LogRow>(
    `WITH resent AS (
       UPDATE retail_webhooks w
       SET status = 'pending', next_attempt_at = $3, retry_from = $3, delivered_at = NULL
       FROM jobs j
       WHERE w.event_id = $2::uuid AND j.id = w.job_id AND j.branch = $1
       RETURNING w.*
     ), woken AS (
       SELECT pg_notify(${CHANNEL_SQL}, 'resent') FROM resent
     )
     SELECT ${COLUMNS.replaceAll('w.', '')} FROM resent, (SELECT count(*) FROM woken) AS n`,
    [branch, eventId, now],
  );
  return row ? entryOf(row) : null;
}
