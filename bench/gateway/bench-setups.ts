/**
 * The gateway setups the bench measures: one gateway on PGlite (in a data directory, as `npm start` runs
 * it), one on PostgreSQL, and two on one PostgreSQL (different ports, as behind a load balancer). Each
 * setup starts from empty tables: a fresh PGlite directory or a fresh PostgreSQL schema, removed after.
 * Starts processes, writes a temporary directory, opens network connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '@server/db/database';
import { startGatewayProcess } from './gateway-process';
import type { GatewayProcess } from './gateway-process';
import { createBenchSchema } from './postgres-schema';

/** One setup. */
export interface SetupSpec {
  name: string;
  database: 'pglite' | 'postgres';
  instances: number;
}

/** Every setup, in the order they run. */
export const setupSpecs: readonly SetupSpec[] = [
  { name: 'pglite', database: 'pglite', instances: 1 },
  { name: 'postgres', database: 'postgres', instances: 1 },
  { name: 'postgres-2', database: 'postgres', instances: 2 },
];

/** A started setup: its gateways' URLs. */
export interface RunningSetup {
  urls: string[];
  /** The gateways' process ids. */
  pids: number[];
  stop(): Promise<void>;
}

/** How to start a setup. */
export interface SetupOptions {
  /** Jobs planned per demo driver today. */
  bigDay: number;
  /** The day the big days are planned on, in days before today (unset: today). */
  bigDayDaysAgo?: number;
  /** PostgreSQL (setups on it are skipped without). */
  databaseUrl?: string;
  /** V8 CPU profiles of the gateways go here. */
  profileDir?: string;
  /** Retail webhook endpoints for every gateway (the RETAIL_WEBHOOKS setting's JSON; unset: none). */
  retailWebhooks?: string;
}

async function databaseOf(spec: SetupSpec, options: SetupOptions) {
  if (spec.database === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-bench-'));
    const config: DatabaseConfig = { kind: 'pglite', dataDir: join(dir, 'data') };
    return { config, drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) };
  }
  if (!options.databaseUrl) throw new Error('DATABASE_URL is not set');
  const schema = await createBenchSchema(options.databaseUrl);
  const config: DatabaseConfig = { kind: 'postgres', url: schema.url };
  return { config, drop: () => schema.drop() };
}

/** Starts the setup's gateways one after another (the first plans the big days). */
export async function startSetup(spec: SetupSpec, options: SetupOptions): Promise<RunningSetup> {
  const database = await databaseOf(spec, options);
  const gateways: GatewayProcess[] = [];
  const stop = async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await database.drop();
  };
  try {
    for (let i = 0; i < spec.instances; i += 1) {
      gateways.push(
        await startGatewayProcess({
          database: database.config,
          bigDay: i === 0 ? options.bigDay : 0,
          bigDayDaysAgo: options.bigDayDaysAgo,
          profileDir: options.profileDir,
          retailWebhooks: options.retailWebhooks,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: gateways.map((gateway) => gateway.url), pids: gateways.map((gateway) => gateway.pid), stop };
}
