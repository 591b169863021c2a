// Heartbeats are kept for a configurable retention (default 90 days) and then purged, at start,
// with later heartbeats and by an hourly job; the retention comes from HEARTBEAT_RETENTION_DAYS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Heartbeat } from '@domain/location/heartbeat';
import { gatewayOptionsFromEnv } from '@server/main-config';
import { demoDriver } from '@server/seed/demo-accounts';
import { DEFAULT_HEARTBEAT_RETENTION_DAYS } from '@server/store/heartbeat-retention';
import { startTestGateway, type TestGateway } from './test-gateway';

const DAY_MS = 24 * 60 * 60 * 1000;
const beat: Heartbeat = {
  status: 'generic',
  app: 'doorstep',
  timestamp: '2026-11-21T08:05:00',
  send_timestamp: '2026-11-21T08:05:01',
  latitude: 53.4221,
  longitude: -2.231,
  precision: 12,
};

let clock = Date.now();
let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway({ now: () => new Date(clock), heartbeatRetentionDays: 30 });
});
afterAll(() => gw.close());

async function sendBeat(): Promise<void> {
  const headers = await gw.headersFor(demoDriver);
  const answer = await gw.request(apiPaths.heartbeat, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify([beat]),
  });
  expect(answer.status).toBe(200);
}

async function keptCount(): Promise<number> {
  const rows = await gw.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM heartbeats WHERE username = $1',
    [demoDriver.username],
  );
  return rows[0]?.n ?? 0;
}

describe('heartbeat retention', () => {
  it('keeps heartbeats for the retention and purges older ones with the next heartbeat after an hour', async () => {
    await sendBeat();
    clock += 29 * DAY_MS;
    await sendBeat();
    expect(await keptCount()).toBe(2);
    clock += 2 * DAY_MS;
    await sendBeat();
    expect(await keptCount()).toBe(2);
    clock += 30 * DAY_MS + 2 * 60 * 60 * 1000;
    await sendBeat();
    expect(await keptCount()).toBe(1);
  });

  it('purges at most hourly: a heartbeat within the hour leaves the purge for later', async () => {
    const before = await keptCount();
    clock += 31 * DAY_MS;
    await sendBeat();
    expect(await keptCount()).toBe(1);
    clock += 10 * 60 * 1000;
    await sendBeat();
    expect(await keptCount()).toBe(2);
    expect(before).toBeGreaterThan(0);
  });

  it('reads HEARTBEAT_RETENTION_DAYS (default 90) and refuses a retention under a day', () => {
    expect(DEFAULT_HEARTBEAT_RETENTION_DAYS).toBe(90);
    expect(gatewayOptionsFromEnv({}).heartbeatRetentionDays).toBeUndefined();
    expect(gatewayOptionsFromEnv({ HEARTBEAT_RETENTION_DAYS: '14' }).heartbeatRetentionDays).toBe(14);
    expect(() => gatewayOptionsFromEnv({ HEARTBEAT_RETENTION_DAYS: '0' })).toThrow(
      'HEARTBEAT_RETENTION_DAYS must be a whole number of days',
    );
  });
});
