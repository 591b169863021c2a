/**
 * The office board live against the real gateway (product rule 2.22): an admin's engine watches the
 * branch's board over the event stream while a driver's phone works offline; back online, the phone's
 * heartbeat puts its backlog on the board, then its sync puts the suspension there, with no reload.
 */
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '@server/seed/demo-accounts';
import { SuspendReason } from '@domain/job/enums';
import { HEARTBEAT_MIN_GAP_MS } from '@domain/app/constants';
import type { EngineSnapshot } from '@worker/engine-shapes';
import type { EngineHarness } from '../support/engine-harness';
import { JobPicker } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();

async function until(h: EngineHarness, check: (snapshot: EngineSnapshot) => boolean, what: string) {
  const deadline = Date.now() + 8000;
  while (!check(h.latest())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the office board, live', () => {
  it('shows the phone backlog from the heartbeat, then the synced suspension, over one stream', async () => {
    const admin = await gateway.loggedIn({ account: demoAdmin });
    const driver = await gateway.loggedIn();
    const job = picker.next(driver.latest().jobs);

    await admin.engine.watchTodayBoard();
    await until(admin, (s) => s.todayBoard?.feed === 'live' && s.todayBoard.board !== null, 'the live board');
    const van = () => admin.latest().todayBoard?.board?.vans.find((one) => one.driver_id === 'D100');
    const suspendedBefore = van()?.progress.suspended ?? 0;
    const streams = admin.requests.length;

    await driver.engine.setOnline(false);
    await driver.engine.setPosition({
      latitude: 53.4221,
      longitude: -2.231,
      accuracy: 12,
      timestamp: Date.now(),
    });
    await driver.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Back at 2' });
    driver.clock.advance(HEARTBEAT_MIN_GAP_MS + 1);
    await driver.engine.setOnline(true);

    await until(admin, () => (van()?.phone_backlog?.changes ?? 0) >= 1, 'the backlog on the board');
    expect(van()?.position).toMatchObject({ latitude: 53.4221, longitude: -2.231 });
    await driver.engine.idle();
    await until(admin, () => (van()?.progress.suspended ?? 0) === suspendedBefore + 1, 'the suspension');
    expect(admin.latest().todayBoard?.board?.needs_office).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'suspended', job_id: job.id })]),
    );
    // All of it came over the one stream the watch opened.
    expect(admin.requests.slice(streams)).toHaveLength(0);

    await admin.engine.unwatchTodayBoard();
    await admin.engine.close();
    await driver.engine.close();
  });
});
