// Office changes travel by NOTIFY on the schema's own channel: the heartbeat insert announces its branch in
// the same statement (still one round trip; once a branch for calls stored together), a notification is heard
// only once its transaction commits, and change ids only grow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Heartbeat } from '@domain/location/heartbeat';
import type { Database } from '@server/db/database';
import { nextOfficeChange, officeChannel, parseOfficeChange } from '@server/office/office-channel';
import type { OfficeChange } from '@server/office/office-channel';
import { insertHeartbeatCalls, insertHeartbeats } from '@server/store/heartbeats';
import { useMigratedTestDatabase } from './test-database';

const database = useMigratedTestDatabase();
const heard: OfficeChange[] = [];
let unlisten: () => Promise<void>;
let channel: string;

beforeAll(async () => {
  channel = await officeChannel(database());
  unlisten = await database().listen(
    channel,
    (payload) => {
      const change = parseOfficeChange(payload);
      if (change) heard.push(change);
    },
    () => undefined,
  );
});
afterAll(() => unlisten());

const beat: Heartbeat = {
  status: 'generic',
  app: 'doorstep',
  timestamp: '2026-11-28T09:00:00',
  send_timestamp: '2026-11-28T09:00:00',
  latitude: 53.4,
  longitude: -2.2,
  precision: 5,
};
const sender = { username: 'demo.driver', branch: 'B7', driverid: 'D700' };
/** The jobs a beat of the sender may name (these beats name none). */
const ownJobs = { branch: sender.branch, driverid: sender.driverid };

/** A handle that counts the statements sent through it. */
function counted(db: Database): { db: Database; statements: () => number } {
  let n = 0;
  return {
    db: {
      ...db,
      query: (sql, params) => {
        n++;
        return db.query(sql, params);
      },
      write: (sql, params) => {
        n++;
        return db.write(sql, params);
      },
      exec: (script) => {
        n++;
        return db.exec(script);
      },
    },
    statements: () => n,
  };
}

async function until(done: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('office changes', () => {
  it('names the channel after the schema', () => {
    expect(channel).toMatch(/^office_changes_\w+$/);
  });

  it('announces a heartbeat batch in the statement that stores it: one round trip', async () => {
    const probe = counted(database());
    heard.length = 0;
    await insertHeartbeats(probe.db, sender, [beat, { ...beat, latitude: 53.5 }], new Date(), ownJobs);
    expect(probe.statements()).toBe(1);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ branch: 'B7', change: expect.stringMatching(/^\d+$/) as string }]);
  });

  it('announces each branch of calls stored together once, and neither a refused call’s nor a quiet one’s', async () => {
    const probe = counted(database());
    heard.length = 0;
    const call = (branch: string, announce: boolean, beats: readonly Heartbeat[] = [beat]) => ({
      sender: { ...sender, branch },
      beats,
      receivedAt: new Date(),
      scope: { branch, driverid: sender.driverid },
      announce,
    });
    const refused = await insertHeartbeatCalls(probe.db, [
      call('B7', true),
      call('B8', true),
      call('B8', true),
      call('B9', true, [{ ...beat, status: 'job', id: 'no-such-job' }]),
      call('B10', false),
    ]);
    expect(refused).toEqual([[], [], [], ['no-such-job'], []]);
    expect(probe.statements()).toBe(1);
    await until(() => heard.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.map((change) => change.branch).sort()).toEqual(['B7', 'B8']);
  });

  it('is heard only when the transaction commits', async () => {
    heard.length = 0;
    await database()
      .transaction(async (tx) => {
        await insertHeartbeats(tx, sender, [beat], new Date(), ownJobs);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await database().transaction(async (tx) => {
      await insertHeartbeats(tx, { ...sender, branch: 'B8' }, [beat], new Date(), ownJobs);
    });
    await until(() => heard.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.map((change) => change.branch)).toEqual(['B8']);
  });

  it('gives change ids that only grow', async () => {
    heard.length = 0;
    const before = BigInt(await nextOfficeChange(database()));
    await insertHeartbeats(database(), sender, [beat], new Date(), ownJobs);
    await until(() => heard.length > 0);
    expect(BigInt(heard[0]?.change ?? '0')).toBeGreaterThan(before);
  });

  it('ignores a payload that is not a change', () => {
    expect(parseOfficeChange('not json')).toBeNull();
    expect(parseOfficeChange('{"branch":1,"change":2}')).toBeNull();
    expect(parseOfficeChange('{"branch":"1","change":"x"}')).toBeNull();
    expect(parseOfficeChange('{"branch":"1","change":12}')).toEqual({ branch: '1', change: '12' });
  });
});
