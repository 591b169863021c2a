// The heartbeats' indexes serve the evidence record's position query, the office board's latest positions
// and the retention purge:
// with sequential scans ruled out, the planner must still find a plan through the named index.
import { describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { LATEST_HEARTBEATS } from '@server/office/today-board-rows';
import { RECORD_POSITIONS_SQL, evidencePositionsParameters } from '@server/store/evidence-sources';
import { useMigratedTestDatabase } from './test-database';

const db = useMigratedTestDatabase();

/** The plan of a statement, as text, with sequential scans ruled out (in one transaction). */
async function planOf(sql: string, params: Parameters<Database['query']>[1]): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('heartbeat indexes', () => {
  it("the record's positions of a driver's days come through heartbeats_driver_taken", async () => {
    const job = { id: 'J1', branch: '1', driverid: 'D100', date: '2026-11-27' };
    const params = evidencePositionsParameters({ ...job, job: {} } as never, ['2026-11-27', '2026-11-28']);
    const plan = await planOf(RECORD_POSITIONS_SQL, params);
    expect(plan).toContain('heartbeats_driver_taken');
  });

  it("the office board's latest heartbeat of each driver comes through heartbeats_driver_taken", async () => {
    for (const jobsOnly of [false, true]) {
      for (const driverId of [null, '1001']) {
        const plan = await planOf(LATEST_HEARTBEATS.text, ['1', '2026-11-28T00:00:00', jobsOnly, driverId]);
        expect(plan).toContain('heartbeats_driver_taken');
      }
    }
  });

  it('the retention purge finds old heartbeats through heartbeats_received', async () => {
    const plan = await planOf('DELETE FROM heartbeats WHERE received_at < $1', [
      new Date('2026-08-01T00:00:00Z'),
    ]);
    expect(plan).toContain('heartbeats_received');
  });
});
