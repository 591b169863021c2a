// What the office board reads of each job of the day: of a job still to do (or done), only what its stop
// shows, since a day of thousands of stops is read at every rebuild and every customer stage check; of a
// failed or suspended job, its whole document, whose reason the office reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { readTodayBoardRows } from '@server/office/today-board-rows';
import { demoDriver } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  // Reading the driver's day seeds it.
  const res = await gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), {
    headers: await gw.headersFor(demoDriver),
  });
  expect(res.status).toBe(200);
});
afterAll(() => gw.close());

describe("the board's rows of the seeded day", () => {
  it('hold a stop of a job not failed or suspended, and the whole document of one that is', async () => {
    const rows = await readTodayBoardRows(gw.db, demoDriver.branch, todayIso());
    const stored = new Map(
      (
        await gw.db.query<{ id: string; document: Job }>(
          'SELECT id, document FROM jobs WHERE job_date = $1',
          [todayIso()],
        )
      ).map((row) => [row.id, row.document]),
    );
    const needsOffice: number[] = [JobOutcomeStatus.Failed, JobOutcomeStatus.Suspended];
    const whole = rows.jobs.filter((row) => needsOffice.includes(row.job_outcome_status));
    const stops = rows.jobs.filter((row) => !needsOffice.includes(row.job_outcome_status));
    expect(whole.length).toBeGreaterThan(0);
    expect(stops.length).toBeGreaterThan(0);
    for (const row of whole) {
      expect(row.document).toEqual(stored.get(row.id));
      expect(row.outcome_at === null || row.outcome_at instanceof Date).toBe(true);
    }
    for (const row of stops) {
      const job = stored.get(row.id) as Job;
      const customer = job.customer[0];
      expect(row.document).toEqual({
        id: job.id,
        start_time: job.start_time,
        end_time: job.end_time,
        arrival_time: job.arrival_time ?? null,
        arrived_at_drop: job.arrived_at_drop ?? null,
        arrived_time: job.arrived_time ?? null,
        customer: customer ? [{ name: customer.name, postcode: customer.postcode }] : [],
      });
      expect(row.outcome_at).toBeNull();
    }
  });
});
