/**
 * The customer_messages table (migration 014): a message is written once per job and kind (ON CONFLICT DO
 * NOTHING on UNIQUE (job_id, kind)) and claimed by any gateway's sender with FOR UPDATE SKIP LOCKED and a
 * lease, as the retail webhooks are (server/webhooks/webhook-outbox.ts); a result is written only by the
 * claim that still holds the lease. Times come from the gateway's clock.
 */
import { randomUUID } from 'node:crypto';
import type { MessageKind } from '@domain/customer/message-kind';
import type { MessageRelease } from '@domain/customer/quiet-hours';
import type { MessageStatus } from '@domain/customer/customer-message-list';
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';
import type { OutboxClaim, OutboxOutcome, OutboxTry } from '../webhooks/leased-outbox-sender';

/** The channel's name, as SQL: NOTIFY is database-wide, so the schema is part of it. */
const CHANNEL_SQL = `'customer_messages_' || current_schema()`;

/** One message to write. */
export interface NewCustomerMessage {
  jobId: string;
  kind: MessageKind;
  /** The phone number or e-mail it goes to. */
  recipient: string;
  body: string;
  /** Now, held until the quiet hours end, or skipped (domain/customer/quiet-hours.ts). */
  release: MessageRelease;
}

const WRITE = namedSql(
  'customer_message_write',
  `WITH written AS (
     INSERT INTO customer_messages (event_id, job_id, kind, recipient, body, status, not_before, created_at)
     VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (job_id, kind) DO NOTHING RETURNING status
   )
   SELECT pg_notify(${CHANNEL_SQL}, 'written') FROM written WHERE status = 'pending'`,
);

/** Writes the message unless the job has one of its kind, and wakes every sender once the transaction commits. */
export async function writeCustomerMessage(
  db: Database,
  message: NewCustomerMessage,
  now: Date,
): Promise<void> {
  const { release } = message;
  await db.write(WRITE, [
    randomUUID(),
    message.jobId,
    message.kind,
    message.recipient,
    message.body,
    release.kind === 'skipped' ? 'skipped' : 'pending',
    release.kind === 'held' ? release.until : now,
    now,
  ]);
}

/** The channel senders listen on, for the database the handle is on. */
export async function messageChannel(db: Database): Promise<string> {
  const [row] = await db.query<{ channel: string }>(`SELECT ${CHANNEL_SQL} AS channel`);
  if (!row) throw new Error('The database named no schema');
  return row.channel;
}

/** A claimed message: the sender holds it until claimedUntil. */
export interface ClaimedMessage extends OutboxClaim {
  eventId: string;
  jobId: string;
  kind: MessageKind;
  recipient: string;
  body: string;
}

const CLAIM = namedSql(
  'customer_message_claim',
  `UPDATE customer_messages SET claimed_until = $2
   WHERE id IN (
     SELECT id FROM customer_messages
     WHERE status = 'pending' AND not_before <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
     ORDER BY not_before, id LIMIT $3
     FOR UPDATE SKIP LOCKED
   )
   RETURNING id::text AS id, event_id::text AS event_id, job_id, kind, recipient, body, attempts, created_at`,
);

/** Claims up to `limit` due messages (pending, not held by a live lease) until `until`. */
export async function claimDueMessages(
  db: Database,
  now: Date,
  until: Date,
  limit: number,
): Promise<ClaimedMessage[]> {
  const rows = await db.query<{
    id: string;
    event_id: string;
    job_id: string;
    kind: MessageKind;
    recipient: string;
    body: string;
    attempts: number;
    created_at: Date;
  }>(CLAIM, [now, until, limit]);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    jobId: row.job_id,
    kind: row.kind,
    recipient: row.recipient,
    body: row.body,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    claimedUntil: until,
  }));
}

const RECORD = namedSql(
  'customer_message_record',
  `UPDATE customer_messages
   SET status = $3, attempts = attempts + 1, last_status = $4, last_error = $5,
       not_before = COALESCE($6::timestamptz, not_before), sent_at = $7, claimed_until = NULL
   WHERE id = $1 AND claimed_until = $2 AND status = 'pending'`,
);

/**
 * Writes the try's result under the claim: taken (as `takenAs`: sent to the provider, or kept), failed, or
 * pending again from nextAttempt. A claim that lost its lease writes nothing.
 */
export async function recordMessageTry(
  db: Database,
  claim: ClaimedMessage,
  result: OutboxTry,
  outcome: OutboxOutcome,
  takenAs: Extract<MessageStatus, 'sent' | 'kept'>,
): Promise<void> {
  await db.query(RECORD, [
    claim.id,
    claim.claimedUntil,
    outcome.status === 'delivered' ? takenAs : outcome.status,
    result.status,
    result.error,
    outcome.status === 'pending' ? outcome.nextAttempt : null,
    outcome.status === 'delivered' ? outcome.at : null,
  ]);
}

/** One stored message as the office reads it (the recipient unmasked: the route masks it). */
export interface StoredMessage {
  kind: MessageKind;
  recipient: string;
  body: string;
  status: MessageStatus;
  createdAt: Date;
  notBefore: Date;
  sentAt: Date | null;
  lastError: string | null;
}

/** The job's messages, in the order they were written. */
export async function jobMessages(db: Database, jobId: string): Promise<StoredMessage[]> {
  const rows = await db.query<{
    kind: MessageKind;
    recipient: string;
    body: string;
    status: MessageStatus;
    created_at: Date;
    not_before: Date;
    sent_at: Date | null;
    last_error: string | null;
  }>(
    `SELECT kind, recipient, body, status, created_at, not_before, sent_at, last_error
     FROM customer_messages WHERE job_id = $1 ORDER BY created_at, id`,
    [jobId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    recipient: row.recipient,
    body: row.body,
    status: row.status,
    createdAt: new Date(row.created_at),
    notBefore: new Date(row.not_before),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    lastError: row.last_error,
  }));
}
