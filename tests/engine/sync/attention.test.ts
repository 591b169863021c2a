/**
 * A change the gateway refuses for good stops retrying and
 * needs the driver's attention (Retry or Discard), and holds the later changes
 * to its job; what may go through later (no answer, 5xx) keeps retrying on a
 * growing, jittered timer.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { ADMIN_HELD_MESSAGE, HELD_MESSAGE } from '@worker/sync/entry-outcome';
import { demoAdmin } from '@server/seed/demo-accounts';
import { NOT_WAITING_MESSAGE } from '@worker/sync/unsent-work';
import { TestClock, TestTimers, jsonResponse } from '../support/engine-harness';
import type { EngineHarness, Interceptor } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const MINUTE = 60_000;

const updates = (h: EngineHarness) => h.requestsTo(apiPaths.jobUpdate);
const shown = (h: EngineHarness, jobId: string) => h.latest().jobs.find((job) => job.id === jobId);

/** A driver on test timers (jitter 0.5: each delay is 3/4 of its ceiling). */
async function timedDriver(intercept: Interceptor) {
  const clock = new TestClock();
  const timers = new TestTimers(clock);
  const h = await gateway.loggedIn({ clock, timers, random: () => 0.5, intercept });
  const settle = () => h.engine.idle();
  return { h, timers, settle };
}

describe('an admin’s change held behind one that needs attention', () => {
  it('is said to wait in this browser, not on a phone', async () => {
    const intercept: Interceptor = (request) =>
      request.path === apiPaths.adminJobUpdate
        ? jsonResponse(404, { message: 'Not on the system.' })
        : undefined;
    const h = await gateway.loggedIn({ account: demoAdmin, intercept });
    const job = h
      .latest()
      .jobs.find((candidate) => candidate.job_outcome_status === JobOutcomeStatus.NotStarted);
    if (!job) throw new Error('the admin has no job to change');

    const first = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    expect(first).toMatchObject({ ok: true, synced: false });
    expect(h.latest().attention).toMatchObject([{ jobId: job.id, kind: 'adminJobUpdate' }]);

    const second = await h.engine.suspendJob({
      jobId: job.id,
      reason: SuspendReason.Lunch,
      note: 'Back at 2',
    });
    expect(second).toEqual({ ok: true, synced: false, message: ADMIN_HELD_MESSAGE });
    expect(ADMIN_HELD_MESSAGE).not.toContain('phone');
    await h.engine.close();
  });
});

describe('a refused change has a way out', () => {
  it('stops a refused change (404) with the gateway’s message, holds its lane, and Retry sends it once fixed', async () => {
    const gone = 'Job DS-0 is not on the system.';
    let refuse = true;
    const { h, timers, settle } = await timedDriver((request) =>
      refuse && request.path === apiPaths.jobUpdate ? jsonResponse(404, { message: gone }) : undefined,
    );
    const job = picker.next(h.latest().jobs);

    const first = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

    expect(first).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
    const [item] = h.latest().attention;
    expect(h.latest().attention).toHaveLength(1);
    expect(item).toMatchObject({ jobId: job.id, kind: 'jobUpdate', message: gone, code: null, status: 404 });
    expect(h.latest().sync).toMatchObject({
      state: 'idle',
      pendingChanges: 0,
      attention: 1,
      lastError: null,
    });

    const second = await h.engine.suspendJob({
      jobId: job.id,
      reason: SuspendReason.Lunch,
      note: 'Back at 2',
    });
    expect(second).toEqual({ ok: true, synced: false, message: HELD_MESSAGE });
    expect(h.latest().sync).toMatchObject({ pendingChanges: 1, pendingJobs: 1, attention: 1 });
    await timers.advance(30 * MINUTE, settle);
    await h.engine.syncNow();
    expect(updates(h)).toHaveLength(1);

    refuse = false;
    expect(await h.engine.retryChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await settle();

    const [refused, retried, held] = updates(h);
    expect(updates(h)).toHaveLength(3);
    expect(retried?.body).toBe(refused?.body);
    expect(retried?.headers['idempotency-key']).toBe(refused?.headers['idempotency-key']);
    expect(JSON.parse(held?.body ?? '')).toMatchObject({ id: job.id });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(2);
    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, attention: 0 });
    expect(shown(h, job.id)?.requiresSync).toBe(false);
    await h.engine.close();
  });

  it('records a discarded change (400), clears requiresSync, keeps its photo and asks no more', async () => {
    const invalid = 'The failure reason is not valid for this retailer.';
    const h = await gateway.loggedIn({
      intercept: (request) =>
        request.path === apiPaths.jobUpdate ? jsonResponse(400, { message: invalid }) : undefined,
    });
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });
    await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile('door.png', 6, 4) });
    const [item] = h.latest().attention;
    expect(item).toMatchObject({ jobId: job.id, message: invalid, status: 400 });
    const [sent] = updates(h);

    expect(await h.engine.discardChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await h.engine.idle();

    const storage = await h.openStorage();
    expect(await storage.discardedChanges()).toEqual([
      {
        entryId: item?.entryId,
        jobId: job.id,
        kind: 'jobUpdate',
        owner: 'demo.driver',
        message: invalid,
        savedAt: item?.savedAt,
        discardedAt: h.clock.now(),
        body: sent?.body,
      },
    ]);
    expect(await storage.outboxEntries()).toEqual([]);
    expect((await storage.readJob(job.id))?.job).toMatchObject({ requiresSync: false, changed: false });
    const photos = (await storage.photoSets()).find((set) => set.key === job.id)?.photos ?? [];
    expect(photos).toMatchObject([{ purpose: 'failed', status: 'down' }]);
    storage.close();
    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0, attention: 0 });
    expect(shown(h, job.id)).toMatchObject({
      job_outcome_status: JobOutcomeStatus.NotStarted,
      requiresSync: false,
    });
    expect(updates(h)).toHaveLength(1);
    expect(await h.engine.discardChange(item?.entryId ?? -1)).toEqual({
      ok: false,
      message: NOT_WAITING_MESSAGE,
    });
    expect(await h.engine.retryChange(item?.entryId ?? -1)).toEqual({
      ok: false,
      message: NOT_WAITING_MESSAGE,
    });
    await h.engine.close();
  });

  it('keeps retrying what may still go through (5xx, no answer) on growing, jittered delays', async () => {
    const answers: ('503' | 'network' | 'retry-after' | 'pass')[] = ['503', 'network', '503', 'retry-after'];
    const { h, timers, settle } = await timedDriver((request) => {
      if (request.path !== apiPaths.jobUpdate) return undefined;
      const answer = answers.shift() ?? 'pass';
      if (answer === 'network') throw new TypeError('fetch failed');
      if (answer === '503') return jsonResponse(503, { message: 'Down for maintenance' });
      if (answer === 'retry-after')
        return new Response('{}', { status: 429, headers: { 'retry-after': '90' } });
      return undefined;
    });
    const job = picker.next(h.latest().jobs);

    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    await settle();

    const delays: (number | null)[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(updates(h)).toHaveLength(attempt);
      expect(h.latest().sync).toMatchObject({ state: 'stuck', pendingChanges: 1, attention: 0 });
      delays.push(timers.nextDelay());
      await timers.advance(timers.nextDelay() ?? 0, settle);
    }
    expect(delays).toEqual([3_750, 7_500, 15_000, 90_000]);
    expect(updates(h)).toHaveLength(5);
    expect(new Set(updates(h).map((request) => request.headers['idempotency-key'])).size).toBe(1);
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, attention: 0 });
    await h.engine.close();
  });
});
