/** A fingerprint of every table of a gateway's database: equal fingerprints mean nothing was written. */
import type { Database } from '@server/db/database';

/** Each table's row count and a hash of its rows' text, by table name. */
export type DatabaseFingerprint = Record<string, { rows: number; hash: string }>;

/** The fingerprint of every table in the database's current schema. */
export async function databaseFingerprint(db: Database): Promise<DatabaseFingerprint> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  // One statement for every table (the fuzz takes a fingerprint after each of its requests).
  const rows = await db.query<{ name: string; rows: number; hash: string }>(
    tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, count(*)::int AS rows,
             md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
      )
      .join(' UNION ALL '),
  );
  const fingerprint: DatabaseFingerprint = {};
  for (const { name, ...row } of rows) fingerprint[name] = row;
  return fingerprint;
}
