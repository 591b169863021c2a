// A PostgreSQL transaction's writes and COMMIT leave in one socket write, and BEGIN with its first statement.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipelinedTransaction } from '@server/db/pipelined-transaction';
import { createTestDatabase, usingPostgres } from './test-database';
import type { TestDatabase } from './test-database';

describe.runIf(usingPostgres)('a pipelined transaction', () => {
  let target: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    target = await createTestDatabase();
    if (target.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    pool = new pg.Pool({ connectionString: target.config.url, max: 1, pipeline: true });
    await pool.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  });
  afterAll(async () => {
    await pool.end();
    await target.drop();
  });

  /** How many times the client's socket is written to while fn's transaction runs. */
  async function socketWritesOf(fn: Parameters<typeof runPipelinedTransaction>[1]): Promise<number> {
    const client = await pool.connect();
    const socket = client.connection.stream as unknown as {
      _write: (...args: unknown[]) => void;
      _writev: (...args: unknown[]) => void;
    };
    let writes = 0;
    const [write, writev] = [socket._write.bind(socket), socket._writev.bind(socket)];
    socket._write = (...args) => {
      writes++;
      write(...args);
    };
    socket._writev = (...args) => {
      writes++;
      writev(...args);
    };
    try {
      await runPipelinedTransaction(client, fn);
    } finally {
      [socket._write, socket._writev] = [write, writev];
      client.release();
    }
    return writes;
  }

  it('sends BEGIN with the first statement and the writes with COMMIT: two socket writes, not six', async () => {
    const writes = await socketWritesOf(async (tx) => {
      const [row] = await tx.query<{ next: number }>('SELECT coalesce(max(id), 0) + 1 AS next FROM notes');
      const next = row?.next ?? 1;
      await tx.write('INSERT INTO notes (id, body) VALUES ($1, $2)', [next, 'first']);
      await tx.write('INSERT INTO notes (id, body) VALUES ($1, $2)', [next + 1, 'second']);
      await tx.write('UPDATE notes SET body = $2 WHERE id = $1', [next, 'first, changed']);
    });
    expect(writes).toBe(2);
    const { rows } = await pool.query('SELECT id, body FROM notes ORDER BY id');
    expect(rows).toEqual([
      { id: 1, body: 'first, changed' },
      { id: 2, body: 'second' },
    ]);
  });

  it("rolls back whole when a write fails, with the write's error, and the connection stays usable", async () => {
    const client = await pool.connect();
    try {
      await expect(
        runPipelinedTransaction(client, async (tx) => {
          await tx.write('INSERT INTO notes (id, body) VALUES ($1, $2)', [10, 'kept?']);
          await tx.write('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'taken']);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM notes WHERE id = 10');
      expect(rows[0]?.n).toBe('0');
    } finally {
      client.release();
    }
  });
});
