/** Opens the configured database and brings its schema up to date. */
import type { Database, DatabaseConfig } from './database';
import { migrate } from './migrate';
import { openMemoryPglite, openPgliteDir } from './pglite-database';
import { openPostgres } from './postgres-database';

async function connect(config: DatabaseConfig): Promise<Database> {
  switch (config.kind) {
    case 'memory':
      return openMemoryPglite();
    case 'pglite':
      return openPgliteDir(config.dataDir);
    case 'postgres':
      return openPostgres(config.url, config.poolSize);
  }
}

/** A migrated database for the config. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const db = await connect(config);
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
