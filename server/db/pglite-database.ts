/**
 * Embedded PostgreSQL (PGlite): in memory for tests, or in a data directory on
 * disk (./data by default). Touches the file system through PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database, NamedSql, SqlParam } from './database';
import { migrate } from './migrate';
import { sqlText } from './named-sql';
import { quotedIdentifier } from './quoted-identifier';
import { cacheCluster, cachedCluster, dropCachedCluster } from './pglite-template';

type Runner = Pick<Transaction, 'query' | 'exec'>;

function wrapRunner(
  run: Runner,
  transaction: Database['transaction'],
  close: Database['close'],
  listen: Database['listen'],
): Database {
  return {
    query: async <T>(sql: string | NamedSql, params?: readonly SqlParam[]) =>
      (await run.query<T>(sqlText(sql), params ? [...params] : undefined)).rows,
    write: async (sql: string | NamedSql, params?: readonly SqlParam[]) => {
      await run.query(sqlText(sql), params ? [...params] : undefined);
    },
    exec: async (script: string) => {
      await run.exec(script);
    },
    transaction,
    listen,
    close,
  };
}

/** PGlite is its own only connection: it is never lost, so there is never a gap. */
function listenOn(pg: PGlite): Database['listen'] {
  return async (channel, onPayload) => {
    const unlisten = await pg.listen(quotedIdentifier(channel), onPayload);
    return () => unlisten();
  };
}

function wrapTransaction(tx: Transaction): Database {
  const handle: Database = wrapRunner(
    tx,
    (fn) => fn(handle),
    () => Promise.reject(new Error('close() is not available inside a transaction')),
    () => Promise.reject(new Error('listen() is not available inside a transaction')),
  );
  return handle;
}

function wrap(pg: PGlite): Database {
  return wrapRunner(
    pg,
    (fn) => pg.transaction((tx) => fn(wrapTransaction(tx))),
    () => pg.close(),
    listenOn(pg),
  );
}

async function createFromTemplate(options: { dataDir?: string }): Promise<PGlite | null> {
  const template = cachedCluster();
  if (!template) return null;
  try {
    return await PGlite.create({ ...options, loadDataDir: template });
  } catch {
    dropCachedCluster();
    return null;
  }
}

/** An in-memory, migrated PGlite; the first one on a machine fills the cluster cache. */
export async function openMemoryPglite(): Promise<Database> {
  const cloned = await createFromTemplate({});
  if (cloned) return wrap(cloned);
  const pg = await PGlite.create();
  const db = wrap(pg);
  await migrate(db);
  await cacheCluster(pg);
  return db;
}

/** A PGlite stored in dataDir (created when missing, from the cached cluster when there is one). */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const cloned = await createFromTemplate({ dataDir: dir });
    if (cloned) return wrap(cloned);
  }
  return wrap(await PGlite.create({ dataDir: dir }));
}
