/**
 * A change that needs no photo is not held behind photos going up (the field test on 2G: one photo took
 * minutes, and a suspension saved after it waited the whole time). The pass sends such changes first, then
 * job by job the photos and the changes that needed them; each job's own changes keep their order.
 */
import { describe, expect, it } from 'vitest';
import { SuspendReason } from '@domain/job/enums';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { slowStore } from '../support/slow-store';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

describe('changes that need no photo', () => {
  it('reach the gateway while an earlier job’s photo is still going up; that job’s change follows its photo', async () => {
    const store = slowStore();
    const h = await gateway.loggedIn({ intercept: store.intercept });
    const [failed, suspended] = [
      picker.next(h.latest().jobs, { defaultRetailer: true }),
      picker.next(h.latest().jobs),
    ];
    await h.engine.setOnline(false);
    await h.engine.failJob({ jobId: failed.id, reasonIds: [1001], photo: photoFile() });
    await h.engine.suspendJob({ jobId: suspended.id, reason: SuspendReason.Lunch, note: 'Back at 2' });

    const pass = h.engine.setOnline(true);
    await expect.poll(() => jobUpdateRows(gateway.url, suspended.id).then((rows) => rows.length)).toBe(1);
    await expect.poll(store.waiting).toBe(1);
    expect(await jobUpdateRows(gateway.url, failed.id)).toHaveLength(0);

    store.release();
    await pass;
    await expect.poll(() => jobUpdateRows(gateway.url, failed.id).then((rows) => rows.length)).toBe(1);
    await h.engine.idle();
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0, pendingPhotos: 0 });
  });
});
