/** What every route needs, built once per gateway and handed to the route factories. */
import type { ClientCredentials } from './auth/client-credentials';
import type { TokenService } from './auth/token-service';
import type { Database } from './db/database';
import type { IdempotencyStore } from './http/idempotency-store';
import type { Mailer } from './mail/mailer';
import type { HeartbeatRetention } from './store/heartbeat-retention';
import type { ObjectStore } from './objects/object-store';
import type { DemoDaySeeder } from './seed/demo-day-seeder';
import type { HeartbeatNotices } from './office/heartbeat-notices';
import type { HeartbeatCallGroups } from './store/heartbeat-call-groups';
import type { OfficeFeed } from './office/office-feed';
import type { TrackingBoards } from './tracking/tracking-boards';
import type { TrackingSettings } from './tracking/tracking-settings';
import type { RetailWebhookEndpoints } from './webhooks/retail-webhook-setting';
import type { RetailRecordLinkSettings } from './webhooks/retail-record-links';
import type { CustomerMessageSettings } from './customer-messages/customer-message-settings';
import type { TrackingLinkSource } from './customer-messages/message-link';
import type { StageMessages } from './customer-messages/stage-messages';

export interface GatewayServices {
  db: Database;
  tokens: TokenService;
  client: ClientCredentials;
  idempotency: IdempotencyStore;
  /** Account mail (password reset codes). */
  mailer: Mailer;
  /** The S3-compatible store photos are written to (image API) and the app uploads to. */
  objects: ObjectStore;
  /** The gateway's clock (injectable for tests). */
  now: () => Date;
  /** Keeps heartbeats for their retention, then purges them. */
  heartbeats: HeartbeatRetention;
  /** Seeds the demo day again when the calendar day changes (before a job read). */
  demoDay: DemoDaySeeder;
  /** The office board's changes, versions and admin streams (one listener per gateway). */
  office: OfficeFeed;
  /** When a heartbeat announces its branch's change to the office board (at most a few times a second). */
  heartbeatNotices: HeartbeatNotices;
  /** Stores heartbeat calls, those arriving together in one statement. */
  heartbeatCalls: HeartbeatCallGroups;
  /** Each retailer's webhook endpoints (RETAIL_WEBHOOKS); an accepted job update queues one event per endpoint. */
  retailWebhooks: RetailWebhookEndpoints;
  /** Where the links to completed evidence records point and how long they live. */
  recordLinks: RetailRecordLinkSettings;
  /** When customer messages are written and where they go (MESSAGES_*, MESSAGE_PROVIDER_WEBHOOK). */
  customerMessages: CustomerMessageSettings;
  /** The tracking link a customer message carries. */
  trackingLink: TrackingLinkSource;
  /** Writes the on-the-way and arriving messages of a branch after its heartbeats and accepted updates. */
  stageMessages: StageMessages;
  /** The customer tracking page's settings, and the few-seconds-old branch boards its pages read. */
  tracking: { settings: TrackingSettings; boards: TrackingBoards };
  /** Believe X-Forwarded-For for the client address (TRUST_PROXY=1). */
  trustProxy: boolean;
}
