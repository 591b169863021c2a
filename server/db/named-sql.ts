/**
 * Names for the gateway's hot statements (docs/performance.md "The gateway on loopback"). On PostgreSQL
 * pg prepares a named statement once per pooled connection and then only binds and executes it: no
 * parse and plan for every call. A name must always stand for the same text (pg refuses a known name
 * with another text on the same connection), so every name is registered here once and a second text
 * under a name throws at once. Only statements whose result columns are listed by name are named: a
 * prepared `SELECT *` would fail after a migration adds a column while the gateway runs.
 */
import type { NamedSql } from './database';

const registered = new Map<string, string>();

/** The statement `text` under `name` (the name is prefixed, so it never clashes with others' statements). */
export function namedSql(name: string, text: string): NamedSql {
  const known = registered.get(name);
  if (known !== undefined && known !== text) throw new Error(`The statement name ${name} has another text`);
  registered.set(name, text);
  return { name: `doorstep_${name}`, text };
}

/** The text of a statement, named or not (for a database that does not prepare by name). */
export function sqlText(sql: string | NamedSql): string {
  return typeof sql === 'string' ? sql : sql.text;
}
