/** Applies server/db/migrations/*.sql in name order, once each, tracked in schema_migrations. Reads files. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

/** A lock id shared by every gateway instance so concurrent starts migrate one at a time. */
const MIGRATION_LOCK_ID = 7_220_001;

/** The migration files, sorted by name (their numeric prefixes). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** The SQL of one migration file. */
export function migrationText(file: string): string {
  return readFileSync(join(migrationsDir, file), 'utf8');
}

/** Brings the schema up to date inside one transaction. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    for (const file of migrationFiles()) {
      if (applied.has(file)) continue;
      await tx.exec(migrationText(file));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
  });
}
