/**
 * The engine with a browser's push gap: a sync's many updates reach the page as fewer pushes, the page ends
 * with the same snapshot, and every method still answers after the page holds its change.
 */
import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import { JobPicker } from '../support/gateway-inspection';
import type { EngineHarness } from '../support/engine-harness';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const PUSH_GAP_MS = 200;

/** Fails two jobs offline, then syncs them; the pushes of the sync and the snapshot after it. */
async function syncOfTwoFailures(h: EngineHarness) {
  const jobs = [1, 2].map(() => picker.next(h.latest().jobs, { defaultRetailer: true }));
  await h.engine.setOnline(false);
  for (const job of jobs) {
    await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });
    // The method answers after the page holds its change, whatever the gap.
    expect(h.latest().jobs.find((shown) => shown.id === job.id)?.job_outcome_status).toBe(
      JobOutcomeStatus.Failed,
    );
  }
  const before = h.snapshots.length;
  await h.engine.setOnline(true);
  await h.engine.idle();
  const { sync } = h.latest();
  return {
    pushes: h.snapshots.length - before,
    sync: { pendingChanges: sync.pendingChanges, pendingPhotos: sync.pendingPhotos, state: sync.state },
    statuses: jobs.map((job) => h.latest().jobs.find((shown) => shown.id === job.id)?.job_outcome_status),
  };
}

describe('the engine’s pushes with a push gap', () => {
  it('sends a sync as fewer pushes than updates, ending with the same snapshot', async () => {
    const everyUpdate = await syncOfTwoFailures(await gateway.loggedIn());
    const gapped = await syncOfTwoFailures(await gateway.loggedIn({ pushGapMs: PUSH_GAP_MS }));

    expect(gapped.sync).toEqual({ pendingChanges: 0, pendingPhotos: 0, state: everyUpdate.sync.state });
    expect(gapped.statuses).toEqual([JobOutcomeStatus.Failed, JobOutcomeStatus.Failed]);
    expect(gapped.statuses).toEqual(everyUpdate.statuses);
    expect(gapped.pushes).toBeGreaterThan(0);
    expect(gapped.pushes).toBeLessThan(everyUpdate.pushes);
  });
});
