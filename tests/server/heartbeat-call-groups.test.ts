// A gateway's heartbeat calls (server/store/heartbeat-call-groups.ts): a call goes at once when few
// statements run, the calls arriving meanwhile go together in the next statement, each call is still stored
// whole or not at all, a group the database refuses for its values is sent again call by call so only the
// call at fault fails, and a group that fails otherwise fails every call of it, sent once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Database } from '@server/db/database';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { HeartbeatCallGroups } from '@server/store/heartbeat-call-groups';
import type { HeartbeatCall } from '@server/store/heartbeats';
import { firstJob } from './evidence-jobs';
import { startTestGateway, todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let driver: Record<string, string>;
let ownJob: string;
let otherJob: string;
beforeAll(async () => {
  gw = await startTestGateway();
  driver = await gw.headersFor(demoDriver);
  ownJob = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), driver);
  otherJob = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), await gw.headersFor(demoDriver2));
});
afterAll(() => gw.close());

/** A generic beat told apart by its latitude, or a job beat when a job is given. */
function beat(n: number, jobId?: string): Heartbeat {
  const generic: Heartbeat = {
    status: 'generic',
    app: 'doorstep',
    timestamp: '2026-11-30T08:10:00',
    send_timestamp: '2026-11-30T08:10:00',
    latitude: 53 + n / 1000,
    longitude: -2.2,
    precision: 5,
  };
  return jobId === undefined ? generic : { ...generic, status: 'job', id: jobId, name: 'Eleanor Hughes' };
}

/** A call of the demo driver with the beats. */
function call(...beats: Heartbeat[]): HeartbeatCall {
  return {
    sender: { username: demoDriver.username, branch: demoDriver.branch, driverid: demoDriver.driverid },
    beats,
    receivedAt: new Date(),
    scope: { branch: demoDriver.branch, driverid: demoDriver.driverid },
    announce: false,
  };
}

/** A handle that counts its statements and how many ran at once, and holds them while `hold` is on. */
function watched(db: Database) {
  let statements = 0;
  let running = 0;
  let mostAtOnce = 0;
  let held: Promise<void> | null = null;
  let letGo = () => undefined as void;
  let failure: Error | null = null;
  const handle: Database = {
    ...db,
    query: async (sql, params) => {
      statements++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      const failing = failure;
      try {
        if (held) await held;
        if (failing) throw failing;
        return await db.query(sql, params);
      } finally {
        running--;
      }
    },
  };
  return {
    db: handle,
    hold: () => {
      held = new Promise<void>((resolve) => (letGo = resolve));
    },
    letGo: () => {
      held = null;
      letGo();
    },
    /** Statements sent from now on fail with the error (as a lost connection would). */
    failWith: (error: Error) => {
      failure = error;
    },
    statements: () => statements,
    mostAtOnce: () => mostAtOnce,
  };
}

/**
 * A call sent alone and held there, and `calls` stored meanwhile, so they go together next (one statement at a
 * time); `watch.letGo()` lets the held one go.
 */
function behindAHeldCall(first: HeartbeatCall, calls: readonly HeartbeatCall[]) {
  const watch = watched(gw.db);
  const groups = new HeartbeatCallGroups(watch.db, 1);
  watch.hold();
  const held = groups.store(first);
  return { watch, held, group: calls.map((each) => groups.store(each)) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

const byValue = (a: number, b: number) => a - b;

/** The latitudes of the stored beats, in the order they were stored. */
async function storedLatitudes(): Promise<number[]> {
  const rows = (await (await gw.request('/__test/heartbeats')).json()) as { latitude: number }[];
  return rows.map((row) => row.latitude);
}

describe('heartbeat calls stored in groups', () => {
  it('sends a call at once when nothing runs, and the calls arriving meanwhile together next, in order', async () => {
    const before = (await storedLatitudes()).length;
    const watch = watched(gw.db);
    const groups = new HeartbeatCallGroups(watch.db, 1);
    watch.hold();
    const first = groups.store(call(beat(1)));
    expect(watch.statements()).toBe(1);
    const rest = [2, 3, 4, 5].map((n) => groups.store(call(beat(n), beat(n + 0.5))));
    await turn();
    expect(watch.statements()).toBe(1);
    watch.letGo();
    expect(await Promise.all([first, ...rest])).toEqual([[], [], [], [], []]);
    expect(watch.statements()).toBe(2);
    const latitudes = (await storedLatitudes()).slice(before);
    expect(latitudes).toEqual([1, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5].map((n) => 53 + n / 1000));
  });

  it('runs no more statements at once than it is allowed', async () => {
    const watch = watched(gw.db);
    const groups = new HeartbeatCallGroups(watch.db, 2);
    watch.hold();
    const calls = Array.from({ length: 10 }, (_, n) => groups.store(call(beat(n))));
    expect(watch.statements()).toBe(2);
    await turn();
    expect(watch.statements()).toBe(2);
    watch.letGo();
    await Promise.all(calls);
    // Two alone, then the eight that waited, together.
    expect(watch.statements()).toBe(3);
    expect(watch.mostAtOnce()).toBe(2);
  });

  it('stores none of a call naming a job out of its scope, and the rest of its group', async () => {
    const before = (await storedLatitudes()).length;
    const { watch, held, group } = behindAHeldCall(call(beat(10)), [
      call(beat(11, ownJob)),
      call(beat(12), beat(13, otherJob), beat(14, 'no-such-job')),
      call(beat(15)),
    ]);
    await turn();
    watch.letGo();
    await held;
    expect(await Promise.all(group)).toEqual([[], [otherJob, 'no-such-job'], []]);
    expect(watch.statements()).toBe(2);
    expect((await storedLatitudes()).slice(before)).toEqual([10, 11, 15].map((n) => 53 + n / 1000));
  });

  it('sends a group the database refuses again call by call, failing only the call with the refused row', async () => {
    const before = (await storedLatitudes()).length;
    const refusedRow = { ...beat(22), status: null } as unknown as Heartbeat;
    const { watch, held, group } = behindAHeldCall(call(beat(20)), [
      call(beat(21)),
      call(refusedRow),
      call(beat(23)),
    ]);
    await turn();
    watch.letGo();
    await held;
    const settled = await Promise.allSettled(group);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // PostgreSQL's own refusal of the row (a not-null violation), not another error.
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: { code: '23502' } });
    // The held call, the group refused, then its three calls one by one, one at a time.
    expect(watch.statements()).toBe(5);
    expect(watch.mostAtOnce()).toBe(1);
    expect((await storedLatitudes()).slice(before)).toEqual([20, 21, 23].map((n) => 53 + n / 1000));
  });

  it('fails every call of a group that fails otherwise than for its values, and sends it only once', async () => {
    const before = (await storedLatitudes()).length;
    const { watch, held, group } = behindAHeldCall(call(beat(50)), [call(beat(51)), call(beat(52))]);
    await turn();
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
    watch.failWith(lost);
    watch.letGo();
    expect(await held).toEqual([]);
    const settled = await Promise.allSettled(group);
    expect(settled).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(watch.statements()).toBe(2);
    expect((await storedLatitudes()).slice(before)).toEqual([53 + 50 / 1000]);
  });

  it('fails the waiting calls when the gateway stops, and lets the running one finish', async () => {
    const before = (await storedLatitudes()).length;
    const watch = watched(gw.db);
    const groups = new HeartbeatCallGroups(watch.db, 1);
    watch.hold();
    const running = groups.store(call(beat(60)));
    const waiting = groups.store(call(beat(61)));
    groups.close();
    await expect(waiting).rejects.toThrow('The gateway is stopping');
    await expect(groups.store(call(beat(62)))).rejects.toThrow('The gateway is stopping');
    watch.letGo();
    expect(await running).toEqual([]);
    expect(watch.statements()).toBe(1);
    expect((await storedLatitudes()).slice(before)).toEqual([53 + 60 / 1000]);
  });

  it('answers each of many calls sent at once to the gateway: only the call naming another’s job is refused', async () => {
    const before = (await storedLatitudes()).length;
    const send = (beats: Heartbeat[]) =>
      gw.request(apiPaths.heartbeat, {
        method: 'POST',
        headers: { ...driver, 'content-type': 'application/json' },
        body: JSON.stringify(beats),
      });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => send([beat(30 + n, ownJob)])),
      send([beat(40, otherJob)]),
    ]);
    expect(answers.map((res) => res.status)).toEqual([...Array<number>(8).fill(200), 404]);
    expect(await answers[8]?.json()).toMatchObject({ message: `Job not found: ${otherJob}` });
    const latitudes = (await storedLatitudes()).slice(before);
    expect(latitudes.sort(byValue)).toEqual(Array.from({ length: 8 }, (_, n) => 53 + (30 + n) / 1000));
  });
});
