/**
 * A day's list fetched again (a refresh, a reconnect) is new objects from the gateway; what did not change
 * keeps the objects the page holds, the open job's included, so the push carries only the jobs that changed,
 * or nothing (worker/jobs/job-list.ts).
 */
import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import { adminCompletes } from '../support/office-changes';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway();

describe('a day fetched again', () => {
  it('pushes nothing of the jobs when nothing changed, and only the job the office changed', async () => {
    const h = await gateway.loggedIn();
    const [job, ...others] = h.latest().jobs;
    if (job === undefined) throw new Error('the seeded day has no jobs');
    await h.engine.openJob(job.id);
    const before = h.latest();
    expect(before.activeJob?.id).toBe(job.id);
    const pushesBefore = h.snapshots.length;
    await h.engine.refresh();
    const unchanged = h.latest();
    expect(h.snapshots.length).toBeGreaterThan(pushesBefore);
    expect(unchanged.jobs).toBe(before.jobs);
    expect(unchanged.manifests).toBe(before.manifests);
    expect(unchanged.activeJob).toBe(before.activeJob);

    await adminCompletes(gateway.url, job);
    await h.engine.refresh();
    const after = h.latest();
    expect(after.jobs).not.toBe(before.jobs);
    expect(after.jobs.find((each) => each.id === job.id)?.job_outcome_status).toBe(
      JobOutcomeStatus.JobComplete,
    );
    expect(after.activeJob?.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
    for (const other of others) expect(after.jobs.find((each) => each.id === other.id)).toBe(other);
    expect(after.manifests).toBe(before.manifests);
    await h.engine.close();
  });
});
