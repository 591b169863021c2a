/**
 * A pass that sends many photos reads the image store (every photo with its bytes) a
 * few times, not once per photo sent, and the sync bar still counts each photo down
 * as it goes (worker/sync/counted-work.ts). Read once per photo, a 200-job day's
 * 800 photos made its sync slow as the square of its photos.
 */
import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobType } from '@domain/job/enums';
import { TypedJobPicker, addDelivered } from '../support/completion-support';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();
const PHOTOS = 12;

afterEach(() => vi.restoreAllMocks());

describe('sending a day’s photos', () => {
  it(`reads the image store a few times for ${PHOTOS} photos, and counts each photo down`, async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    await h.engine.setOnline(false);
    for (let n = 0; n < PHOTOS; n += 1) await addDelivered(h, job.id);
    expect(h.latest().sync).toMatchObject({ state: 'offline', pendingPhotos: PHOTOS });

    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const from = h.snapshots.length;
    await h.engine.setOnline(true);
    await h.engine.idle();

    const imageStoreReads = getAll.mock.contexts.filter(
      (store) => (store as IDBObjectStore).name === 'images',
    ).length;
    // The reconnect's count, the pass's count, its two sends, its uploads and its two counts at the end:
    // 7 whatever the number of photos (19 for 12 photos when each photo sent read them all again).
    expect(imageStoreReads).toBeGreaterThan(0);
    expect(imageStoreReads).toBeLessThanOrEqual(8);
    const counts = h.snapshots.slice(from).map((snapshot) => snapshot.sync.pendingPhotos);
    const downs = counts.filter((count, i) => i > 0 && count !== counts[i - 1]);
    expect(downs).toEqual(Array.from({ length: PHOTOS }, (_, i) => PHOTOS - 1 - i));
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, pendingJobs: 0 });
    const stored = await h.openStorage();
    const photos = (await stored.photoSets()).find((set) => set.key === job.id)?.photos ?? [];
    expect(photos.map((photo) => photo.status)).toEqual(Array<string>(PHOTOS).fill('down'));
    stored.close();
    await h.engine.close();
  });
});
