// Two gateway instances behind one PostgreSQL: an admin following the board on gateway A sees, within 2 s,
// a heartbeat and a job update that gateway B accepted (NOTIFY reaches every listener of the database), and
// A's listener, cut off, connects again and hears the next change. PGlite lives in one process, so this
// runs on PostgreSQL only (DATABASE_URL; `bash scripts/with-postgres.sh npx vitest run <this file>`).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { formatTimestamp, todayIso, toRequestDate } from '@domain/time/dates';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { completedJob } from './job-update-harness';
import { openBoardStream } from './office-events-reader';
import type { BoardStream } from './office-events-reader';
import { createTestDatabase, usingPostgres } from './test-database';
import type { TestDatabase } from './test-database';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

const LIVE_MS = 2000;

describe.skipIf(!usingPostgres)('two gateways on one PostgreSQL (runs only with DATABASE_URL set)', () => {
  let database: TestDatabase;
  let a: TestGateway;
  let b: TestGateway;
  let stream: BoardStream;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestGateway({}, { ...database, drop: () => Promise.resolve() });
    b = await startTestGateway({}, database);
    stream = await openBoardStream(a, await a.headersFor(demoAdmin));
    expect((await stream.next(LIVE_MS))?.event).toBe('board');
  }, 60_000);
  afterAll(async () => {
    await stream.close();
    await a.close();
    await b.close();
  });

  const heartbeat = (latitude: number) => {
    const now = formatTimestamp(new Date());
    return JSON.stringify([
      {
        status: 'generic',
        app: 'doorstep',
        timestamp: now,
        send_timestamp: now,
        latitude,
        longitude: -2.2,
        precision: 4,
      },
    ]);
  };
  const postHeartbeat = async (gw: TestGateway, latitude: number) =>
    gw.request(apiPaths.heartbeat, {
      method: 'POST',
      headers: { ...(await gw.headersFor(demoDriver)), 'content-type': 'application/json' },
      body: heartbeat(latitude),
    });

  it('shows on A a heartbeat and a job update accepted by B, within 2 s each', async () => {
    let sent = Date.now();
    expect((await postHeartbeat(b, 53.777)).status).toBe(200);
    const placed = await stream.next(LIVE_MS);
    expect(Date.now() - sent).toBeLessThan(LIVE_MS);
    expect(placed?.board.vans.find((v) => v.driver_id === demoDriver.driverid)?.position?.latitude).toBe(
      53.777,
    );

    const driver = await b.headersFor(demoDriver);
    const list = (await (
      await b.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: driver })
    ).json()) as JobsResponse;
    const job = list.schedule.find((j) => j.job_outcome_status === 3);
    if (!job) throw new Error('a seeded job still to do');
    const before = placed?.board.vans.find((v) => v.manifest_id === job.manifest_id)?.progress.done ?? -1;
    sent = Date.now();
    const res = await b.request(apiPaths.jobUpdate, {
      method: 'POST',
      headers: { ...driver, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(completedJob(job)),
    });
    expect(res.status).toBe(200);
    let done = before;
    while (done === before && Date.now() - sent < LIVE_MS) {
      const next = await stream.next(LIVE_MS - (Date.now() - sent));
      done = next?.board.vans.find((v) => v.manifest_id === job.manifest_id)?.progress.done ?? done;
    }
    expect(done).toBe(before + 1);
  });

  it('hears changes again after its listening connection was cut', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const [row] = await a.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      // The listening connection's last statement is the LISTEN of one of the schema's channels (the office
      // board's or the retail webhooks'): each gateway listens on all of them through one connection.
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND query LIKE $1`,
        [`%\\_${row?.schema ?? ''}"`],
      );
      // Both gateways listen on the channel: both connections are cut.
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // After the gap the board is rebuilt at a fresh version; then B's next heartbeat reaches A's stream.
    const deadline = Date.now() + 10_000;
    let latitude: number | undefined;
    while (latitude !== 53.888 && Date.now() < deadline) {
      await postHeartbeat(b, 53.888);
      const next = await stream.next(1000);
      latitude = next?.board.vans.find((v) => v.driver_id === demoDriver.driverid)?.position?.latitude;
    }
    expect(latitude).toBe(53.888);
  });
});
