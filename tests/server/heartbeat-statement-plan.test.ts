// The statement storing heartbeat calls (server/store/heartbeats.ts) is prepared once per connection, and
// its plan made from default guesses of how many calls and beats it reads. It must look each named job up by
// its key: a plan that scans the jobs table made the bench's heartbeats four times slower with 40,000 jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_HEARTBEAT_CALLS } from '@server/store/heartbeats';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  // Thousands of jobs, as a real day's branch has: with a few, a scan is as cheap as a lookup.
  await gw.db.exec(`INSERT INTO jobs SELECT (jsonb_populate_record(NULL::jobs, to_jsonb(job) ||
      jsonb_build_object('id', job.id || '-' || n, 'job_number', job.job_number || '-' || n))).*
    FROM jobs AS job, generate_series(1, 300) AS n;
    ANALYZE jobs`);
}, 120_000);
afterAll(() => gw.close());

/** The plan PostgreSQL keeps for the prepared statement: the generic one, made without the parameter. */
async function genericPlan(text: string): Promise<string> {
  return gw.db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL plan_cache_mode = force_generic_plan; PREPARE heartbeat_plan AS ${text}`);
    const calls = JSON.stringify([
      {
        call: 0,
        username: 'demo.driver',
        branch: '1',
        driver_id: 'D100',
        received_at: new Date(),
        scope_branch: '1',
        scope_driver: 'D100',
        announce: false,
        beats: [],
      },
    ]);
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE heartbeat_plan('${calls}')`);
    await tx.exec('DEALLOCATE heartbeat_plan');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the heartbeat statement’s plan', () => {
  it('looks each named job up by its key and never scans the jobs table', async () => {
    const [count] = await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    expect(count?.n).toBeGreaterThan(5_000);
    const plan = await genericPlan(STORE_HEARTBEAT_CALLS.text);
    expect(plan).toMatch(/Index (Only )?Scan using jobs_pkey on jobs/);
    expect(plan).not.toMatch(/Seq Scan on jobs/);
  });
});
