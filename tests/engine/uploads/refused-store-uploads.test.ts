/**
 * What the object store's answers mean for a job photo and the change that needs it (real HTTP to
 * the in-process gateway and its gated s3rver): a body that does not match the hash taken at
 * capture (400 BadDigest) and another photo under its key are refusals for good, so the change
 * needs attention with the store's reason in plain words; a grant the store will not take (403)
 * is dropped and the upload tried once more with a fresh grant.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { OTHER_OBJECT_MESSAGE } from '@worker/uploads/object-store-uploader';
import { TestClock, TestTimers } from '../support/engine-harness';
import type { EngineHarness, Interceptor } from '../support/engine-harness';
import { JobPicker, passwordToken } from '../support/gateway-inspection';
import { isStoreRequest, s3ErrorResponse, storedObject } from '../support/object-store-inspection';
import { photoFile, pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';
import { photosUnder } from '../support/up-photos';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const MINUTE = 60_000;

const storePuts = (h: EngineHarness) => h.requests.filter((r) => isStoreRequest(r) && r.method === 'PUT');

/** A driver on test timers; syncTimer() is true while a sync timer waits (the heartbeat's always does). */
async function timedDriver(intercept?: Interceptor) {
  const clock = new TestClock();
  const timers = new TestTimers(clock);
  const h = await gateway.loggedIn({ clock, timers, random: () => 0.5, ...(intercept ? { intercept } : {}) });
  const heartbeat = timers.pending;
  return { h, timers, settle: () => h.engine.idle(), syncTimer: () => timers.pending > heartbeat };
}

/** Fails a job with a photo while offline; the stored photo and its object key. */
async function failOffline(h: EngineHarness) {
  const job = picker.next(h.latest().jobs, { defaultRetailer: true });
  await h.engine.setOnline(false);
  await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile('door.png', 6, 4) });
  const [photo] = await photosUnder(h, job.id);
  if (!photo) throw new Error('no photo stored');
  return { job, photo, key: `ORIG/${photo.uri}-${photo.id.slice(0, 8)}.png` };
}

describe('a job photo the object store refuses', () => {
  it('400 BadDigest: the failure needs attention, the photo is not sent again, and Retry sends it once', async () => {
    let damaged = true;
    const { h, timers, settle, syncTimer } = await timedDriver((request) =>
      damaged && isStoreRequest(request) && request.method === 'PUT'
        ? s3ErrorResponse(400, 'BadDigest', 'The SHA256 you specified did not match the calculated checksum.')
        : undefined,
    );
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    const saved = await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });

    expect(saved).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
    const [item] = h.latest().attention;
    expect(h.latest().attention).toHaveLength(1);
    expect(item).toMatchObject({ jobId: job.id, kind: 'jobUpdate', status: 400, code: 'BadDigest' });
    expect(item?.message).toBe(
      'A photo of this change was refused. The photo store received this photo damaged: it did not match the photo saved on this phone.',
    );
    expect(h.latest().sync).toMatchObject({
      state: 'idle',
      pendingPhotos: 0,
      pendingChanges: 0,
      attention: 1,
    });
    expect(syncTimer()).toBe(false);
    await timers.advance(30 * MINUTE, settle);
    await h.engine.syncNow();
    expect(storePuts(h)).toHaveLength(1);
    const [kept] = await photosUnder(h, job.id);
    expect(kept).toMatchObject({ status: 'up', attempts: 1 });
    expect((await h.engine.photoData(job.id, kept?.id ?? ''))?.size).toBe(kept?.bytes?.size);

    damaged = false;
    expect(await h.engine.retryChange(item?.entryId ?? -1)).toEqual({ ok: true });
    await settle();

    expect(storePuts(h)).toHaveLength(2);
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(1);
    expect((await photosUnder(h, job.id))[0]?.status).toBe('down');
    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, pendingChanges: 0 });
    expect(syncTimer()).toBe(false);
    await h.engine.close();
  });

  it('another photo under its key: the failure needs attention, and the stored photo is not replaced', async () => {
    const { h, syncTimer } = await timedDriver();
    const { job, key } = await failOffline(h);
    const token = await passwordToken(gateway.url, demoDriver);
    const taken = await fetch(
      `${gateway.url}${apiPaths.imageUpload}?name=x&contentType=png&objectKey=${encodeURIComponent(key)}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: pngBytes(7, 4).slice() },
    );
    expect(taken.status).toBe(200);

    await h.engine.setOnline(true);
    await h.engine.idle();

    expect(h.latest().attention).toMatchObject([
      { jobId: job.id, status: 412, message: `A photo of this change was refused. ${OTHER_OBJECT_MESSAGE}` },
    ]);
    expect((await storedObject(gateway.url, key))?.bytes).toEqual(pngBytes(7, 4));
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(0);
    expect(syncTimer()).toBe(false);
    await h.engine.close();
  });

  it('403 once: a fresh grant is asked and the photo goes up, with no attention', async () => {
    let denials = 1;
    const { h, syncTimer } = await timedDriver((request) => {
      if (denials === 0 || !isStoreRequest(request) || request.method !== 'PUT') return undefined;
      denials -= 1;
      return s3ErrorResponse(403, 'AccessDenied', 'Uploads need a live upload grant');
    });
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    const saved = await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });

    expect(saved).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(h.requestsTo(apiPaths.uploadGrant)).toHaveLength(2);
    expect(storePuts(h)).toHaveLength(2);
    expect((await photosUnder(h, job.id))[0]).toMatchObject({ status: 'down', attempts: 0 });
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(1);
    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, pendingChanges: 0 });
    expect(syncTimer()).toBe(false);
    await h.engine.close();
  });

  it('403 with the fresh grant too: the failure needs attention, after two tries', async () => {
    const { h, syncTimer } = await timedDriver((request) =>
      isStoreRequest(request) && request.method === 'PUT'
        ? s3ErrorResponse(403, 'AccessDenied', 'Uploads need a live upload grant')
        : undefined,
    );
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });

    expect(h.requestsTo(apiPaths.uploadGrant)).toHaveLength(2);
    expect(storePuts(h)).toHaveLength(2);
    expect(h.latest().attention).toMatchObject([
      {
        jobId: job.id,
        status: 403,
        code: 'AccessDenied',
        message:
          'A photo of this change was refused. The photo store did not let this phone store this photo (Uploads need a live upload grant).',
      },
    ]);
    expect(syncTimer()).toBe(false);
    await h.engine.close();
  });
});
