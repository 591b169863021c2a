/**
 * The database a server test runs on: in-memory PGlite, or — when
 * DATABASE_URL is set — a fresh schema of that PostgreSQL, dropped afterwards.
 * Opens network connections in the PostgreSQL case.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseConfig } from '@server/db/database';
import { openDatabase } from '@server/db/open-database';

/** A database for one test file and how to remove it. */
export interface TestDatabase {
  config: DatabaseConfig;
  /** A config that persists across gateway restarts (a PGlite data dir, or the same schema). */
  persistent: boolean;
  drop(): Promise<void>;
}

/** True when the suite runs against a real PostgreSQL. */
export const usingPostgres = Boolean(process.env.DATABASE_URL);

async function postgresSchema(url: string): Promise<TestDatabase> {
  const schema = `doorstep_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    config: { kind: 'postgres', url: scoped.toString() },
    persistent: true,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A throwaway database: memory PGlite, or a fresh PostgreSQL schema when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return postgresSchema(url);
  return { config: { kind: 'memory' }, persistent: false, drop: () => Promise.resolve() };
}

/** A database that survives restarts: a temp PGlite data dir, or a fresh PostgreSQL schema. */
export async function createPersistentTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return postgresSchema(url);
  const dir = mkdtempSync(join(tmpdir(), 'doorstep-pglite-'));
  return {
    config: { kind: 'pglite', dataDir: join(dir, 'data') },
    persistent: true,
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/**
 * A migrated throwaway database for the calling test file: opened before its tests, closed and dropped after
 * them; read the handle through the answered getter (it is set once the file's tests start).
 */
export function useMigratedTestDatabase(): () => Database {
  let target: TestDatabase | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    target = await createTestDatabase();
    db = await openDatabase(target.config);
  });
  afterAll(async () => {
    await db?.close();
    await target?.drop();
  });
  return () => {
    if (!db) throw new Error('the test database is open only while the tests run');
    return db;
  };
}
