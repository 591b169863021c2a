// Migration 006 on a gateway that already holds work: each job gets the revision its accepted updates
// add up to (in the column and the document), and each update the revision it produced and its outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { migrationFiles, migrationText } from '@server/db/migrate';
import { openMemoryPglite } from '@server/db/pglite-database';
import { openPostgres } from '@server/db/postgres-database';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

const REVISIONS = '006_job_revisions.sql';

type Sql = Pick<Database, 'query' | 'exec' | 'close'>;

let target: TestDatabase;
let db: Sql;

/**
 * A connection to an empty schema: on PostgreSQL the test schema (nothing migrated yet); on PGlite a
 * new schema of a (migrated, quickly cloned) memory database, made the search path.
 */
async function emptySchema(database: TestDatabase): Promise<Sql> {
  if (database.config.kind === 'postgres') return openPostgres(database.config.url);
  const memory = await openMemoryPglite();
  await memory.exec('CREATE SCHEMA before_revisions; SET search_path TO before_revisions');
  return memory;
}

beforeAll(async () => {
  target = await createTestDatabase();
  db = await emptySchema(target);
}, 60_000);
afterAll(async () => {
  await db.close();
  await target.drop();
});

const job = (id: string) => ({ id, manifest_id: 'M1', job_outcome_status: 3, products: [] });

async function insertUpdate(jobId: string, payload: unknown) {
  await db.query(
    `INSERT INTO job_updates (job_id, kind, username, branch, driver_id, payload, received_at)
     VALUES ($1, 'driver', 'demo.driver', '1', 'D100', $2::jsonb, now())`,
    [jobId, JSON.stringify(payload)],
  );
}

describe('migration 006: job revisions', () => {
  it('numbers the updates stored before it and gives each job its revision', async () => {
    const files = migrationFiles();
    const at = files.indexOf(REVISIONS);
    expect(at).toBeGreaterThan(0);
    for (const file of files.slice(0, at)) await db.exec(migrationText(file));
    await db.query(
      `INSERT INTO manifests (id, branch, driver_id, job_date, vehicle_id, start_time, end_time)
       VALUES ('M1', '1', 'D100', '2026-05-01', 'V1', '08:00', '16:00')`,
    );
    for (const [n, id] of ['J1', 'J2'].entries()) {
      await db.query(
        `INSERT INTO jobs (id, job_number, manifest_id, branch, driver_id, job_date, job_outcome_status, document,
                           updated_at)
         VALUES ($1, $2, 'M1', '1', 'D100', '2026-05-01', 3, $3::jsonb, now())`,
        [id, String(n), JSON.stringify(job(id))],
      );
    }
    await insertUpdate('J1', { id: 'J1', job_outcome_status: 5, job_suspend_reason: 2 });
    await insertUpdate('J1', { id: 'J1', arrived_at_drop: true });

    await db.exec(migrationText(REVISIONS));

    expect(
      await db.query(`SELECT id, revision, (document->>'revision')::int AS listed FROM jobs ORDER BY id`),
    ).toEqual([
      { id: 'J1', revision: 3, listed: 3 },
      { id: 'J2', revision: 1, listed: 1 },
    ]);
    expect(await db.query('SELECT job_id, revision, outcome FROM job_updates ORDER BY id')).toEqual([
      { job_id: 'J1', revision: 2, outcome: 5 },
      { job_id: 'J1', revision: 3, outcome: null },
    ]);
    expect(await db.query('SELECT count(*)::int AS n FROM job_conflicts')).toEqual([{ n: 0 }]);
  });
});
