// A heartbeat call's beats are stored by one INSERT (server/store/heartbeats.ts): every
// beat of the batch once, each with its own payload and the caller's identity, and all or nothing: one bad
// beat (refused by the checks, or by the database itself) and none of the batch is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Heartbeat } from '@domain/location/heartbeat';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import type { Database } from '@server/db/database';
import { insertHeartbeats } from '@server/store/heartbeats';
import { firstJob } from './evidence-jobs';
import { startTestGateway, todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let driver: Record<string, string>;
let ownJob: string;
beforeAll(async () => {
  gw = await startTestGateway();
  driver = await gw.headersFor(demoDriver);
  ownJob = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), driver);
});
afterAll(() => gw.close());

const sender = { username: demoDriver.username, branch: demoDriver.branch, driverid: demoDriver.driverid };
/** The jobs the demo driver's beats may name: the driver's own. */
const ownJobs = { branch: sender.branch, driverid: sender.driverid };

/** The n-th beat of a batch: generic, or filed under the job when one is given. */
function beat(n: number, jobId?: string): Heartbeat {
  const generic: Heartbeat = {
    status: 'generic',
    app: 'doorstep',
    timestamp: `2026-11-21T08:${String(10 + n).padStart(2, '0')}:00`,
    send_timestamp: '2026-11-21T08:40:00',
    latitude: 53.42 + n / 1000,
    longitude: -2.23 - n / 1000,
    precision: 5 + n,
  };
  return jobId === undefined ? generic : { ...generic, status: 'job', id: jobId, name: 'Eleanor Hughes' };
}

const send = (beats: unknown) =>
  gw.request(apiPaths.heartbeat, {
    method: 'POST',
    headers: { ...driver, 'content-type': 'application/json' },
    body: JSON.stringify(beats),
  });

interface StoredBeat {
  id: string;
  username: string;
  branch: string;
  driver_id: string;
  status: string;
  job_id: string | null;
  latitude: number;
  longitude: number;
  payload: Heartbeat;
  received_at: string;
}

async function stored(): Promise<StoredBeat[]> {
  return (await (await gw.request('/__test/heartbeats')).json()) as StoredBeat[];
}

describe('a batch of heartbeats', () => {
  it('stores every beat of the call once, in order, with its own values and the caller’s identity', async () => {
    const before = (await stored()).length;
    const batch = [beat(1), beat(2), beat(3, ownJob), beat(4), beat(5, ownJob)];
    const res = await send(batch);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 5 });
    const rows = (await stored()).slice(before);
    expect(rows.map((row) => row.payload)).toEqual(batch);
    expect(rows.map((row) => [row.status, row.job_id, row.latitude, row.longitude])).toEqual(
      batch.map((b) => [b.status, b.id ?? null, b.latitude, b.longitude]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ username: demoDriver.username, branch: '1', driver_id: 'D100' });
      expect(row.received_at).toBe(rows[0]?.received_at);
    }
  });

  it('takes the largest batch, 20 beats, and refuses 21 storing none', async () => {
    const before = (await stored()).length;
    const twenty = Array.from({ length: 20 }, (_, i) => beat(i));
    expect((await send(twenty)).status).toBe(200);
    expect((await stored()).length).toBe(before + 20);
    expect((await send([...twenty, beat(20)])).status).toBe(400);
    expect((await stored()).length).toBe(before + 20);
  });

  it('stores none of a batch with one beat the checks refuse (400) or filed under another’s job (404)', async () => {
    const before = (await stored()).length;
    const invalid = await send([beat(1), beat(2), { ...beat(3), latitude: 91 }, beat(4)]);
    expect(invalid.status).toBe(400);
    const otherJob = await firstJob(
      gw,
      apiPaths.jobsForDate(todayRequestDate()),
      await gw.headersFor(demoDriver2),
    );
    const foreign = await send([beat(1), beat(2, otherJob), beat(3)]);
    expect(foreign.status).toBe(404);
    expect((await stored()).length).toBe(before);
  });

  it('stores none of a batch when the database refuses one of its rows', async () => {
    const before = (await stored()).length;
    const refused = { ...beat(2), status: null } as unknown as Heartbeat;
    await expect(
      insertHeartbeats(gw.db, sender, [beat(1), refused, beat(3)], new Date(), ownJobs),
    ).rejects.toThrow();
    expect((await stored()).length).toBe(before);
  });

  it('looks the named jobs up in the statement that stores the beats, and stores none for a job out of scope', async () => {
    const otherJob = await firstJob(
      gw,
      apiPaths.jobsForDate(todayRequestDate()),
      await gw.headersFor(demoDriver2),
    );
    let statements = 0;
    const db: Database = {
      ...gw.db,
      query: (sql, params) => {
        statements++;
        return gw.db.query(sql, params);
      },
    };
    const before = (await stored()).length;
    expect(await insertHeartbeats(db, sender, [beat(1, ownJob), beat(2)], new Date(), ownJobs)).toEqual([]);
    expect(statements).toBe(1);
    const mixed = [beat(3, ownJob), beat(4, otherJob), beat(5, 'no-such-job')];
    expect(await insertHeartbeats(db, sender, mixed, new Date(), ownJobs)).toEqual([otherJob, 'no-such-job']);
    expect(statements).toBe(2);
    expect((await stored()).length).toBe(before + 2);
    // An admin's scope is the whole branch: another driver's job of it may be named.
    const branchTwo = { branch: '2', driverid: null };
    expect(await insertHeartbeats(db, sender, [beat(6, otherJob)], new Date(), branchTwo)).toEqual([]);
    const latest = await stored();
    expect(latest.length).toBe(before + 3);
    expect(latest.filter((row) => row.job_id !== null).map((row) => row.job_id)).toEqual(
      expect.arrayContaining([ownJob, otherJob]),
    );
  });
});
