/** The sync timer: while work waits it retries after 5 s, doubling up to 5 minutes; nothing waiting, no timer. */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../src/domain/gateway/api-shapes';
import { SuspendReason } from '../../../src/domain/job/enums';
import { Backoff, SYNC_RETRY_FIRST_MS, SYNC_RETRY_MAX_MS } from '../../../worker/sync/backoff';
import { TestClock, TestTimers, jsonResponse } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/test-gateway';

const gateway = useTestGateway({ testRoutes: true });

describe('the backoff', () => {
  it('starts at 5 s, doubles, stays at 5 minutes, and starts again after a reset', () => {
    const backoff = new Backoff();
    const delays = Array.from({ length: 8 }, () => backoff.next());
    expect(SYNC_RETRY_FIRST_MS).toBe(5_000);
    expect(delays).toEqual([
      5_000,
      10_000,
      20_000,
      40_000,
      80_000,
      160_000,
      SYNC_RETRY_MAX_MS,
      SYNC_RETRY_MAX_MS,
    ]);
    backoff.reset();
    expect(backoff.next()).toBe(5_000);
  });
});

describe('the sync timer', () => {
  it('retries a refused update on the backoff timer until it is accepted, then stops', async () => {
    let refuse = true;
    const clock = new TestClock();
    const timers = new TestTimers(clock);
    const h = await gateway.loggedIn({
      clock,
      timers,
      intercept: (request) =>
        refuse && request.path === apiPaths.jobUpdate
          ? jsonResponse(500, { message: 'Try later' })
          : undefined,
    });
    const settle = () => h.engine.idle();
    const job = new JobPicker().next(h.latest().jobs);
    const attempts = () => h.requestsTo(apiPaths.jobUpdate).length;

    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    await settle();
    expect(attempts()).toBe(1);
    expect(timers.nextDelay()).toBe(5_000);

    await timers.advance(4_999, settle);
    expect(attempts()).toBe(1);
    await timers.advance(1, settle);
    expect(attempts()).toBe(2);
    expect(timers.nextDelay()).toBe(10_000);

    refuse = false;
    await timers.advance(10_000, settle);
    expect(attempts()).toBe(3);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0 });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await timers.advance(60_000, settle);
    expect(attempts()).toBe(3);
    await h.engine.close();
    expect(timers.pending).toBe(0);
  });
});
