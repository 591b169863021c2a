// Seeding is idempotent across restarts on the same database; sessions survive a restart; migrations are tracked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { migrationFiles } from '@server/db/migrate';
import { demoDriver } from '@server/seed/demo-accounts';
import { createPersistentTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';
import { startTestGateway, todayRequestDate } from './test-gateway';

const TABLES = [
  'users',
  'manifests',
  'jobs',
  'reason_codes',
  'geocodes',
  'schema_migrations',
  'gateway_settings',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createPersistentTestDatabase();
});
afterAll(() => database.drop());

async function counts(query: (sql: string) => Promise<{ n: number }[]>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES)
    result[table] = (await query(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;
  return result;
}

describe('restarting on the same database', () => {
  it('adds nothing the second time, keeps updates and keeps sessions valid', async () => {
    const noDrop = { ...database, drop: () => Promise.resolve() };
    const first = await startTestGateway({}, noDrop);
    const before = await counts((sql) => first.db.query(sql));
    expect(before.jobs).toBeGreaterThanOrEqual(12 + 8 + 3);
    expect(before.schema_migrations).toBe(migrationFiles().length);
    const tokens = await first.passwordTokens(demoDriver);
    const headers = { authorization: `Bearer ${tokens.access_token}`, branch: '1', driverid: 'D100' };
    const jobs = (await (
      await first.request(apiPaths.jobsForDate(todayRequestDate()), { headers })
    ).json()) as {
      schedule: { id: string }[];
    };
    const jobId = jobs.schedule[0]?.id ?? '';
    const update = await first.request(apiPaths.jobUpdate, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: jobId, job_outcome_status: 5, job_suspend_reason: 2 }),
    });
    expect(update.status).toBe(200);
    await first.close();

    const second = await startTestGateway({}, noDrop);
    try {
      expect(await counts((sql) => second.db.query(sql))).toEqual(before);
      const again = await second.request(apiPaths.jobsForDate(todayRequestDate()), { headers });
      expect(again.status).toBe(200);
      const job = (
        (await again.json()) as { schedule: { id: string; job_outcome_status: number }[] }
      ).schedule.find((j) => j.id === jobId);
      expect(job?.job_outcome_status).toBe(5);
    } finally {
      await second.close();
    }
  });

  it('applies a configured demo password over the stored one', async () => {
    const noDrop = { ...database, drop: () => Promise.resolve() };
    const gateway = await startTestGateway(
      { demoPasswords: { [demoDriver.username]: 'Configured-Pass-77' } },
      noDrop,
    );
    try {
      await expect(gateway.passwordTokens(demoDriver)).rejects.toThrow(/400/);
      await expect(
        gateway.passwordTokens({ ...demoDriver, password: 'Configured-Pass-77' }),
      ).resolves.toBeTruthy();
    } finally {
      await gateway.close();
    }
  });
});
