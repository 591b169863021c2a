/**
 * Writes one customer message of a job (product rules 4.15 and 4.16): to the customer's first number or
 * e-mail (none for a customer with neither), released now, held until the quiet hours end, or skipped, once
 * per job and kind however many gateways write it.
 */
import type { Job } from '@domain/job/job';
import type { MessageKind } from '@domain/customer/message-kind';
import { messageRecipient } from '@domain/customer/message-recipient';
import { messageRelease } from '@domain/customer/quiet-hours';
import type { QuietHours } from '@domain/customer/quiet-hours';
import { timestampMs } from '@domain/time/dates';
import type { Database } from '../db/database';
import { writeCustomerMessage } from './message-outbox';

/** Writes the message of the kind with the body; nothing when the customer has no number or e-mail. */
export async function writeJobMessage(
  db: Database,
  quiet: QuietHours,
  job: Job,
  kind: MessageKind,
  body: string,
  now: Date,
): Promise<void> {
  const customer = job.customer[0];
  const recipient = customer ? messageRecipient(customer) : null;
  if (recipient === null) return;
  const windowStart = new Date(timestampMs(job.start_time) ?? now.getTime());
  const release = messageRelease(quiet, kind, now, windowStart);
  await writeCustomerMessage(db, { jobId: job.id, kind, recipient, body, release }, now);
}
