/** A fingerprint of a gateway's database: equal fingerprints mean no request wrote anything. */
import type { Database } from '@server/db/database';

/** Each table's row count and a hash of its rows' text, by table name. */
export type DatabaseFingerprint = Record<string, { rows: number; hash: string }>;

/**
 * Tables the gateway's own timers write between requests: the customer messages of the morning's step and of
 * the stage checks that run a few seconds after an accepted update, and both outboxes' rows as their senders
 * record each try. A request's refusal rolls back everything it wrote, these included; left in, a check or a
 * try due from an earlier request would change the fingerprint while a later one is refused.
 */
const WRITTEN_BY_TIMERS: ReadonlySet<string> = new Set(['customer_messages', 'retail_webhooks']);

/** The fingerprint of every table in the database's current schema but those. */
export async function databaseFingerprint(db: Database): Promise<DatabaseFingerprint> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    )
  ).filter(({ name }) => !WRITTEN_BY_TIMERS.has(name));
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
