/** The one small query interface the gateway uses for PGlite and PostgreSQL alike. */

/** A SQL parameter: JSON values must be passed as text (JSON.stringify) and cast with ::jsonb. */
export type SqlParam = string | number | boolean | null | Date | Uint8Array;

/**
 * A hot statement with a name (server/db/named-sql.ts): PostgreSQL prepares it once per connection and
 * reuses its plan; PGlite runs its text as any other.
 */
export interface NamedSql {
  name: string;
  text: string;
}

/** A database handle; inside `transaction` the callback's handle runs on the same connection. */
export interface Database {
  /** Runs one statement and answers its rows. */
  query<T>(sql: string | NamedSql, params?: readonly SqlParam[]): Promise<T[]>;
  /**
   * Runs one statement whose rows nobody reads. Inside a transaction on PostgreSQL it is pipelined
   * (server/db/pipelined-transaction.ts): the promise settles once it is sent, and its failure fails the
   * transaction, thrown by the next query or at the commit. Elsewhere it settles when the statement is done.
   */
  write(sql: string | NamedSql, params?: readonly SqlParam[]): Promise<void>;
  /** Runs a parameterless script of several statements (the migrations). */
  exec(script: string): Promise<void>;
  /** Runs fn in one transaction (commit on success, rollback on throw). Nested calls join the outer one. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * Hears notifications on a channel (its name as written, quoted when listened to): onPayload for each one,
   * delivered only once its transaction committed; onGap after the listening connection was lost and made
   * again, as notifications may have been missed meanwhile. Answers the unlisten. Not inside a transaction.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /** Releases the connection(s); the handle is unusable afterwards. */
  close(): Promise<void>;
}

/** Which database the gateway opens. */
export type DatabaseConfig =
  | { kind: 'memory' }
  | { kind: 'pglite'; dataDir: string }
  /** poolSize: the most connections one gateway opens (default: server/db/pool-size.ts). */
  | { kind: 'postgres'; url: string; poolSize?: number };
