// The one query interface over PGlite and PostgreSQL: transactions commit or roll back whole; migrations run once.
import { describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '@server/db/migrate';
import { useMigratedTestDatabase, usingPostgres } from './test-database';

const db = useMigratedTestDatabase();

const setting = async (key: string) =>
  (await db().query<{ value: string }>('SELECT value FROM gateway_settings WHERE key = $1', [key]))[0]?.value;

describe('database', () => {
  it('runs on the engine the suite was asked for (a fresh schema on PostgreSQL)', async () => {
    const [row] = await db().query<{ schema: string; version: string }>(
      'SELECT current_schema() AS schema, version() AS version',
    );
    if (usingPostgres) expect(row?.schema).toMatch(/^doorstep_test_[0-9a-f]{12}$/);
    else expect(row?.schema).toBe('public');
    expect(row?.version).toMatch(/^PostgreSQL \d+/);
  });

  it('records every migration once, and migrating again changes nothing', async () => {
    const applied = await db().query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((r) => r.version)).toEqual(migrationFiles());
    await migrate(db());
    expect(await db().query('SELECT version FROM schema_migrations')).toHaveLength(applied.length);
  });

  it('commits a transaction whole', async () => {
    await db().transaction(async (tx) => {
      await tx.query('INSERT INTO gateway_settings (key, value) VALUES ($1, $2)', ['a', '1']);
      await tx.transaction((inner) =>
        inner.query('INSERT INTO gateway_settings (key, value) VALUES ($1, $2)', ['b', '2']),
      );
    });
    expect([await setting('a'), await setting('b')]).toEqual(['1', '2']);
  });

  it('rolls a failed transaction back whole, nested work included', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.query('INSERT INTO gateway_settings (key, value) VALUES ($1, $2)', ['c', '3']);
        await tx.transaction((inner) =>
          inner.query('INSERT INTO gateway_settings (key, value) VALUES ($1, $2)', ['d', '4']),
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect([await setting('c'), await setting('d')]).toEqual([undefined, undefined]);
  });

  it('sees a write in the next statement of its transaction and commits it with the rest', async () => {
    const seen = await db().transaction(async (tx) => {
      await tx.write('INSERT INTO gateway_settings (key, value) VALUES ($1, $2)', ['w1', 'one']);
      await tx.write('UPDATE gateway_settings SET value = $2 WHERE key = $1', ['w1', 'two']);
      return tx.query<{ value: string }>('SELECT value FROM gateway_settings WHERE key = $1', ['w1']);
    });
    expect(seen).toEqual([{ value: 'two' }]);
    expect(await setting('w1')).toBe('two');
  });

  it("fails the transaction with a failed write's own error and keeps none of it", async () => {
    await db().query('INSERT INTO gateway_settings (key, value) VALUES ($1, $2)', ['taken', 'x']);
    const insert = 'INSERT INTO gateway_settings (key, value) VALUES ($1, $2)';
    // Refused at the commit: the write's error, not PostgreSQL's "transaction is aborted".
    await expect(
      db().transaction(async (tx) => {
        await tx.write(insert, ['w2', 'kept?']);
        await tx.write(insert, ['taken', 'again']);
        await tx.write(insert, ['w3', 'kept?']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // Refused by the next query.
    await expect(
      db().transaction(async (tx) => {
        await tx.write(insert, ['taken', 'again']);
        await tx.query('SELECT 1');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect([await setting('w2'), await setting('w3'), await setting('taken')]).toEqual([
      undefined,
      undefined,
      'x',
    ]);
  });

  it('listens and stops listening on several channels at once, each heard, with no warning from the driver', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const channels = ['one', 'two', 'three'].map((name) => `listen_at_once_${name}_${process.pid}`);
      const heard: string[] = [];
      const unlistens = await Promise.all(
        channels.map((channel) =>
          db().listen(
            channel,
            (payload) => heard.push(payload),
            () => undefined,
          ),
        ),
      );
      for (const channel of channels) await db().query('SELECT pg_notify($1, $2)', [channel, channel]);
      await expect.poll(() => [...heard].sort()).toEqual([...channels].sort());
      await Promise.all(unlistens.map((unlisten) => unlisten()));
      for (const channel of channels) await db().query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).not.toContain('after');
      // Node prints a warning a tick after it is raised.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('round-trips jsonb, bytea and timestamptz values the same on both engines', async () => {
    const when = new Date('2026-11-21T10:00:00Z');
    await db().query(
      "INSERT INTO images (id, name, content_type, bytes, username, created_at) VALUES ('i1', 'n', 'image/png', $1, 'u', $2)",
      [new Uint8Array([1, 2, 255]), when],
    );
    const [row] = await db().query<{ bytes: Uint8Array; created_at: Date }>(
      "SELECT bytes, created_at FROM images WHERE id = 'i1'",
    );
    expect([...new Uint8Array(row?.bytes ?? [])]).toEqual([1, 2, 255]);
    expect(row?.created_at.getTime()).toBe(when.getTime());
    const [json] = await db().query<{ v: unknown }>('SELECT $1::jsonb AS v', [
      JSON.stringify({ a: [1, 'x'] }),
    ]);
    expect(json?.v).toEqual({ a: [1, 'x'] });
  });
});
