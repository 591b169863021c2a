/**
 * The reference gateway's default Mailer: stores messages in the `mail_outbox`
 * table instead of sending them, and keeps each for one day. Writes the database.
 */
import type { Database } from '../db/database';
import type { MailMessage, Mailer } from './mailer';

const KEEP_MS = 24 * 60 * 60 * 1000;

/** A stored message as the test route answers it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Mail kept in the database (development, demos and tests). */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Stores the message and drops messages older than a day. */
  async send(message: MailMessage): Promise<void> {
    const now = this.now();
    await this.db.query('DELETE FROM mail_outbox WHERE created_at < $1', [new Date(now.getTime() - KEEP_MS)]);
    await this.db.query(
      'INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES ($1, $2, $3, $4)',
      [message.to, message.subject, message.text, now],
    );
  }
}

/** The newest stored message to this username (any letter case), or null. */
export async function latestOutboxMail(db: Database, username: string): Promise<StoredMail | null> {
  const [row] = await db.query<{ recipient: string; subject: string; body: string; created_at: Date }>(
    `SELECT recipient, subject, body, created_at FROM mail_outbox
     WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1`,
    [username],
  );
  if (!row) return null;
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    sentAt: new Date(row.created_at).toISOString(),
  };
}
