/**
 * The retail webhook sender every gateway runs: the outbox sender (server/webhooks/leased-outbox-sender.ts) on the
 * retail_webhooks table (server/webhooks/webhook-outbox.ts), posting each row signed to its endpoint under
 * its event id. A row whose endpoint the setting no longer names cannot be signed, so it fails at once.
 */
import type { Database } from '../db/database';
import { OutboxSender } from './leased-outbox-sender';
import type { OutboxSenderTiming, OutboxTable } from './leased-outbox-sender';
import { postSigned } from './signed-post';
import { claimDueWebhooks, recordWebhookTry, webhookChannel } from './webhook-outbox';
import type { ClaimedWebhook } from './webhook-outbox';
import { secretOf } from './retail-webhook-setting';
import type { RetailWebhookEndpoints } from './retail-webhook-setting';

/** A webhook sender's timing (the outbox sender's). */
export type WebhookSenderTiming = OutboxSenderTiming;

/** What a sender works with. */
export interface WebhookSenderOptions {
  db: Database;
  endpoints: RetailWebhookEndpoints;
  now: () => Date;
  timing?: Partial<WebhookSenderTiming>;
  log?: (line: string) => void;
  /** The jitter's random source (0 ≤ x < 1). */
  random?: () => number;
}

/** The retail_webhooks table as its sender sees it. */
function retailWebhookTable(endpoints: RetailWebhookEndpoints, now: () => Date): OutboxTable<ClaimedWebhook> {
  return {
    name: 'retail webhooks',
    channel: webhookChannel,
    claimDue: claimDueWebhooks,
    recordTry: recordWebhookTry,
    describe: (row) => `retail webhook ${row.eventId} (retailer ${row.retailerId})`,
    async deliver(row, signal) {
      const secret = secretOf(endpoints, row.retailerId, row.url);
      if (secret === null)
        return { status: null, error: 'The endpoint is no longer configured', final: true };
      return postSigned({ url: row.url, secret, eventId: row.eventId, body: row.body }, now(), signal);
    },
  };
}

export class RetailWebhookSender extends OutboxSender<ClaimedWebhook> {
  constructor(options: WebhookSenderOptions) {
    super({ ...options, table: retailWebhookTable(options.endpoints, options.now) });
  }
}
