/**
 * After a day offline the pass sends job by job: a job's photos, then its change at once, oldest first.
 * A completion reaches the office while later jobs' photos are still going up, rather than after every
 * photo of the day.
 */
import { describe, expect, it } from 'vitest';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { jobIdOfObjectKey } from '@domain/photos/object-store-keys';
import {
  isStoreRequest,
  keyOfStoreRequest,
  s3ErrorResponse,
  storedObjects,
} from '../support/object-store-inspection';
import { slowStore } from '../support/slow-store';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

const updatesOf = (jobId: string) => jobUpdateRows(gateway.url, jobId).then((rows) => rows.length);

describe('a day synced after being offline', () => {
  it('sends a job’s change as soon as its own photo is up, while a later job’s photo is still going up', async () => {
    let laterId: string | null = null;
    const store = slowStore((jobId) => jobId === laterId);
    const h = await gateway.loggedIn({ intercept: store.intercept });
    const [first, later] = [
      picker.next(h.latest().jobs, { defaultRetailer: true }),
      picker.next(h.latest().jobs, { defaultRetailer: true }),
    ];
    laterId = later.id;
    await h.engine.setOnline(false);
    await h.engine.failJob({ jobId: first.id, reasonIds: [1001], photo: photoFile() });
    await h.engine.failJob({ jobId: later.id, reasonIds: [1001], photo: photoFile() });

    const pass = h.engine.setOnline(true);
    await expect.poll(() => updatesOf(first.id)).toBe(1);
    await expect.poll(store.waiting).toBe(1);
    expect(await updatesOf(later.id)).toBe(0);
    const objects = await storedObjects(gateway.url);
    expect(objects.filter((object) => object.key.includes(first.id))).toHaveLength(1);
    expect(objects.filter((object) => object.key.includes(later.id))).toHaveLength(0);
    // The bar counts down as the first job goes, not at the pass's end.
    await expect
      .poll(() => h.latest().sync)
      .toMatchObject({ state: 'syncing', pendingJobs: 1, pendingChanges: 1, pendingPhotos: 1 });

    store.release();
    await pass;
    await expect.poll(() => updatesOf(later.id)).toBe(1);
    await h.engine.idle();
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0, pendingPhotos: 0 });
    expect(await updatesOf(first.id)).toBe(1);
  });

  it('goes on to the next job when a job’s photo fails, and tries that photo once a pass', async () => {
    let failingId: string | null = null;
    const h = await gateway.loggedIn({
      intercept: (request) =>
        isStoreRequest(request) && jobIdOfObjectKey(keyOfStoreRequest(request)) === failingId
          ? s3ErrorResponse(500, 'InternalError', 'Bucket offline')
          : undefined,
    });
    const [failing, later] = [
      picker.next(h.latest().jobs, { defaultRetailer: true }),
      picker.next(h.latest().jobs, { defaultRetailer: true }),
    ];
    failingId = failing.id;
    await h.engine.setOnline(false);
    await h.engine.failJob({ jobId: failing.id, reasonIds: [1001], photo: photoFile() });
    await h.engine.failJob({ jobId: later.id, reasonIds: [1001], photo: photoFile() });

    await h.engine.setOnline(true);
    await h.engine.idle();

    expect(await updatesOf(later.id)).toBe(1);
    expect(await updatesOf(failing.id)).toBe(0);
    const storage = await h.openStorage();
    const photo = (await storage.photoSets()).find((set) => set.key === failing.id)?.photos[0];
    expect(photo).toMatchObject({ status: 'up', attempts: 1, lastError: 'Bucket offline' });
    expect(h.latest().sync).toMatchObject({
      pendingChanges: 1,
      pendingPhotos: 1,
      lastError: 'Bucket offline',
    });

    failingId = null;
    await h.engine.syncNow();
    expect(await updatesOf(failing.id)).toBe(1);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0, pendingPhotos: 0 });
    storage.close();
  });
});
