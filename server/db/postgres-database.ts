/** A real PostgreSQL reached through DATABASE_URL (a pg connection pool). Opens network connections. */
import pg from 'pg';
import type { PoolClient } from 'pg';
import type { Database, SqlParam } from './database';

function clientHandle(client: PoolClient): Database {
  const handle: Database = {
    query: async <T>(sql: string, params?: readonly SqlParam[]) =>
      (await client.query(sql, params ? [...params] : undefined)).rows as T[],
    exec: async (script: string) => {
      await client.query(script);
    },
    transaction: (fn) => fn(handle),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };
  return handle;
}

/** Opens a pool on the connection string (it may carry `options=-c search_path=…`). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  await pool.query('SELECT 1');
  return {
    query: async <T>(sql: string, params?: readonly SqlParam[]) =>
      (await pool.query(sql, params ? [...params] : undefined)).rows as T[],
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
    close: () => pool.end(),
  };
}
