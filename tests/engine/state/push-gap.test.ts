/**
 * The engine with a browser's push gap, through the real gateway: a sync going on in the background reaches the
 * page as pushes at least a gap apart and catches up at the gap's end with no method called, every method
 * answers after its own change was pushed, and the day ends as it does with every update pushed.
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

/**
 * Fails two jobs offline and syncs them in the background: the sync's pushes, the time they took (from before
 * the method that started it to the sync's end on the page), and what the page shows at the end.
 */
async function syncOfTwoFailures(h: EngineHarness) {
  const jobs = [1, 2].map(() => picker.next(h.latest().jobs, { defaultRetailer: true }));
  await h.engine.setOnline(false);
  for (const job of jobs) {
    await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });
    // The method answers after its change was pushed, whatever the gap.
    expect(h.latest().jobs.find((shown) => shown.id === job.id)?.job_outcome_status).toBe(
      JobOutcomeStatus.Failed,
    );
    expect(h.latest().sync.pendingChanges).toBeGreaterThan(0);
  }
  const before = h.snapshots.length;
  const startedAt = performance.now();
  await h.engine.setOnline(true);
  // No method is called until the page shows the sync done: with a gap, only its timer brings the last push.
  await expect
    .poll(() => h.latest().sync.pendingChanges + h.latest().sync.pendingPhotos, { timeout: 15_000 })
    .toBe(0);
  const tookMs = performance.now() - startedAt;
  const pushes = h.snapshots.length - before;
  await h.engine.idle();
  return {
    pushes,
    tookMs,
    statuses: jobs.map((job) => h.latest().jobs.find((shown) => shown.id === job.id)?.job_outcome_status),
  };
}

describe('the engine’s pushes with a push gap', () => {
  it('pushes a background sync a gap apart, catching up at the gap’s end, to the same day as every update', async () => {
    const gapped = await syncOfTwoFailures(await gateway.loggedIn({ pushGapMs: PUSH_GAP_MS }));
    // Pushes are a gap apart but for setOnline's own, sent as it answers, and the first after a quiet spell
    // (a timer may fire a millisecond or so early, hence the slack).
    expect(gapped.pushes).toBeGreaterThan(0);
    expect(gapped.pushes).toBeLessThanOrEqual(Math.floor(gapped.tookMs / (PUSH_GAP_MS - 20)) + 2);

    const everyUpdate = await syncOfTwoFailures(await gateway.loggedIn());
    expect(gapped.statuses).toEqual([JobOutcomeStatus.Failed, JobOutcomeStatus.Failed]);
    expect(gapped.statuses).toEqual(everyUpdate.statuses);
  });
});
