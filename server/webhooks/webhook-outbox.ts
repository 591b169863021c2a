/**
 * The retail_webhooks table (migration 012): rows are queued in the transaction that accepted the change and
 * claimed by any gateway's sender with FOR UPDATE SKIP LOCKED and a lease, so two senders never hold one row
 * at once; a result is written only by the claim that still holds the lease (claimed_until unchanged), so a
 * sender that outlived its lease cannot overwrite another's. Times come from the gateway's clock.
 */
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** The channel's name, as SQL: NOTIFY is database-wide, so the schema is part of it. */
export const CHANNEL_SQL = `'retail_webhooks_' || current_schema()`;

/** One webhook to queue. */
export interface QueuedWebhook {
  eventId: string;
  eventType: string;
  retailerId: string;
  jobId: string;
  url: string;
  /** The exact JSON text that is signed and posted. */
  body: string;
}

const ENQUEUE = namedSql(
  'retail_webhook_enqueue',
  `WITH queued AS (
     INSERT INTO retail_webhooks (event_id, event_type, retailer_id, job_id, url, body, next_attempt_at, created_at)
     VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $7) RETURNING id
   )
   SELECT pg_notify(${CHANNEL_SQL}, 'queued') FROM queued`,
);

/** Queues the webhook and wakes every sender once the transaction commits. */
export async function enqueueWebhook(db: Database, webhook: QueuedWebhook, now: Date): Promise<void> {
  const { eventId, eventType, retailerId, jobId, url, body } = webhook;
  await db.write(ENQUEUE, [eventId, eventType, retailerId, jobId, url, body, now]);
}

/** The channel senders listen on, for the database the handle is on. */
export async function webhookChannel(db: Database): Promise<string> {
  const [row] = await db.query<{ channel: string }>(`SELECT ${CHANNEL_SQL} AS channel`);
  if (!row) throw new Error('The database named no schema');
  return row.channel;
}

/** A claimed row: the sender holds it until claimedUntil. */
export interface ClaimedWebhook {
  id: string;
  eventId: string;
  retailerId: string;
  url: string;
  body: string;
  /** Tries made before this one. */
  attempts: number;
  /** Where its 24 h of retries count from: when it was queued, or last resent by an admin. */
  createdAt: Date;
  claimedUntil: Date;
}

const CLAIM = namedSql(
  'retail_webhook_claim',
  `UPDATE retail_webhooks SET claimed_until = $2
   WHERE id IN (
     SELECT id FROM retail_webhooks
     WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
     ORDER BY next_attempt_at, id LIMIT $3
     FOR UPDATE SKIP LOCKED
   )
   RETURNING id::text AS id, event_id::text AS event_id, retailer_id, url, body, attempts,
     COALESCE(retry_from, created_at) AS created_at`,
);

/** Claims up to `limit` due rows (pending, not held by a live lease) until `until`. */
export async function claimDueWebhooks(
  db: Database,
  now: Date,
  until: Date,
  limit: number,
): Promise<ClaimedWebhook[]> {
  const rows = await db.query<{
    id: string;
    event_id: string;
    retailer_id: string;
    url: string;
    body: string;
    attempts: number;
    created_at: Date;
  }>(CLAIM, [now, until, limit]);
  return rows
    .map((row) => ({
      id: row.id,
      eventId: row.event_id,
      retailerId: row.retailer_id,
      url: row.url,
      body: row.body,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
      claimedUntil: until,
    }))
    .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/** How one try ended. */
export interface WebhookTry {
  /** The endpoint's answer status, or null when no answer came (network error, timeout). */
  status: number | null;
  /** Why the try failed (never the secret), or null when it was taken. */
  error: string | null;
}

const RECORD = namedSql(
  'retail_webhook_record',
  `UPDATE retail_webhooks
   SET status = $3, attempts = attempts + 1, last_status = $4, last_error = $5, next_attempt_at = COALESCE($6::timestamptz, next_attempt_at),
       delivered_at = $7, claimed_until = NULL
   WHERE id = $1 AND claimed_until = $2 AND status = 'pending'`,
);

/**
 * Writes the try's result under the claim: delivered, failed, or pending again from nextAttempt. A claim that
 * lost its lease writes nothing.
 */
export async function recordWebhookTry(
  db: Database,
  claim: ClaimedWebhook,
  result: WebhookTry,
  outcome:
    { status: 'delivered'; at: Date } | { status: 'failed' } | { status: 'pending'; nextAttempt: Date },
): Promise<void> {
  await db.query(RECORD, [
    claim.id,
    claim.claimedUntil,
    outcome.status,
    result.status,
    result.error,
    outcome.status === 'pending' ? outcome.nextAttempt : null,
    outcome.status === 'delivered' ? outcome.at : null,
  ]);
}
