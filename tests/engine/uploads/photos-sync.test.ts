/**
 * Photos: stored `up`, uploaded before the update that needs them (risk assessment photos to the
 * image API, others to the object store), then `down` with their location.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { messages } from '@domain/app/messages';
import { draImageKey } from '@domain/photos/photo-uri';
import { buildDraUpdate } from '@domain/risk-assessment/risk-assessment-form';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import { answeredRisks } from '../support/risk-answers';
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import { completedDrasKey, storedDrasKey } from '@worker/jobs/risk-assessment-keys';
import type { EngineHarness, Interceptor } from '../support/engine-harness';
import { JobPicker, gatewayJob } from '../support/gateway-inspection';
import {
  isStoreRequest,
  keyOfStoreRequest,
  s3ErrorResponse,
  storedObject,
} from '../support/object-store-inspection';
import { photoFile, pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

/** demo.driver, logged in, with the answers the interceptor replaces. */
const driver = (intercept?: Interceptor) => gateway.loggedIn({ intercept });

const paths = (h: EngineHarness, from = 0) =>
  h.requests
    .slice(from)
    .map((request) => request.path)
    .filter(
      (path) => path === apiPaths.imageUpload || path === apiPaths.jobUpdate || path === apiPaths.draUpdate,
    );

describe('a failure with its front-door photo', () => {
  it('uploads the photo to the object store first, then sends the update with it as a `down` gallery item', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });
    const from = h.requests.length;

    const result = await h.engine.failJob({
      jobId: job.id,
      reasonIds: [1001],
      photo: photoFile('IMG_2041.HEIC', 6, 4),
    });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(paths(h, from)).toEqual([apiPaths.jobUpdate]);
    const storage = await h.openStorage();
    const [set] = (await storage.photoSets()).filter((s) => s.key === job.id);
    const photo = set?.photos[0];
    expect(photo).toMatchObject({
      purpose: 'failed',
      fileName: 'IMG_2041.HEIC.jpg',
      status: 'down',
      bytes: expect.anything() as unknown, // kept while the job's day lasts
      width: 6,
      height: 4,
      attempts: 0,
    });
    expect(photo?.uri).toMatch(new RegExp(`^${job.id}-failed-\\d+$`));
    const key = `ORIG/${photo?.uri}-${photo?.id.slice(0, 8)}.png`;
    const puts = h.requests.slice(from).filter((r) => isStoreRequest(r) && r.method === 'PUT');
    expect(puts.map(keyOfStoreRequest)).toEqual([key]);
    expect(puts[0]?.headers['content-type']).toBe('image/png');
    const location = photo?.location ?? '';
    expect(location.endsWith(`/${LOCAL_BUCKET}/${key}`)).toBe(true);
    const served = await fetch(location);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(6, 4));
    expect(await storedObject(gateway.url, key)).toEqual({ bytes: pngBytes(6, 4), contentType: 'image/png' });

    const item = { id: photo?.id, uri: location, type: 'failed', status: 'down', sha256: photo?.sha256 };
    const body = JSON.parse(h.requestsTo(apiPaths.jobUpdate)[0]?.body ?? '{}') as JobUpdateRequest;
    expect(body.job_activity_gallery).toEqual([item]);
    expect((await gatewayJob(gateway.url, job.id)).job_activity_gallery).toEqual([item]);
    expect(h.latest().jobs.find((j) => j.id === job.id)?.job_activity_gallery).toEqual([item]);
    expect(h.latest().sync).toMatchObject({
      state: 'idle',
      pendingPhotos: 0,
      pendingChanges: 0,
      uploads: [],
    });
    storage.close();
    await h.engine.close();
  });

  it('keeps a photo whose upload failed pending (logged), and its update waits for it', async () => {
    let refuse = true;
    const h = await driver((request) =>
      refuse && isStoreRequest(request) ? s3ErrorResponse(500, 'InternalError', 'Bucket offline') : undefined,
    );
    const job = picker.next(h.latest().jobs, { defaultRetailer: true });

    const result = await h.engine.failJob({ jobId: job.id, reasonIds: [1001], photo: photoFile() });

    expect(result).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(0);
    expect(
      h.logs.some((line) => line.includes('Photo upload failed') && line.includes('Bucket offline')),
    ).toBe(true);
    expect(h.latest().sync).toEqual({
      state: 'stuck',
      pendingChanges: 1,
      pendingPhotos: 1,
      pendingJobs: 1,
      pendingSignatures: 0,
      attention: 0,
      lastError: 'Bucket offline',
      uploads: [],
    });
    const storage = await h.openStorage();
    const photo = (await storage.photoSets()).find((s) => s.key === job.id)?.photos[0];
    expect(photo).toMatchObject({ status: 'up', attempts: 1, lastError: 'Bucket offline' });
    expect(photo?.bytes?.size).toBeGreaterThan(0);

    refuse = false;
    const from = h.requests.length;
    await h.engine.syncNow();

    expect(h.requests.slice(from).filter((r) => isStoreRequest(r) && r.method === 'PUT')).toHaveLength(1);
    expect(paths(h, from)).toEqual([apiPaths.jobUpdate]);
    expect((await storage.photoSets()).find((s) => s.key === job.id)?.photos[0]?.status).toBe('down');
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, pendingChanges: 0 });
    storage.close();
    await h.engine.close();
  });
});

describe('a risk assessment', () => {
  const answers: RiskAnswer[] = answeredRisks();

  it('is stored, marks the job assessed, uploads its photos and sends imageUrls per question', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    const from = h.requests.length;

    const result = await h.engine.submitRiskAssessment({
      jobId: job.id,
      answers,
      photos: { q2: [photoFile('dog.png')], q3: [photoFile('street.jpg'), photoFile('van.jpeg')] },
    });

    expect(result).toEqual({ ok: true, synced: true, message: messages.retailNotice });
    expect(h.latest().assessedJobIds).toContain(job.id);
    expect(paths(h, from)).toEqual([
      apiPaths.imageUpload,
      apiPaths.imageUpload,
      apiPaths.imageUpload,
      apiPaths.draUpdate,
    ]);
    const storage = await h.openStorage();
    const photos = (await storage.photoSets()).find((s) => s.key === draImageKey(job.id))?.photos ?? [];
    expect(photos.map((p) => [p.purpose, p.status])).toEqual([
      ['risk-assessment-q2', 'down'],
      ['risk-assessment-q3', 'down'],
      ['risk-assessment-q3', 'down'],
    ]);
    const [dog, street, van] = photos.map((p) => p.location ?? '');
    for (const location of [dog, street, van]) {
      const key = decodeURIComponent(new URL(location ?? '').pathname.slice(`/${LOCAL_BUCKET}/`.length));
      expect(key).toMatch(new RegExp(`^ORIG/${job.id}-risk-assessment-q[23]-\\d+-[0-9a-f]{8}\\.png$`));
      expect((await storedObject(gateway.url, key))?.contentType).toBe('image/png');
    }
    expect(h.requests.filter(isStoreRequest)).toHaveLength(0);
    const sent = JSON.parse(h.requestsTo(apiPaths.draUpdate)[0]?.body ?? '{}') as DraUpdateRequest;
    const login = h.latest().login;
    if (!login) throw new Error('logged out');
    const expected = buildDraUpdate({
      job,
      login,
      answers,
      imageUrls: { q2: [dog ?? ''], q3: [street ?? '', van ?? ''] },
      now: h.clock.now(),
    });
    expect(sent).toEqual(expected);
    expect(sent.questions.find((q) => q.questionId === 'q3')?.imageUrls).toHaveLength(2);
    expect(h.requestsTo(apiPaths.draUpdate)[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await storage.get(storedDrasKey))?.[job.id]).toEqual(
      buildDraUpdate({ job, login, answers, imageUrls: {}, now: h.clock.now() }),
    );
    expect(await storage.get(completedDrasKey)).toEqual([job.id]);
    expect(await storage.outboxEntries()).toEqual([]);
    storage.close();

    const restarted = gateway.harness({ factory: h.factory });
    await h.engine.close();
    await restarted.start();
    expect(restarted.latest().assessedJobIds).toEqual([job.id]);
    await restarted.engine.close();
  });

  it('offline: counts its photos as pending and sends everything once the signal returns', async () => {
    const h = await driver();
    const job = picker.next(h.latest().jobs);
    await h.engine.setOnline(false);

    const result = await h.engine.submitRiskAssessment({
      jobId: job.id,
      answers,
      photos: { q2: [photoFile()] },
    });

    expect(result).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    expect(h.latest()).toMatchObject({
      assessedJobIds: [job.id],
      sync: { state: 'offline', pendingChanges: 1, pendingPhotos: 1 },
    });
    const from = h.requests.length;
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(paths(h, from)).toEqual([apiPaths.imageUpload, apiPaths.draUpdate]);
    const sent = JSON.parse(h.requestsTo(apiPaths.draUpdate)[0]?.body ?? '{}') as DraUpdateRequest;
    expect(sent.questions.find((q) => q.questionId === 'q2')?.imageUrls).toHaveLength(1);
    expect(sent.questions.find((q) => q.questionId === 'q3')?.imageUrls).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, pendingPhotos: 0 });
    await h.engine.close();
  });
});
