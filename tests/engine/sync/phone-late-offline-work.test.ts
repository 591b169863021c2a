/**
 * Late offline work after midnight: a driver works offline
 * late in the evening and the signal returns after midnight. The work saved on
 * the job's day still reaches the gateway: the suspension (sent with the moment
 * it was saved and the revision it was based on) and the failed job with its
 * photo (its upload grant asked with the moment the photo was taken). The
 * phone and the gateway share one clock; the day worked is yesterday and the
 * signal returns now, because the object store checks its uploads' signatures
 * against the real time.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import { SAVED_AT_HEADER } from '@domain/sync/sync-window';
import { addDays, todayIso } from '@domain/time/dates';
import { TestClock } from '../support/engine-harness';
import { JobPicker, gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { storedObject } from '../support/object-store-inspection';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';
import { photosUnder } from '../support/up-photos';

/** The moment (local time) on the day n days from today. */
const at = (days: number, time: string) => new Date(`${addDays(todayIso(), days)}T${time}`).getTime();

/** One clock for the phone and the gateway, starting late yesterday evening. */
const clock = new TestClock(at(-1, '23:30:00'));
const gateway = useTestGateway({ testRoutes: true, now: () => new Date(clock.ms) });
const picker = new JobPicker();

describe('late offline work after midnight', () => {
  it('delivers a suspension and a failed job’s photo saved offline late yesterday, once the signal returns today', async () => {
    const h = await gateway.loggedIn({ clock });
    const jobs = h.latest().jobs;
    const [suspended, failed] = [picker.next(jobs), picker.next(jobs, { defaultRetailer: true })];
    await h.engine.setOnline(false);
    clock.ms = at(-1, '23:50:00');
    const saved = new Date(clock.ms).toISOString();
    await h.engine.suspendJob({ jobId: suspended.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    await h.engine.failJob({ jobId: failed.id, reasonIds: [1001], photo: photoFile() });

    clock.ms = Date.now();
    await h.engine.setOnline(true);
    await h.engine.idle();

    expect(h.latest().attention).toEqual([]);
    expect(h.latest().sync).toMatchObject({ pendingChanges: 0 });
    for (const [job, outcome] of [
      [suspended, JobOutcomeStatus.Suspended],
      [failed, JobOutcomeStatus.Failed],
    ] as const) {
      expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
      expect((await gatewayJob(gateway.url, job.id)).job_outcome_status).toBe(outcome);
    }
    const updates = h.requestsTo(apiPaths.jobUpdate);
    // Two changes, each carrying when it was saved (the first call of the day also meets the expired token:
    // its 401 is refreshed and the same request sent again).
    expect(new Set(updates.map((request) => request.headers['idempotency-key'])).size).toBe(2);
    expect(new Set(updates.map((request) => request.headers[SAVED_AT_HEADER.toLowerCase()]))).toEqual(
      new Set([saved]),
    );
    const [grant] = h.requestsTo(apiPaths.uploadGrant);
    expect(grant?.headers[SAVED_AT_HEADER.toLowerCase()]).toBe(saved);
    const [photo] = await photosUnder(h, failed.id);
    expect(photo).toMatchObject({ status: 'down' });
    const key = new URL(photo?.location ?? '').pathname.split('/').slice(2).join('/');
    expect(await storedObject(gateway.url, decodeURIComponent(key))).not.toBeNull();
    await h.engine.close();
  });
});
