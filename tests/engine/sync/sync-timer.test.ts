/**
 * The sync timer: while work waits it retries after a jittered delay whose ceiling starts at 5 s and
 * doubles up to 5 minutes; nothing waiting, no timer.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { Backoff, RETRY_AFTER_LIMIT_MS, SYNC_RETRY_FIRST_MS, SYNC_RETRY_MAX_MS } from '@worker/sync/backoff';
import { TestClock, TestTimers, jsonResponse } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });

describe('the backoff', () => {
  it('grows from 5 s to at most 5 minutes, jittered within the upper half, and starts again after a reset', () => {
    const ceilings = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, SYNC_RETRY_MAX_MS, SYNC_RETRY_MAX_MS];
    expect(SYNC_RETRY_FIRST_MS).toBe(5_000);
    const lowest = new Backoff(() => 0);
    const highest = new Backoff(() => 0.999_999);
    expect(ceilings.map(() => lowest.next())).toEqual(ceilings.map((cap) => cap / 2));
    expect(ceilings.map(() => highest.next())).toEqual(ceilings);
    const random = new Backoff();
    for (const cap of ceilings) {
      const delay = random.next();
      expect(delay).toBeGreaterThanOrEqual(cap / 2);
      expect(delay).toBeLessThanOrEqual(cap);
    }
    lowest.reset();
    expect(lowest.next()).toBe(2_500);
  });

  it('waits at least the gateway’s Retry-After, within its limit', () => {
    const backoff = new Backoff(() => 0);
    expect(backoff.next(60_000)).toBe(60_000);
    expect(backoff.next(1_000)).toBe(5_000);
    expect(backoff.next(24 * 60 * 60_000)).toBe(RETRY_AFTER_LIMIT_MS);
  });
});

describe('the sync timer', () => {
  it('retries an update the gateway could not take (500) on the backoff timer until it is accepted, then stops', async () => {
    let refuse = true;
    const clock = new TestClock();
    const timers = new TestTimers(clock);
    const h = await gateway.loggedIn({
      clock,
      timers,
      random: () => 0.5,
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
    expect(timers.nextDelay()).toBe(3_750);

    await timers.advance(3_749, settle);
    expect(attempts()).toBe(1);
    await timers.advance(1, settle);
    expect(attempts()).toBe(2);
    expect(timers.nextDelay()).toBe(7_500);

    refuse = false;
    await timers.advance(7_500, settle);
    expect(attempts()).toBe(3);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0 });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    await timers.advance(60_000, settle);
    expect(attempts()).toBe(3);
    await h.engine.close();
    expect(timers.pending).toBe(0);
  });
});
