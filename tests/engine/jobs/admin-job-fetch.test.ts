/**
 * An admin opens a job the phone does not hold, today's included (product rules 2.7 and 6.1):
 * the engine finds it at the gateway, stores it, opens it, and the admin's
 * completion of it reaches the gateway with the admin's times.
 */
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '@server/seed/demo-accounts';
import { JobOutcomeStatus } from '@domain/job/enums';
import { todayIso } from '@domain/time/dates';
import { gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/test-gateway';

const gateway = useTestGateway({ testRoutes: true });

/** A not-started job of demo.driver's today, read through a driver's engine. */
async function todaysJobId(): Promise<string> {
  const driver = await gateway.loggedIn();
  const job = driver.latest().jobs.find((j) => j.job_outcome_status === JobOutcomeStatus.NotStarted);
  await driver.engine.close();
  if (!job) throw new Error('no not-started job today');
  return job.id;
}

describe('an admin opening a job of any date', () => {
  it("finds today's job at the gateway, opens it and completes it with the admin's times", async () => {
    const jobId = await todaysJobId();
    const h = await gateway.loggedIn({ account: demoAdmin });
    expect(h.latest().jobs.some((j) => j.id === jobId)).toBe(false);

    const found = await h.engine.findJob(jobId);
    expect(found).toMatchObject({ id: jobId, job_outcome_status: JobOutcomeStatus.NotStarted });
    const day = found?.start_time.slice(0, 10);
    expect(day).toBe(todayIso(h.clock.now()));
    expect(await h.engine.openJob(jobId)).toMatchObject({ id: jobId });

    const result = await h.engine.adminCompleteJob({ jobId, arrivedTime: '08:35', departureTime: '09:10' });
    expect(result).toMatchObject({ ok: true, synced: true });
    const stored = await gatewayJob(gateway.url, jobId);
    expect(stored).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      arrived_at_drop: true,
      arrived_time: `${day}T08:35:00`,
      departure_time: `${day}T09:10:00`,
    });
    expect((await jobUpdateRows(gateway.url, jobId)).map((row) => [row.kind, row.username])).toEqual([
      ['admin', demoAdmin.username],
    ]);
    await h.engine.close();
  });

  it('answers no job for an unknown id, and none offline', async () => {
    const jobId = await todaysJobId();
    const h = await gateway.loggedIn({ account: demoAdmin });
    expect(await h.engine.findJob('DS-NO-SUCH-JOB')).toBeNull();
    await h.engine.setOnline(false);
    expect(await h.engine.findJob(jobId)).toBeNull();
    await h.engine.close();
  });
});
