/**
 * The engine's direct uploads under upload grants (real HTTP to the in-process gateway and its gated
 * s3rver): one grant per job, a repeat after a lost answer counted as sent only when the stored bytes
 * are the photo's own, another photo under the key never replaced, and a job the gateway will not
 * grant kept on the phone with the gateway's message.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { OTHER_OBJECT_MESSAGE } from '@worker/uploads/object-store-uploader';
import type { RecordedRequest } from '../support/engine-harness';
import { demoDriver } from '@server/seed/demo-accounts';
import { JobPicker, passwordToken } from '../support/gateway-inspection';
import { isStoreRequest, keyOfStoreRequest, storedObject } from '../support/object-store-inspection';
import { pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';
import { photosUnder, storePhotos, upPhoto } from '../support/up-photos';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

describe('uploads under upload grants', () => {
  it('asks one grant per job and sends with it', async () => {
    const h = await gateway.loggedIn();
    const [a, b] = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    await storePhotos(h, a.id, [
      upPhoto(h, a.id, { bytes: pngBytes(2, 2) }),
      upPhoto(h, a.id, { bytes: pngBytes(3, 2) }),
    ]);
    await storePhotos(h, b.id, [upPhoto(h, b.id, { bytes: pngBytes(4, 2) })]);

    await h.engine.syncNow();

    const grants = h
      .requestsTo(apiPaths.uploadGrant)
      .map((r) => (JSON.parse(r.body ?? '{}') as { jobId: string }).jobId);
    expect(grants.sort()).toEqual([a.id, b.id].sort());
    const puts = h.requests.filter((r) => isStoreRequest(r) && r.method === 'PUT');
    expect(puts).toHaveLength(3);
    for (const put of puts) expect(put.headers['if-none-match']).toBe('*');
    expect([...(await photosUnder(h, a.id)), ...(await photosUnder(h, b.id))].map((p) => p.status)).toEqual([
      'down',
      'down',
      'down',
    ]);
    await h.engine.close();
  });

  it('counts a repeat after a lost answer as sent when the store holds the same bytes', async () => {
    let dropped = 0;
    const h = await gateway.loggedIn({
      afterAnswer: (request: RecordedRequest, response: Response) => {
        if (isStoreRequest(request) && request.method === 'PUT' && dropped === 0) {
          dropped += 1;
          throw new TypeError('fetch failed');
        }
        return response;
      },
    });
    const job = picker.next(h.latest().jobs);
    const photo = upPhoto(h, job.id, { purpose: 'delivered', bytes: pngBytes(5, 4) });
    await storePhotos(h, job.id, [photo]);

    await h.engine.syncNow();
    expect(await photosUnder(h, job.id)).toMatchObject([{ status: 'up' }]);
    const key = `ORIG/${photo.uri}-${photo.id.slice(0, 8)}.png`;
    expect((await storedObject(gateway.url, key))?.bytes).toEqual(pngBytes(5, 4));

    await h.engine.syncNow();
    expect(await photosUnder(h, job.id)).toMatchObject([
      { status: 'down', bytes: expect.anything() as unknown },
    ]);
    const puts = h.requests.filter((r) => isStoreRequest(r) && r.method === 'PUT').map(keyOfStoreRequest);
    expect(puts).toEqual([key, key]);
    await h.engine.close();
  });

  it('never replaces another photo under the key: the photo stays on the phone with a message', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    const photo = upPhoto(h, job.id, { purpose: 'damage', bytes: pngBytes(6, 4) });
    const key = `ORIG/${photo.uri}-${photo.id.slice(0, 8)}.png`;
    const token = await passwordToken(gateway.url, demoDriver);
    const taken = await fetch(
      `${gateway.url}${apiPaths.imageUpload}?name=x&contentType=png&objectKey=${encodeURIComponent(key)}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: pngBytes(7, 4).slice() },
    );
    expect(taken.status).toBe(200);
    await storePhotos(h, job.id, [photo]);

    await h.engine.syncNow();

    expect(await photosUnder(h, job.id)).toMatchObject([{ status: 'up', lastError: OTHER_OBJECT_MESSAGE }]);
    expect((await storedObject(gateway.url, key))?.bytes).toEqual(pngBytes(7, 4));
    await h.engine.close();
  });

  it('keeps a photo the gateway will not grant on the phone, with its message', async () => {
    const h = await gateway.loggedIn();
    const photo = upPhoto(h, 'DS-not-mine', { purpose: 'damage', bytes: pngBytes(8, 4) });
    await storePhotos(h, 'DS-not-mine', [photo]);

    await h.engine.syncNow();

    expect(await photosUnder(h, 'DS-not-mine')).toMatchObject([
      { status: 'up', lastError: expect.stringMatching(/not found/i) as unknown },
    ]);
    expect(h.requests.filter((r) => isStoreRequest(r) && r.method !== 'GET')).toHaveLength(0);
    await h.engine.close();
  });
});
