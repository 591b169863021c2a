/**
 * The reference API gateway: createGateway builds the app on a migrated,
 * seeded database and an object store (a local s3rver unless an external
 * store is configured); startGateway also listens on a port. Opens the
 * database, the store and, for startGateway, a TCP port.
 */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { GatewayEnv } from './app-env';
import { buildApp } from './app';
import { DEV_CLIENT } from './auth/client-credentials';
import type { ClientCredentials } from './auth/client-credentials';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_REFRESH_FAMILY_TTL_SECONDS,
  DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
} from './auth/token-lifetimes';
import { resolveTokenSecret } from './auth/token-secret';
import { TokenService } from './auth/token-service';
import type { Database, DatabaseConfig } from './db/database';
import { openDatabase } from './db/open-database';
import type { GatewayServices } from './gateway-services';
import { IdempotencyStore } from './http/idempotency-store';
import type { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import { openObjectStore } from './objects/object-store';
import type { ObjectStore } from './objects/object-store';
import type { ObjectStoreOptions } from './objects/object-store-options';
import type { DemoPasswords } from './seed/demo-accounts';
import { DemoDaySeeder } from './seed/demo-day-seeder';
import type { JobTypeReadingSetting } from '@domain/job/job-type-reading';
import { DEFAULT_JOB_TYPE_READING_SETTING } from './jobs/job-type-reading-setting';
import { HEARTBEAT_PURGE_EVERY_MS, HeartbeatRetention } from './store/heartbeat-retention';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import type { TravelModel } from '@domain/office/today-board';
import { buildTodayBoard } from './office/build-today-board';
import { HeartbeatCallGroups } from './store/heartbeat-call-groups';
import { HeartbeatNotices } from './office/heartbeat-notices';
import { OfficeFeed } from './office/office-feed';
import { TrackingBoards } from './tracking/tracking-boards';
import { DEFAULT_TRACKING_SETTINGS } from './tracking/tracking-settings';
import type { TrackingSettings } from './tracking/tracking-settings';
import type { RetailWebhookEndpoints } from './webhooks/retail-webhook-setting';
import { RetailWebhookSender } from './webhooks/webhook-sender';
import { DEFAULT_RECORD_LINK_DAYS } from './webhooks/retail-record-links';
import type { WebhookSenderTiming } from './webhooks/webhook-sender';
import { DEFAULT_MESSAGE_SETTINGS } from './customer-messages/customer-message-settings';
import type { CustomerMessageSettings } from './customer-messages/customer-message-settings';
import { readNextStops } from './customer-messages/driver-next-stops';
import { trackingLinkSource } from './customer-messages/message-link';
import type { TrackingLinkSource } from './customer-messages/message-link';
import { CustomerMessageSender } from './customer-messages/message-sender';
import { MorningMessages } from './customer-messages/morning-messages';
import { NEXT_STOPS, StageMessages } from './customer-messages/stage-messages';

export {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_REFRESH_FAMILY_TTL_SECONDS,
  DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
} from './auth/token-lifetimes';

/** How to build a gateway. */
export interface GatewayOptions {
  /** Default: PGlite in ./data. */
  database?: DatabaseConfig;
  accessTokenTtlSeconds?: number;
  /** Each refresh token's life; every rotation starts a fresh one. */
  refreshTokenTtlSeconds?: number;
  /** The most a refresh-token family lives from its password login. */
  refreshFamilyTtlSeconds?: number;
  /** Believe X-Forwarded-* headers (TRUST_PROXY=1: a trusted proxy sits in front). */
  trustProxy?: boolean;
  /** Default: a random secret generated once and stored in the database. */
  tokenSecret?: string;
  /** The built app to serve (index.html, sw.js, assets/); omitted = API only. */
  staticDir?: string;
  /** Mounts /__test/* inspection routes. */
  testRoutes?: boolean;
  /** The clock (tokens, seed day, download times). */
  now?: () => Date;
  /** Request and error log lines; omitted = silent. */
  log?: (line: string) => void;
  /** The OAuth client; default doorstep-web / doorstep-dev-secret. */
  client?: ClientCredentials;
  /** Demo password overrides by username (DEMO_*_PASSWORD). */
  demoPasswords?: DemoPasswords;
  /** Account mail (server/mail/mailer.ts); default: stored in the mail_outbox table. */
  mailer?: Mailer;
  /** The object store; default: a local s3rver on a free port in a temporary directory. */
  objectStore?: ObjectStoreOptions;
  /** Days heartbeats are kept (HEARTBEAT_RETENTION_DAYS); default 90. */
  heartbeatRetentionDays?: number;
  /** The reading of job types 1 and 3, by retailer (JOB_TYPE_1_READING…); default DEFAULT_JOB_TYPE_READING_SETTING. */
  jobTypeReadings?: JobTypeReadingSetting;
  /** The office board's travel model (ETA_ROAD_FACTOR, ETA_AVERAGE_SPEED_KMH, …); default DEFAULT_TRAVEL_MODEL. */
  travelModel?: TravelModel;
  /** Each retailer's webhook endpoints and secrets (RETAIL_WEBHOOKS); default none. */
  retailWebhooks?: RetailWebhookEndpoints;
  /** The webhook sender's lease, timeout, poll and retry timing; default DEFAULT_SENDER_TIMING. */
  webhookTiming?: Partial<WebhookSenderTiming>;
  /** Days an evidence record link is served (RETAIL_RECORD_LINK_DAYS); default DEFAULT_RECORD_LINK_DAYS. */
  recordLinkDays?: number;
  /** When customer messages are written and where they go; default DEFAULT_MESSAGE_SETTINGS. */
  customerMessages?: CustomerMessageSettings;
  /** The tracking link a customer message carries; default the job's tracking page under PUBLIC_BASE_URL. */
  trackingLink?: TrackingLinkSource;
  /** The tracking page's link lifetime, the base URL of every link given out (the evidence record links too) and retailer names (TRACKING_LINK_DAYS, …); default DEFAULT_TRACKING_SETTINGS. */
  tracking?: Partial<TrackingSettings>;
}

/** A built gateway. */
export interface Gateway {
  app: Hono<GatewayEnv>;
  db: Database;
  objects: ObjectStore;
  close(): Promise<void>;
}

/** A listening gateway. */
export interface RunningGateway {
  url: string;
  port: number;
  db: Database;
  objects: ObjectStore;
  close(): Promise<void>;
}

/** Builds the gateway on a migrated, seeded database. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const now = options.now ?? (() => new Date());
  // The database first: a local store's directory may sit inside PGlite's data directory (DATA_DIR/objects).
  const db = await openDatabase(options.database ?? { kind: 'pglite', dataDir: './data' });
  let objects: ObjectStore;
  try {
    objects = await openObjectStore(options.objectStore, now);
  } catch (error) {
    await db.close();
    throw error;
  }
  const closeAll = () => Promise.all([db.close(), objects.close()]).then(() => undefined);
  try {
    const tokens = new TokenService({
      secret: await resolveTokenSecret(db, options.tokenSecret),
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
      refreshFamilyTtlSeconds: options.refreshFamilyTtlSeconds ?? DEFAULT_REFRESH_FAMILY_TTL_SECONDS,
      now,
    });
    const demoDay = new DemoDaySeeder(
      db,
      now,
      options.demoPasswords,
      options.jobTypeReadings ?? DEFAULT_JOB_TYPE_READING_SETTING,
    );
    await demoDay.ensureToday();
    const idempotency = new IdempotencyStore(db, now);
    await idempotency.purgeExpired();
    const heartbeats = new HeartbeatRetention(db, now, options.heartbeatRetentionDays);
    await heartbeats.purge();
    // The purge job: hourly while the gateway runs (the timer never keeps the process alive).
    const purgeTimer = setInterval(
      () => void heartbeats.purgeIfDue().catch(() => undefined),
      HEARTBEAT_PURGE_EVERY_MS,
    );
    purgeTimer.unref();
    const boardSource = {
      db,
      now,
      travelModel: options.travelModel ?? DEFAULT_TRAVEL_MODEL,
      ensureToday: () => demoDay.ensureToday(),
    };
    const office = new OfficeFeed(
      db,
      (branch, version) => buildTodayBoard(boardSource, branch, version),
      options.log,
    );
    await office.start();
    const heartbeatNotices = new HeartbeatNotices(db, options.log);
    const heartbeatCalls = new HeartbeatCallGroups(db);
    const retailWebhooks = options.retailWebhooks ?? {};
    const webhookSender = new RetailWebhookSender({
      db,
      endpoints: retailWebhooks,
      now,
      timing: options.webhookTiming,
      log: options.log,
    });
    const trackingSettings = { ...DEFAULT_TRACKING_SETTINGS, ...options.tracking };
    const customerMessages = {
      ...(options.customerMessages ?? DEFAULT_MESSAGE_SETTINGS),
      retailerNames: trackingSettings.retailerNames,
    };
    const trackingLink = options.trackingLink ?? trackingLinkSource(trackingSettings);
    const messageSender = new CustomerMessageSender({
      db,
      provider: customerMessages.provider,
      now,
      timing: options.webhookTiming,
      log: options.log,
    });
    const morning = new MorningMessages({
      db,
      settings: customerMessages,
      trackingLink,
      now,
      log: options.log,
    });
    const stageMessages = new StageMessages({
      db,
      settings: customerMessages,
      trackingLink,
      now,
      nextStops: (branch, driverId) => readNextStops(boardSource, branch, driverId, NEXT_STOPS),
      log: options.log,
    });
    const senders = () => Promise.all([webhookSender.close(), messageSender.close(), office.close()]);
    const services: GatewayServices = {
      db,
      tokens,
      client: options.client ?? DEV_CLIENT,
      idempotency,
      mailer: options.mailer ?? new OutboxMailer(db, now),
      objects,
      heartbeats,
      demoDay,
      office,
      heartbeatNotices,
      heartbeatCalls,
      retailWebhooks,
      recordLinks: {
        baseUrl: options.tracking?.publicBaseUrl ?? null,
        lifetimeDays: options.recordLinkDays ?? DEFAULT_RECORD_LINK_DAYS,
      },
      customerMessages,
      trackingLink,
      stageMessages,
      tracking: {
        settings: trackingSettings,
        boards: new TrackingBoards(
          (branch) => office.board(branch),
          () => now().getTime(),
        ),
      },
      now,
      trustProxy: options.trustProxy === true,
    };
    const app = buildApp(services, options);
    try {
      await webhookSender.start();
      await messageSender.start();
    } catch (error) {
      await senders();
      throw error;
    }
    morning.start();
    let closing: Promise<void> | null = null;
    const close = () => {
      clearInterval(purgeTimer);
      heartbeatNotices.close();
      heartbeatCalls.close();
      return (closing ??= Promise.all([morning.close(), stageMessages.close(), senders()]).then(closeAll));
    };
    return { app, db, objects, close };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

function listen(app: Hono<GatewayEnv>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Builds the gateway and listens (port 0 = a free port; host default 127.0.0.1). */
export async function startGateway(
  options: GatewayOptions & { port?: number; host?: string },
): Promise<RunningGateway> {
  const gateway = await createGateway(options);
  const host = options.host ?? '127.0.0.1';
  let server: Server;
  try {
    server = await listen(gateway.app, options.port ?? 0, host);
  } catch (error) {
    await gateway.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db: gateway.db,
    objects: gateway.objects,
    close: () => (closing ??= closeServer(server).then(() => gateway.close())),
  };
}
