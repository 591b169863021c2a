/**
 * The gateway forgets Idempotency-Keys after a while, the
 * phone keeps unsent work for as long as it takes. A change saved longer ago
 * than the send window is refused with 422 SAVED_TOO_LONG_AGO (never applied a
 * second time) and needs attention; unsent work older than a day is shown on
 * the login screen.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { SEND_WINDOW_DAYS, STALE_WORK_AFTER_MS } from '@domain/sync/sync-window';
import { sessionEndChoices } from '@worker/auth/session-end-confirmation';
import { TestClock } from '../support/engine-harness';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the outbox stops sending a change before the gateway forgets its key', () => {
  it('turns a change saved more than 30 days ago into one that needs attention, with the gateway’s words', async () => {
    const clock = new TestClock();
    const h = await gateway.loggedIn({ clock });
    const job = picker.next(h.latest().jobs);
    const today = clock.ms;
    await h.engine.setOnline(false);
    clock.ms = today - (SEND_WINDOW_DAYS + 1) * DAY_MS;
    await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    clock.ms = today;

    await h.engine.setOnline(true);
    await h.engine.idle();

    const [sent] = h.requestsTo(apiPaths.jobUpdate);
    expect(sent?.headers['doorstep-saved-at']).toBe(new Date(today - 31 * DAY_MS).toISOString());
    const [item] = h.latest().attention;
    expect(item).toMatchObject({ jobId: job.id, code: 'SAVED_TOO_LONG_AGO', status: 422 });
    expect(item?.message).toMatch(
      /^This change was saved on \d\d\/\d\d\/\d{4}, more than 30 days ago, and was not applied\. Ask the office to check the job\.$/,
    );
    expect(await jobUpdateRows(gateway.url, job.id)).toEqual([]);
    await h.engine.syncNow();
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(1);
    await h.engine.close();
  });

  it('names each user’s unsent work older than a day, for the login screen', async () => {
    const clock = new TestClock();
    const h = await gateway.loggedIn({ clock });
    const [failed, suspended] = [
      picker.next(h.latest().jobs, { defaultRetailer: true }),
      picker.next(h.latest().jobs),
    ];
    const today = clock.ms;
    await h.engine.setOnline(false);
    clock.ms = today - 2 * DAY_MS;
    await h.engine.failJob({ jobId: failed.id, reasonIds: [1001], photo: photoFile() });
    clock.ms = today - STALE_WORK_AFTER_MS + 60_000;
    await h.engine.suspendJob({ jobId: suspended.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    clock.ms = today;
    const stale = [{ owner: 'demo.driver', jobs: 1, photos: 1, oldest: today - 2 * DAY_MS }];

    expect(await h.engine.staleWork()).toEqual(stale);
    await h.engine.logout();
    await h.engine.dismissNotification(sessionEndChoices.logout);
    expect(h.latest().login).toBeNull();
    expect(await h.engine.staleWork()).toEqual(stale);
    clock.ms = today + DAY_MS;
    expect(await h.engine.staleWork()).toEqual([{ ...stale[0], jobs: 2 }]);
    await h.engine.close();
  });
});
