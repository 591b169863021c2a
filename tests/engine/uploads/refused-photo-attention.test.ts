/**
 * A photo the gateway refuses for good (the image API's 404 or 422, a refused upload grant) puts
 * the change that needs it into "needs attention" with the gateway's message, as a refused change
 * is: the photo is not sent again and keeps no timer running, its bytes stay on the phone, Retry
 * sends the photo and the change once, and Discard records the change and keeps the photo.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { draImageKey } from '@domain/photos/photo-uri';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import { answeredRisks } from '../support/risk-answers';
import { TestClock, TestTimers, jsonResponse } from '../support/engine-harness';
import type { Interceptor } from '../support/engine-harness';
import { JobPicker } from '../support/gateway-inspection';
import { isStoreRequest } from '../support/object-store-inspection';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';
import { photosUnder } from '../support/up-photos';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const MINUTE = 60_000;

const answers: RiskAnswer[] = answeredRisks();

/** A driver on test timers; syncTimer() is true while a sync timer waits (the heartbeat's always does). */
async function timedDriver(intercept: Interceptor) {
  const clock = new TestClock();
  const timers = new TestTimers(clock);
  const h = await gateway.loggedIn({ clock, timers, random: () => 0.5, intercept });
  const heartbeat = timers.pending;
  return { h, timers, settle: () => h.engine.idle(), syncTimer: () => timers.pending > heartbeat };
}

describe('a photo the gateway refuses for good', () => {
  it.each([
    [404, 'Job DS-404 is not on the system.'],
    [422, 'The photo is not an image the gateway can read.'],
  ])(
    'puts the risk assessment into attention when the image API answers %i, and Retry sends it once',
    async (status, said) => {
      let refuse = true;
      const { h, timers, settle, syncTimer } = await timedDriver((request) =>
        refuse && request.path === apiPaths.imageUpload ? jsonResponse(status, { message: said }) : undefined,
      );
      const job = picker.next(h.latest().jobs);
      const uploads = () => h.requestsTo(apiPaths.imageUpload);
      const sends = () => h.requestsTo(apiPaths.draUpdate);

      const saved = await h.engine.submitRiskAssessment({
        jobId: job.id,
        answers,
        photos: { q2: [photoFile('dog.png')] },
      });

      expect(saved).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
      const [item] = h.latest().attention;
      expect(h.latest().attention).toHaveLength(1);
      expect(item).toMatchObject({
        jobId: job.id,
        kind: 'draUpdate',
        status,
        message: `A photo of this change was refused. ${said}`,
      });
      expect(h.latest().sync).toMatchObject({
        state: 'idle',
        pendingChanges: 0,
        pendingPhotos: 0,
        attention: 1,
        lastError: null,
      });
      expect(syncTimer()).toBe(false);
      await timers.advance(30 * MINUTE, settle);
      await h.engine.syncNow();
      expect(uploads()).toHaveLength(1);
      expect(sends()).toHaveLength(0);
      const [kept] = await photosUnder(h, draImageKey(job.id));
      expect(kept).toMatchObject({ status: 'up', lastError: said });
      expect(kept?.bytes?.size).toBeGreaterThan(0);

      refuse = false;
      expect(await h.engine.retryChange(item?.entryId ?? -1)).toEqual({ ok: true });
      await settle();

      expect(uploads()).toHaveLength(2);
      expect(sends()).toHaveLength(1);
      const [photo] = await photosUnder(h, draImageKey(job.id));
      expect(photo?.status).toBe('down');
      const sent = JSON.parse(sends()[0]?.body ?? '{}') as DraUpdateRequest;
      expect(sent.questions.find((q) => q.questionId === 'q2')?.imageUrls).toEqual([photo?.location]);
      expect(h.latest().attention).toEqual([]);
      expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, attention: 0 });
      expect(syncTimer()).toBe(false);
      await h.engine.close();
    },
  );

  it('puts a failure into attention when its photo’s upload grant is refused (404); Discard keeps the photo', async () => {
    const gone = 'Job DS-404 is not on the system.';
    const { h, timers, settle, syncTimer } = await timedDriver((request) =>
      request.path === apiPaths.uploadGrant ? jsonResponse(404, { message: gone }) : undefined,
    );
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    const saved = await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile('door.png') });

    expect(saved).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
    const [item] = h.latest().attention;
    expect(item).toMatchObject({
      jobId: job.id,
      kind: 'jobUpdate',
      status: 404,
      message: `A photo of this change was refused. ${gone}`,
    });
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, attention: 1 });
    expect(syncTimer()).toBe(false);

    expect(await h.engine.discardChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await settle();
    await timers.advance(30 * MINUTE, settle);
    await h.engine.syncNow();

    expect(h.requestsTo(apiPaths.uploadGrant)).toHaveLength(1);
    expect(h.requests.filter(isStoreRequest)).toHaveLength(0);
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(0);
    const storage = await h.openStorage();
    expect(await storage.discardedChanges()).toMatchObject([{ jobId: job.id, message: item?.message }]);
    expect(await storage.outboxEntries()).toEqual([]);
    storage.close();
    const [photo] = await photosUnder(h, job.id);
    expect(photo).toMatchObject({ status: 'up', lastError: gone });
    expect((await h.engine.photoData(job.id, photo?.id ?? ''))?.size).toBe(photo?.bytes?.size);
    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, pendingChanges: 0 });
    expect(syncTimer()).toBe(false);
    await h.engine.close();
  });

  it('keeps a discarded change’s photo on hold when another job’s photo is refused later', async () => {
    const gone = 'Job DS-404 is not on the system.';
    const { h, settle } = await timedDriver((request) =>
      request.path === apiPaths.uploadGrant ? jsonResponse(404, { message: gone }) : undefined,
    );
    const [first, second] = [
      picker.next(h.latest().jobs, { defaultRetailer: true }),
      picker.next(h.latest().jobs, { defaultRetailer: true }),
    ];
    await h.engine.failJob({ jobId: first.id, reasonIds: [1001], photo: photoFile('door.png') });
    const [discarded] = h.latest().attention;
    expect(await h.engine.discardChange(discarded?.entryId ?? -1)).toEqual({ ok: true });
    await settle();

    // The second job's photo is refused while its own job's photos go up: the first photo stays on hold.
    await h.engine.failJob({ jobId: second.id, reasonIds: [1001], photo: photoFile('gate.png') });
    await settle();

    expect(h.requestsTo(apiPaths.uploadGrant)).toHaveLength(2);
    expect(h.latest().attention).toMatchObject([{ jobId: second.id, status: 404 }]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, pendingChanges: 0 });
    await h.engine.syncNow();
    expect(h.requestsTo(apiPaths.uploadGrant)).toHaveLength(2);
    await h.engine.close();
  });
});
