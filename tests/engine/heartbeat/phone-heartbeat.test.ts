/** The heartbeat throttle with test-driven timers, sending through the real API client to a real gateway. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoDriver } from '@server/seed/demo-accounts';
import { APP_NAME, HEARTBEAT_INTERVAL_MS, HEARTBEAT_MIN_GAP_MS } from '@domain/app/constants';
import { formatTimestamp, todayIso, toRequestDate } from '@domain/time/dates';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { ApiClient } from '@worker-shared/api/api-client';
import type { DevicePosition } from '@worker/engine-shapes';
import { HeartbeatThrottle } from '@worker/heartbeat/heartbeat-throttle';
import type { PhoneWaitingWork } from '@domain/location/heartbeat-rules';
import { TEST_DEVICE, TestClock, TestTimers } from '../support/engine-harness';
import { heartbeatRows, passwordToken } from '../support/gateway-inspection';
import type { HeartbeatRow } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
let accessToken = '';
/** A job of demo.driver's today: heartbeats are filed only under the caller's own jobs. */
let todaysJobId = '';

beforeAll(async () => {
  accessToken = await passwordToken(gateway.url, demoDriver);
  const jobs = await fetch(`${gateway.url}${apiPaths.jobsForDate(toRequestDate(todayIso()))}`, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      branch: demoDriver.branch,
      driverid: demoDriver.driverid,
    },
  });
  todaysJobId = ((await jobs.json()) as JobsResponse).schedule[0]?.id ?? '';
});

/** A throttle over test timers and switchable gates, sending as demo.driver. */
function throttleWorld() {
  const clock = new TestClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const timers = new TestTimers(clock);
  const tasks: Promise<void>[] = [];
  const gates = { online: true, credentialsAccepted: true };
  const waiting: PhoneWaitingWork = { changes: 0, photos: 0, oldestSavedAt: null };
  const place: { position: DevicePosition | null; job: Job | null } = {
    position: { latitude: 53.4221, longitude: -2.231, accuracy: 12, timestamp: clock.ms - 2000 },
    job: null,
  };
  const client = new ApiClient({
    baseUrl: gateway.url,
    fetch: (input, init) => fetch(input, init),
    appVersion: '7.1.0-test',
    timeoutMs: 10_000,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    device: () => Promise.resolve(TEST_DEVICE),
    accessToken: () => Promise.resolve(accessToken),
    caller: () => ({ branch: demoDriver.branch, driverid: demoDriver.driverid, admin: false }),
    refresh: () => Promise.resolve({ ok: false, message: 'no refresh here', tokenExpired: false }),
    onTokenExpired: () => Promise.resolve(),
  });
  const sent: unknown[] = [];
  const throttle = new HeartbeatThrottle({
    send: (call) => {
      if (call.body?.kind === 'json') sent.push(...(call.body.value as unknown[]));
      return client.request(call);
    },
    now: clock.now,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    online: () => gates.online,
    credentialsAccepted: () => gates.credentialsAccepted,
    position: () => place.position,
    activeJob: () => place.job,
    waitingWork: () => Promise.resolve({ ...waiting }),
    app: APP_NAME,
    background: (task) => tasks.push(task),
    log: () => undefined,
  });
  const settle = async () => {
    await Promise.all(tasks.splice(0));
  };
  return {
    clock,
    timers,
    gates,
    place,
    waiting,
    sent,
    throttle,
    settled: settle,
    advance: (ms: number) => timers.advance(ms, settle),
  };
}

/** Ids of the heartbeats already looked at (the rows come ordered by their id as text: '10' before '9'). */
const seen = new Set<string>();
/** Heartbeats the gateway stored since the last call, oldest first. */
async function newBeats() {
  const rows = (await heartbeatRows(gateway.url)) as (HeartbeatRow & { id: string | number })[];
  const fresh = rows.filter((row) => !seen.has(String(row.id)));
  for (const row of fresh) seen.add(String(row.id));
  return fresh.sort((a, b) => Number(a.id) - Number(b.id));
}

beforeEach(async () => {
  await newBeats();
});

describe('the heartbeat throttle', () => {
  it('sends a generic heartbeat every 300000 ms, an array of one with the branch and driverid headers', async () => {
    const { throttle, advance, clock } = throttleWorld();
    throttle.start();
    await advance(HEARTBEAT_INTERVAL_MS - 1);
    expect(await newBeats()).toHaveLength(0);

    await advance(1);
    const [beat, ...others] = await newBeats();
    expect(others).toHaveLength(0);
    expect(beat).toMatchObject({ username: 'demo.driver', status: 'generic', job_id: null });
    expect(beat?.payload).toEqual({
      status: 'generic',
      app: APP_NAME,
      timestamp: formatTimestamp(Date.UTC(2026, 10, 21, 9, 0, 0) - 2000),
      send_timestamp: formatTimestamp(clock.ms),
      latitude: 53.4221,
      longitude: -2.231,
      precision: 12,
      pending_changes: 0,
      pending_photos: 0,
      pending_oldest_seconds: 0,
    });

    await advance(HEARTBEAT_INTERVAL_MS * 2);
    expect(await newBeats()).toHaveLength(2);
    throttle.stop();
    await advance(HEARTBEAT_INTERVAL_MS);
    expect(await newBeats()).toHaveLength(0);
  });

  it('keeps more than 3000 ms between unforced heartbeats; a forced one skips the gap', async () => {
    const { throttle, clock } = throttleWorld();
    expect(await throttle.beat(false)).toBe(true);
    clock.advance(HEARTBEAT_MIN_GAP_MS);
    expect(await throttle.beat(false)).toBe(false);
    expect(await throttle.beat(true)).toBe(true);
    clock.advance(HEARTBEAT_MIN_GAP_MS + 1);
    expect(await throttle.beat(false)).toBe(true);
    expect(await newBeats()).toHaveLength(3);
  });

  it("says what waits on the phone: changes, photos and the oldest one's age in whole seconds", async () => {
    const { throttle, waiting, clock } = throttleWorld();
    Object.assign(waiting, { changes: 3, photos: 5, oldestSavedAt: clock.ms - 47 * 60_000 - 900 });
    expect(await throttle.beat(true)).toBe(true);
    const [beat] = await newBeats();
    expect(beat?.payload).toMatchObject({
      pending_changes: 3,
      pending_photos: 5,
      pending_oldest_seconds: 47 * 60,
    });
  });

  it('back online with nothing waiting sends no extra heartbeat; with work waiting, one (the gap holds)', async () => {
    const { throttle, waiting, clock, settled } = throttleWorld();
    await throttle.beatWhenWorkWaits();
    expect(await newBeats()).toHaveLength(0);
    Object.assign(waiting, { changes: 1, photos: 0, oldestSavedAt: clock.ms - 10_000 });
    await throttle.beatWhenWorkWaits();
    await settled();
    const [beat, ...others] = await newBeats();
    expect(others).toHaveLength(0);
    expect(beat?.payload).toMatchObject({
      pending_changes: 1,
      pending_photos: 0,
      pending_oldest_seconds: 10,
    });
    clock.advance(HEARTBEAT_MIN_GAP_MS);
    await throttle.beatWhenWorkWaits();
    await settled();
    expect(await newBeats()).toHaveLength(0);
  });

  it('once the work it reported has gone, says so in one heartbeat after the 3000 ms gap', async () => {
    const { throttle, waiting, clock, advance, settled, sent } = throttleWorld();
    const pendingOf = () =>
      (sent as { pending_changes: number; pending_photos: number }[]).map((beat) => [
        beat.pending_changes,
        beat.pending_photos,
      ]);
    await throttle.beatWhenCleared();
    Object.assign(waiting, { changes: 2, photos: 1, oldestSavedAt: clock.ms - 60_000 });
    await throttle.beatWhenWorkWaits();
    await settled();
    await throttle.beatWhenCleared();
    await advance(HEARTBEAT_MIN_GAP_MS + 1);
    Object.assign(waiting, { changes: 0, photos: 0, oldestSavedAt: null });
    await throttle.beatWhenCleared();
    await settled();
    await throttle.beatWhenCleared();
    await advance(HEARTBEAT_MIN_GAP_MS * 2);
    // Nothing before the backlog was reported; the backlog; nothing while it still waited; one "cleared".
    expect(pendingOf()).toEqual([
      [2, 1],
      [0, 0],
    ]);
    // The gateway stores both (it may write them just after answering).
    let stored = 0;
    await expect.poll(async () => (stored += (await newBeats()).length)).toBe(2);
  });

  it('sends a job heartbeat with the job and its first customer while a job is active', async () => {
    const { throttle, place } = throttleWorld();
    const customer = { id: 1, name: 'Eleanor Hughes', address_1: '14 Burton Road', postcode: 'M20 2LW' };
    place.job = { id: todaysJobId, customer: [{ ...customer, contacts: [], notes: [] }] } as unknown as Job;
    expect(await throttle.beat(true)).toBe(true);
    const [beat] = await newBeats();
    expect(beat).toMatchObject({ status: 'job', job_id: todaysJobId });
    expect(beat?.payload).toMatchObject({
      status: 'job',
      id: todaysJobId,
      name: 'Eleanor Hughes',
      address_1: '14 Burton Road',
      postcode: 'M20 2LW',
    });
  });

  it('sends nothing offline, without accepted credentials or without a position, even when forced', async () => {
    const { throttle, gates, place, advance } = throttleWorld();
    throttle.start();
    gates.online = false;
    expect(await throttle.beat(true)).toBe(false);
    await advance(HEARTBEAT_INTERVAL_MS);
    gates.online = true;
    gates.credentialsAccepted = false;
    expect(await throttle.beat(true)).toBe(false);
    await advance(HEARTBEAT_INTERVAL_MS);
    gates.credentialsAccepted = true;
    place.position = null;
    expect(await throttle.beat(true)).toBe(false);
    expect(await newBeats()).toHaveLength(0);
    throttle.stop();
  });
});
