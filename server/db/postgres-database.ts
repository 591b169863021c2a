/**
 * A real PostgreSQL reached through DATABASE_URL (a pg connection pool). Named statements
 * (server/db/named-sql.ts) are prepared once per connection. Opens network connections.
 */
import pg from 'pg';
import type { PoolClient, QueryConfig } from 'pg';
import type { Database, NamedSql, SqlParam } from './database';
import { defaultPoolSize } from './pool-size';
import { PostgresListener } from './postgres-listener';

type Runner = Pick<pg.Pool, 'query'> | Pick<PoolClient, 'query'>;

function config(sql: string | NamedSql, params: readonly SqlParam[] | undefined): QueryConfig {
  const values = params ? [...params] : undefined;
  return typeof sql === 'string' ? { text: sql, values } : { name: sql.name, text: sql.text, values };
}

async function rowsOf<T>(runner: Runner, sql: string | NamedSql, params?: readonly SqlParam[]) {
  return (await runner.query(config(sql, params))).rows as T[];
}

function clientHandle(client: PoolClient): Database {
  const handle: Database = {
    query: (sql, params) => rowsOf(client, sql, params),
    exec: async (script: string) => {
      await client.query(script);
    },
    transaction: (fn) => fn(handle),
    listen: () => Promise.reject(new Error('listen() is not available inside a transaction')),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };
  return handle;
}

/** Opens a pool of at most poolSize connections on the connection string (it may carry `options=-c search_path=…`). */
export async function openPostgres(url: string, poolSize: number = defaultPoolSize()): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  await pool.query('SELECT 1');
  const listener = new PostgresListener(url);
  return {
    query: (sql, params) => rowsOf(pool, sql, params),
    exec: async (script: string) => {
      await pool.query(script);
    },
    transaction: async <T>(fn: (tx: Database) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientHandle(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
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
