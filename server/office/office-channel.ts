/**
 * How a change reaches the office board: the statement that stores it also calls pg_notify on the
 * database's office channel with `{"branch":…,"change":<id>}`. NOTIFY is delivered only when the
 * transaction commits, and to every gateway listening on the database, so an admin on any gateway hears a
 * change another accepted. The channel is named after the schema (NOTIFY is database-wide), so two
 * schemas of one database never hear each other.
 */
import type { Database } from '../db/database';

/** The office channel's name, as SQL (the schema is part of it). */
const CHANNEL_SQL = `'office_changes_' || current_schema()`;

/**
 * The SQL expression that announces a change of the branch (an SQL expression of type text, such as `$2`):
 * use it in the statement that stores the change.
 */
export function officeChangeNotice(branchSql: string): string {
  return `pg_notify(${CHANNEL_SQL}, json_build_object('branch', ${branchSql}::text, 'change', nextval('office_change_ids'))::text)`;
}

const NOTIFY_CHANGE = `SELECT ${officeChangeNotice('$1')}`;

/** Announces a change of the branch in a statement of its own (after the change was stored). */
export async function notifyOfficeChange(db: Database, branch: string): Promise<void> {
  await db.query(NOTIFY_CHANGE, [branch]);
}

/** The office channel of the database the handle is on. */
export async function officeChannel(db: Database): Promise<string> {
  const [row] = await db.query<{ channel: string }>(`SELECT ${CHANNEL_SQL} AS channel`);
  if (!row) throw new Error('The database named no schema');
  return row.channel;
}

/** A fresh change id, for a board rebuilt after notifications may have been missed. */
export async function nextOfficeChange(db: Database): Promise<string> {
  const [row] = await db.query<{ change: string }>(`SELECT nextval('office_change_ids')::text AS change`);
  if (!row) throw new Error('The change id sequence answered nothing');
  return row.change;
}

/** One heard change. */
export interface OfficeChange {
  branch: string;
  /** The change id, as decimal text (a bigint). */
  change: string;
}

/** The notification's payload read, or null when it is not one of ours. */
export function parseOfficeChange(payload: string): OfficeChange | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { branch, change } = value as Record<string, unknown>;
    if (typeof branch !== 'string' || (typeof change !== 'number' && typeof change !== 'string')) return null;
    const id = String(change);
    return /^\d+$/.test(id) ? { branch, change: id } : null;
  } catch {
    return null;
  }
}
