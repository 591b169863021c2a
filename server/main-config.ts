/** Reads the gateway's configuration from the process environment (see docs/operating.md, "Configuration"). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayOptions } from './gateway';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_REFRESH_FAMILY_TTL_SECONDS,
  DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
} from './gateway';
import { DEV_CLIENT } from './auth/client-credentials';
import { objectStoreOptionsFromEnv } from './objects/object-store-env';
import { jobTypeReadingSettingFromEnv } from './jobs/job-type-reading-setting';
import { travelModelFromEnv } from './office/travel-model-setting';
import { trackingSettingsFromEnv } from './tracking/tracking-settings';
import { parseRetailWebhookEndpoints } from './webhooks/retail-webhook-setting';
import { customerMessageSettingsFromEnv } from './customer-messages/customer-message-settings';
import { demoAdmin, demoAdmin2, demoDriver, demoDriver2 } from './seed/demo-accounts';

type Env = Readonly<Record<string, string | undefined>>;

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number of seconds`);
  return value;
}

function days(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of days`);
  return value;
}

function poolSize(env: Env): number | undefined {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1000)
    throw new Error('DATABASE_POOL_SIZE must be 1 to 1000');
  return value;
}

function port(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error('PORT must be 0 to 65535');
  return value;
}

/** Startup options for `tsx server/main.ts`. */
export function gatewayOptionsFromEnv(env: Env): GatewayOptions & { port: number; host: string } {
  const staticDir = env.STATIC_DIR ?? './dist';
  const passwords: Record<string, string> = {};
  if (env.DEMO_DRIVER_PASSWORD) passwords[demoDriver.username] = env.DEMO_DRIVER_PASSWORD;
  if (env.DEMO_DRIVER2_PASSWORD) passwords[demoDriver2.username] = env.DEMO_DRIVER2_PASSWORD;
  if (env.DEMO_ADMIN_PASSWORD) passwords[demoAdmin.username] = env.DEMO_ADMIN_PASSWORD;
  if (env.DEMO_ADMIN2_PASSWORD) passwords[demoAdmin2.username] = env.DEMO_ADMIN2_PASSWORD;
  const dataDir = env.DATA_DIR?.trim() || './data';
  const gatewayPort = port(env);
  return {
    port: gatewayPort,
    host: env.HOST?.trim() || '127.0.0.1',
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: poolSize(env) }
      : { kind: 'pglite', dataDir },
    objectStore: objectStoreOptionsFromEnv(env, { dataDir: join(dataDir, 'objects'), gatewayPort }),
    accessTokenTtlSeconds: seconds(env, 'ACCESS_TOKEN_TTL', DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    refreshTokenTtlSeconds: seconds(env, 'REFRESH_TOKEN_TTL', DEFAULT_REFRESH_TOKEN_TTL_SECONDS),
    refreshFamilyTtlSeconds: seconds(env, 'REFRESH_FAMILY_TTL', DEFAULT_REFRESH_FAMILY_TTL_SECONDS),
    trustProxy: env.TRUST_PROXY === '1',
    tokenSecret: env.TOKEN_SECRET || undefined,
    staticDir: staticDir && existsSync(staticDir) ? staticDir : undefined,
    testRoutes: env.GATEWAY_TEST_ROUTES === '1',
    client: { id: env.CLIENT_ID || DEV_CLIENT.id, secret: env.CLIENT_SECRET || DEV_CLIENT.secret },
    demoPasswords: passwords,
    heartbeatRetentionDays: days(env, 'HEARTBEAT_RETENTION_DAYS'),
    jobTypeReadings: jobTypeReadingSettingFromEnv(env),
    travelModel: travelModelFromEnv(env),
    retailWebhooks: parseRetailWebhookEndpoints(env.RETAIL_WEBHOOKS),
    recordLinkDays: days(env, 'RETAIL_RECORD_LINK_DAYS'),
    customerMessages: customerMessageSettingsFromEnv(env),
    tracking: trackingSettingsFromEnv(env),
  };
}
