/**
 * A fresh schema of the PostgreSQL at DATABASE_URL for one bench setup (so every setup starts from the
 * same empty tables), and its removal. Opens network connections.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A schema and the connection string that uses it. */
export interface BenchSchema {
  url: string;
  drop(): Promise<void>;
}

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `doorstep_bench_<random>` and answers a URL whose search_path is it. */
export async function createBenchSchema(url: string): Promise<BenchSchema> {
  const schema = `doorstep_bench_${randomBytes(6).toString('hex')}`;
  await run(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => run(url, `DROP SCHEMA ${schema} CASCADE`) };
}
