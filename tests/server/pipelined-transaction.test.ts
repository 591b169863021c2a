// A PostgreSQL transaction is pipelined: BEGIN leaves with the first statements, the writes with COMMIT.
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { openDatabase } from '@server/db/open-database';
import { IdempotencyStore } from '@server/http/idempotency-store';
import { createTestDatabase, usingPostgres } from './test-database';
import type { TestDatabase } from './test-database';

type SocketWrite = (this: Socket, ...args: unknown[]) => void;

/** How many times a socket to PostgreSQL is written to while fn runs (a cork's flush is one). */
async function socketWritesOf(port: number, fn: () => Promise<unknown>): Promise<number> {
  const prototype = Socket.prototype as unknown as Record<'_write' | '_writev', SocketWrite>;
  const originals = { _write: prototype._write, _writev: prototype._writev };
  let writes = 0;
  for (const name of ['_write', '_writev'] as const) {
    const original = originals[name];
    prototype[name] = function (this: Socket, ...args: unknown[]) {
      if (this.remotePort === port) writes++;
      original.apply(this, args);
    };
  }
  try {
    await fn();
  } finally {
    Object.assign(prototype, originals);
  }
  return writes;
}

describe.runIf(usingPostgres)('a pipelined transaction', () => {
  let target: TestDatabase;
  let db: Database;
  let port: number;

  beforeAll(async () => {
    target = await createTestDatabase();
    if (target.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    port = Number(new URL(target.config.url).port);
    db = await openDatabase(target.config);
    await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  });
  afterAll(async () => {
    await db.close();
    await target.drop();
  });

  const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';

  it('sends BEGIN with the first statement and the writes with COMMIT: two socket writes, not six', async () => {
    const writes = await socketWritesOf(port, () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ next: number }>('SELECT coalesce(max(id), 0) + 1 AS next FROM notes');
        const next = row?.next ?? 1;
        await tx.write(insert, [next, 'first']);
        await tx.write(insert, [next + 1, 'second']);
        await tx.write('UPDATE notes SET body = $2 WHERE id = $1', [next, 'first, changed']);
      }),
    );
    expect(writes).toBe(2);
    expect(await db.query('SELECT id, body FROM notes ORDER BY id')).toEqual([
      { id: 1, body: 'first, changed' },
      { id: 2, body: 'second' },
    ]);
  });

  it("sends a keyed request's claim and its first read with BEGIN, and its answer with COMMIT", async () => {
    const store = new IdempotencyStore(db, () => new Date());
    const request = (key: string) => ({
      principal: 'driver1',
      key,
      fingerprint: { method: 'POST', pathWithQuery: '/notes', body: new TextEncoder().encode(key) },
      savedAt: null,
    });
    const addNote = (key: string, id: number) =>
      store.runAfterRead(
        request(key),
        (tx) => tx.query<{ n: string }>('SELECT count(*) AS n FROM notes'),
        async (tx, [found]) => {
          await tx.write(insert, [id, `note ${found?.n ?? '?'}`]);
          return { status: 200, body: { id } };
        },
      );
    await addNote('first', 10); // the store's first call also purges old keys
    expect(await socketWritesOf(port, () => addNote('second', 11))).toBe(2);
    const replayed = await addNote('second', 11);
    expect(replayed).toMatchObject({ status: 200, replayed: true, body: { id: 11 } });
    expect(await db.query('SELECT id, body FROM notes WHERE id >= 10 ORDER BY id')).toEqual([
      { id: 10, body: 'note 2' },
      { id: 11, body: 'note 3' },
    ]);
  });

  it("rolls back whole when a write fails, with the write's error, and the connection stays usable", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.write(insert, [20, 'kept?']);
        await tx.write(insert, [1, 'taken']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT count(*)::int AS n FROM notes WHERE id = 20')).toEqual([{ n: 0 }]);
  });

  it("throws a failed query's own error, not that of a write sent behind it", async () => {
    await expect(
      db.transaction(async (tx) => {
        const read = tx.query('SELECT 1 / 0');
        await tx.write(insert, [30, 'behind the failed read']);
        await read;
      }),
    ).rejects.toMatchObject({ code: '22012' });
  });

  it('sends no COMMIT after a write pg refused itself: the writes before it are not kept', async () => {
    const unbindable = {
      toPostgres: () => {
        throw new Error('this value cannot be bound');
      },
    } as unknown as string;
    await expect(
      db.transaction(async (tx) => {
        await tx.write(insert, [40, 'kept?']);
        await tx.write(insert, [41, unbindable]);
      }),
    ).rejects.toThrow('this value cannot be bound');
    expect(await db.query('SELECT count(*)::int AS n FROM notes WHERE id IN (40, 41)')).toEqual([{ n: 0 }]);
    expect(await db.query('SELECT count(*)::int AS n FROM notes')).not.toEqual([{ n: 0 }]);
  });
});
