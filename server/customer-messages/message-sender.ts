/**
 * The customer message sender every gateway runs: the outbox sender (server/webhooks/leased-outbox-sender.ts) on
 * the customer_messages table. With a provider (MESSAGE_PROVIDER_WEBHOOK) each due message is posted to it
 * signed as the retail webhooks are, and retried with their backoff for 24 hours; without one, each due
 * message is kept for the office to read on the job's Messages tab (status 'kept').
 */
import type { Database } from '../db/database';
import { OutboxSender } from '../webhooks/leased-outbox-sender';
import type { OutboxSenderTiming, OutboxTable } from '../webhooks/leased-outbox-sender';
import { postSigned } from '../webhooks/signed-post';
import { customerMessageEvent } from './message-event';
import { claimDueMessages, messageChannel, recordMessageTry } from './message-outbox';
import type { ClaimedMessage } from './message-outbox';
import type { MessageProvider } from './message-provider-setting';

/** What a sender works with. */
export interface MessageSenderOptions {
  db: Database;
  /** The provider, or null: messages are kept. */
  provider: MessageProvider | null;
  now: () => Date;
  timing?: Partial<OutboxSenderTiming>;
  log?: (line: string) => void;
  random?: () => number;
}

function messageTable(provider: MessageProvider | null, now: () => Date): OutboxTable<ClaimedMessage> {
  const takenAs = provider ? 'sent' : 'kept';
  return {
    name: 'customer messages',
    channel: messageChannel,
    claimDue: claimDueMessages,
    recordTry: (db, row, result, outcome) => recordMessageTry(db, row, result, outcome, takenAs),
    // The recipient is personal data: a log line names the message, not whom it was for.
    describe: (row) => `customer message ${row.eventId} (${row.kind}, job ${row.jobId})`,
    async deliver(row, signal) {
      if (!provider) return { status: null, error: null };
      const body = JSON.stringify(customerMessageEvent(row));
      return postSigned(
        { url: provider.url, secret: provider.secret, eventId: row.eventId, body },
        now(),
        signal,
      );
    },
  };
}

export class CustomerMessageSender extends OutboxSender<ClaimedMessage> {
  constructor(options: MessageSenderOptions) {
    super({ ...options, table: messageTable(options.provider, options.now) });
  }
}
