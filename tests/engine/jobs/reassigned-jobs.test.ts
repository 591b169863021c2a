/**
 * The office gives a job to another driver while the driver's change
 * of it is on the phone. The gateway refuses the change (404) and leaves the job
 * out of the driver's list; the job stays on the day's list, marked
 * noLongerAssigned, until its change is discarded (or sent once the job is
 * given back); the list is then fetched again and the job goes (or loses the mark).
 */
import { describe, expect, it } from 'vitest';
import { demoDriver } from '@server/seed/demo-accounts';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { todayIso } from '@domain/time/dates';
import type { EngineHarness } from '../support/engine-harness';
import { JobPicker } from '../support/gateway-inspection';
import { assignJob } from '../support/office-changes';
import { useTestGateway } from '../support/test-gateway';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const OTHER_DRIVER = 'D999';
const jobsOfADay = '/group-delivery-job-api/delivery/job/date/';

const listed = (h: EngineHarness, jobId: string) => h.latest().jobs.find((job) => job.id === jobId);

/** demo.driver suspends the job offline; the office moves it away; back online its change needs attention. */
async function movedAwayWithChange(h: EngineHarness, job: Job): Promise<void> {
  await h.engine.setOnline(false);
  await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.CustomerDelay, note: 'Nobody in' });
  await assignJob(gateway.db, job.id, OTHER_DRIVER);
  await h.engine.setOnline(true);
  await h.engine.idle();
  await h.engine.refresh();
  await h.engine.idle();
}

describe('a job moved to another driver while its change waits', () => {
  it('stays on the list, marked, until its change is discarded; a refresh then drops it', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    const others = h
      .latest()
      .jobs.filter((candidate) => candidate.id !== job.id)
      .map((j) => j.id);

    await movedAwayWithChange(h, job);

    const [item] = h.latest().attention;
    expect(h.latest().attention).toHaveLength(1);
    expect(item).toMatchObject({ jobId: job.id, status: 404 });
    expect(listed(h, job.id)).toMatchObject({ noLongerAssigned: true, requiresSync: true });
    expect(
      h
        .latest()
        .jobs.filter((j) => j.noLongerAssigned === true)
        .map((j) => j.id),
    ).toEqual([job.id]);
    expect(
      h
        .latest()
        .jobs.map((j) => j.id)
        .filter((id) => id !== job.id),
    ).toEqual(others);
    const storage = await h.openStorage();
    const day = await storage.readDay(todayIso(h.clock.now()));
    expect(day?.jobs.find((stored) => stored.id === job.id)?.noLongerAssigned).toBe(true);

    expect(await h.engine.discardChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await h.engine.idle();

    expect(listed(h, job.id)).toBeUndefined();
    expect(h.latest().attention).toEqual([]);
    expect(await storage.readJob(job.id)).toBeUndefined();
    expect((await storage.readDay(todayIso(h.clock.now())))?.jobs.map((j) => j.id)).toEqual(others);
    storage.close();
    await h.engine.close();
  });

  it('loses the mark on the refresh after the office gives the job back', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    await movedAwayWithChange(h, job);
    expect(listed(h, job.id)?.noLongerAssigned).toBe(true);

    await assignJob(gateway.db, job.id, demoDriver.driverid);
    await h.engine.refresh();
    expect(listed(h, job.id)).toMatchObject({ requiresSync: true });
    expect(listed(h, job.id)).not.toHaveProperty('noLongerAssigned');
    expect(h.latest().attention).toHaveLength(1);
    await h.engine.close();
  });

  it('once the change is sent (the job given back, Retry), fetches the list again: the mark goes', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    await movedAwayWithChange(h, job);
    await assignJob(gateway.db, job.id, demoDriver.driverid);
    const fetches = h.requestsTo(jobsOfADay).length;

    const [item] = h.latest().attention;
    expect(await h.engine.retryChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await h.engine.idle();

    expect(h.latest().attention).toEqual([]);
    expect(h.requestsTo(jobsOfADay).length).toBe(fetches + 1);
    expect(listed(h, job.id)).toMatchObject({
      requiresSync: false,
      job_outcome_status: JobOutcomeStatus.Suspended,
    });
    expect(listed(h, job.id)).not.toHaveProperty('noLongerAssigned');
    await h.engine.close();
  });
});
