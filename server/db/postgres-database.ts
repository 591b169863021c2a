/**
 * A real PostgreSQL reached through DATABASE_URL (a pg connection pool in pipeline mode, so a transaction's
 * writes need not wait for each other: server/db/pipelined-transaction.ts). Named statements
 * (server/db/named-sql.ts) are prepared once per connection. Opens network connections.
 */
import pg from 'pg';
import type { Database, NamedSql, SqlParam } from './database';
import { defaultPoolSize } from './pool-size';
import { queryConfig, runPipelinedTransaction } from './pipelined-transaction';
import { PostgresListener } from './postgres-listener';

async function rowsOf<T>(pool: pg.Pool, sql: string | NamedSql, params?: readonly SqlParam[]) {
  return (await pool.query(queryConfig(sql, params))).rows as T[];
}

/** Opens a pool of at most poolSize connections on the connection string (it may carry `options=-c search_path=…`). */
export async function openPostgres(url: string, poolSize: number = defaultPoolSize()): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  await pool.query('SELECT 1');
  const listener = new PostgresListener(url);
  return {
    query: (sql, params) => rowsOf(pool, sql, params),
    write: async (sql, params) => {
      await pool.query(queryConfig(sql, params));
    },
    exec: async (script: string) => {
      await pool.query(script);
    },
    transaction: async <T>(fn: (tx: Database) => Promise<T>) => {
      const client = await pool.connect();
      try {
        return await runPipelinedTransaction(client, fn);
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onGap) => listener.listen(channel, onPayload, onGap),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
