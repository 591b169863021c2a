/**
 * A transaction on one pooled PostgreSQL connection in pg's pipeline mode. BEGIN, COMMIT and every write
 * whose rows nobody reads (Database.write) are sent without waiting for the statements before them to be
 * answered, and whatever is sent in one turn of the event loop leaves in one socket write. So BEGIN leaves
 * with a job update's key claim and the job's locked read (server/http/idempotency-store.ts runAfterRead),
 * and its log row and job, its customer message, its key's answer and COMMIT leave together: two round
 * trips instead of seven.
 *
 * PostgreSQL runs a pipeline's statements in order. Once one fails, every later statement of the
 * transaction fails too and its COMMIT answers ROLLBACK, so nothing after a failed write is kept: the
 * write's own error is what the next query or the commit throws.
 */
import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import type { Database, NamedSql, SqlParam } from './database';

/** The pg query of a statement, named or not. */
export function queryConfig(sql: string | NamedSql, params: readonly SqlParam[] | undefined): QueryConfig {
  const values = params ? [...params] : undefined;
  return typeof sql === 'string' ? { text: sql, values } : { name: sql.name, text: sql.text, values };
}

class PipelinedTransaction {
  /** The writes sent and not yet answered, each settled with nothing (its failure is kept in `failed`). */
  private readonly unanswered: Promise<void>[] = [];
  private failed: { error: unknown } | null = null;
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

  /** Sends the statement; what else is sent before the event loop turns joins it in the socket's write. */
  send(config: QueryConfig | string): Promise<QueryResult> {
    if (!this.corked) {
      const socket = this.client.connection.stream;
      socket.cork();
      this.corked = true;
      process.nextTick(() => {
        this.corked = false;
        socket.uncork();
      });
    }
    return this.client.query(config);
  }

  write(config: QueryConfig | string): void {
    this.unanswered.push(
      this.send(config).then(
        () => undefined,
        (error: unknown) => {
          this.failed ??= { error };
        },
      ),
    );
  }

  private async query<T>(sql: string | NamedSql, params?: readonly SqlParam[]): Promise<T[]> {
    if (this.failed) throw this.failed.error;
    try {
      return (await this.send(queryConfig(sql, params))).rows as T[];
    } catch (error) {
      // After a failed write PostgreSQL refuses every statement as "in a failed transaction": the write's
      // own error says what went wrong.
      throw await this.settle().then(
        () => error,
        (writeError: unknown) => writeError,
      );
    }
  }

  /** Waits for every write sent so far to be answered; throws the first one that failed. */
  async settle(): Promise<void> {
    await Promise.all(this.unanswered);
    if (this.failed) throw this.failed.error;
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
