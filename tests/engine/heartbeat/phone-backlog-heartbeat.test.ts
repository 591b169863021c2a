/**
 * What waits on the phone travels in the heartbeat (product rule 9.2): after offline saves, the phone
 * back online sends a heartbeat saying how many changes wait and since when, before its sync pass sends
 * them; the gateway stores it as sent.
 */
import { describe, expect, it } from 'vitest';
import { SuspendReason } from '@domain/job/enums';
import { HEARTBEAT_MIN_GAP_MS } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import { JobPicker, heartbeatRows, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const position = { latitude: 53.4221, longitude: -2.231, accuracy: 12 };

describe('the phone backlog in the heartbeat', () => {
  it('back online after two offline suspensions, a heartbeat says 2 changes waiting since the first', async () => {
    const h = await gateway.loggedIn();
    const [first, second] = [picker.next(h.latest().jobs), picker.next(h.latest().jobs)];
    if (!first || !second) throw new Error('two jobs expected');
    await h.engine.setOnline(false);
    await h.engine.setPosition({ ...position, timestamp: h.clock.ms });
    await h.engine.suspendJob({ jobId: first.id, reason: SuspendReason.Lunch, note: 'Back at 2' });
    h.clock.advance(90_000);
    await h.engine.suspendJob({ jobId: second.id, reason: SuspendReason.Lunch, note: 'Back at 3' });
    h.clock.advance(30_000 + HEARTBEAT_MIN_GAP_MS);
    const before = (await heartbeatRows(gateway.url)).length;

    await h.engine.setOnline(true);
    await h.engine.idle();

    const beats = (await heartbeatRows(gateway.url)).slice(before);
    expect(beats).toHaveLength(1);
    expect(beats[0]).toMatchObject({ username: 'demo.driver' });
    expect(beats[0]?.payload).toMatchObject({
      latitude: 53.4221,
      pending_changes: 2,
      pending_photos: 0,
      pending_oldest_seconds: 120 + HEARTBEAT_MIN_GAP_MS / 1000,
    });
    // Sent before the pass: the heartbeat left ahead of the first update, and the updates then arrived.
    const paths = h.requests.map((request) => request.path);
    expect(paths.indexOf(apiPaths.heartbeat)).toBeGreaterThan(-1);
    expect(paths.indexOf(apiPaths.heartbeat)).toBeLessThan(paths.indexOf(apiPaths.jobUpdate));
    expect(await jobUpdateRows(gateway.url, first.id)).toHaveLength(1);
    expect(await jobUpdateRows(gateway.url, second.id)).toHaveLength(1);
    await h.engine.close();
  });

  it('back online with nothing waiting sends no extra heartbeat', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    await h.engine.setPosition({ ...position, timestamp: h.clock.ms });
    h.clock.advance(HEARTBEAT_MIN_GAP_MS + 1);
    const before = (await heartbeatRows(gateway.url)).length;
    await h.engine.setOnline(true);
    await h.engine.idle();
    expect((await heartbeatRows(gateway.url)).slice(before)).toHaveLength(0);
    await h.engine.close();
  });
});
