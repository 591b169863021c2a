/**
 * A transaction on one pooled PostgreSQL connection in pg's pipeline mode. BEGIN, COMMIT and every write
 * whose rows nobody reads (Database.write) are sent without waiting for the statements before them to be
 * answered, and whatever is sent in one turn of the event loop leaves in one socket write. So BEGIN leaves
 * with a job update's key claim and the job's locked read (server/http/idempotency-store.ts runAfterRead),
 * and its log row and job, its customer message, its key's answer and COMMIT leave together: two round
 * trips instead of seven for an update that closes a job (a failed job's reason words, a record link for a
 * retailer's webhooks or a refusal's changes are read on the way, a round trip each).
 *
 * PostgreSQL runs a pipeline's statements in order. Once one fails, every later statement of the
 * transaction fails too and its COMMIT answers ROLLBACK, so nothing after a failed write is kept: the
 * write's own error is what the next query or the commit throws. A write pg refuses before sending it fails
 * at once, and no COMMIT is sent after it.
 */
import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import type { Database, NamedSql, SqlParam } from './database';

/** The pg query of a statement, named or not. */
export function queryConfig(sql: string | NamedSql, params: readonly SqlParam[] | undefined): QueryConfig {
  const values = params ? [...params] : undefined;
  return typeof sql === 'string' ? { text: sql, values } : { name: sql.name, text: sql.text, values };
}

class PipelinedTransaction {
  /** The writes sent, in order, each settled with nothing (the first failure is kept in `failed`). */
  private readonly unanswered: Promise<void>[] = [];
  /** The first write that failed, and its place among the writes sent. */
  private failed: { error: unknown; index: number } | null = null;
  private corked = false;

  constructor(private readonly client: PoolClient) {}

  readonly handle: Database = {
    query: <T>(sql: string | NamedSql, params?: readonly SqlParam[]) => this.query<T>(sql, params),
    write: (sql, params) => {
      this.write(queryConfig(sql, params));
      return Promise.resolve();
    },
    exec: async (script) => {
      await this.query(script);
    },
    transaction: (fn) => fn(this.handle),
    listen: () => Promise.reject(new Error('listen() is not available inside a transaction')),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };

  /** Corks the socket until the event loop turns, so that what is sent meanwhile leaves in one write. */
  private cork(): void {
    if (this.corked) return;
    const socket = this.client.connection.stream;
    socket.cork();
    this.corked = true;
    process.nextTick(() => {
      this.corked = false;
      socket.uncork();
    });
  }

  /** Sends the statement, in the socket's next write. */
  send(config: QueryConfig | string): Promise<QueryResult> {
    this.cork();
    return this.client.query(config);
  }

  /**
   * Sends the write; its answer only settles it. pg answers through the callback at once, before anything else
   * is sent, when it refuses the statement itself (values it cannot bind), so the commit always knows of it.
   */
  write(config: QueryConfig | string): void {
    const index = this.unanswered.length;
    this.cork();
    this.unanswered.push(
      new Promise<void>((settled) => {
        this.client.query(
          typeof config === 'string' ? { text: config } : config,
          (error: Error | undefined) => {
            if (error && (this.failed === null || index < this.failed.index)) this.failed = { error, index };
            settled();
          },
        );
      }),
    );
  }

  private async query<T>(sql: string | NamedSql, params?: readonly SqlParam[]): Promise<T[]> {
    this.throwIfFailed();
    const writesBefore = this.unanswered.length;
    try {
      return (await this.send(queryConfig(sql, params))).rows as T[];
    } catch (error) {
      // After a failed write PostgreSQL refuses every later statement as "in a failed transaction": a write
      // sent before this query that failed says what went wrong. One sent after it failed because of it.
      await Promise.all(this.unanswered.slice(0, writesBefore));
      this.throwIfFailed(writesBefore);
      throw error;
    }
  }

  /** Throws the first write that failed, of those answered so far (among the first `count` sent, if given). */
  throwIfFailed(count = Infinity): void {
    if (this.failed !== null && this.failed.index < count) throw this.failed.error;
  }

  /** Waits for every write sent so far to be answered; throws the first one that failed. */
  async settle(): Promise<void> {
    await Promise.all(this.unanswered);
    this.throwIfFailed();
  }
}

/** Runs fn in one transaction on the client (commit on success, rollback on throw), pipelined. */
export async function runPipelinedTransaction<T>(
  client: PoolClient,
  fn: (tx: Database) => Promise<T>,
): Promise<T> {
  const transaction = new PipelinedTransaction(client);
  transaction.write('BEGIN');
  try {
    const result = await fn(transaction.handle);
    // A write pg refused itself never reached PostgreSQL, which would commit the others without it.
    transaction.throwIfFailed();
    const committed = transaction.send('COMMIT');
    // Settled here so that a lost connection's rejection is never left unhandled when a write failed first.
    committed.catch(() => undefined);
    await transaction.settle();
    if ((await committed).command !== 'COMMIT') throw new Error('PostgreSQL rolled the transaction back');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
