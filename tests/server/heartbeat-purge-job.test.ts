// The heartbeat purge beyond the one that comes with arriving heartbeats: at gateway start (a
// restart removes heartbeats that aged past the retention while it was down), and by an hourly timer that
// never keeps the process alive, purges only when an hour has passed, and is cleared when the gateway closes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { createGateway } from '@server/gateway';
import type { Gateway } from '@server/gateway';
import { demoDriver } from '@server/seed/demo-accounts';
import { HEARTBEAT_PURGE_EVERY_MS } from '@server/store/heartbeat-retention';
import { createPersistentTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;

let clock = Date.now();
let db: TestDatabase;
let gateway: Gateway;
let setSpy: MockInstance<typeof setInterval>;
let clearSpy: MockInstance<typeof clearInterval>;

const open = () =>
  createGateway({ database: db.config, now: () => new Date(clock), heartbeatRetentionDays: RETENTION_DAYS });

/** Stores a heartbeat of demo.driver received `daysAgo` days before the clock, tagged by its status. */
async function storeBeat(on: Gateway, status: string, daysAgo: number): Promise<void> {
  await on.db.query(
    `INSERT INTO heartbeats (username, branch, driver_id, status, latitude, longitude, payload, received_at)
     VALUES ($1, $2, $3, $4, 53.42, -2.23, '{}', $5)`,
    [demoDriver.username, demoDriver.branch, demoDriver.driverid, status, new Date(clock - daysAgo * DAY_MS)],
  );
}

async function keptStatuses(): Promise<string[]> {
  const rows = await gateway.db.query<{ status: string }>('SELECT status FROM heartbeats ORDER BY status');
  return rows.map((row) => row.status);
}

/** The purge timer's tick and handle, as the gateway set it up. */
function purgeTimer(): { tick: () => void; handle: NodeJS.Timeout } {
  const index = setSpy.mock.calls.findIndex(([, ms]) => ms === HEARTBEAT_PURGE_EVERY_MS);
  const tick = setSpy.mock.calls[index]?.[0];
  const handle = setSpy.mock.results[index]?.value as NodeJS.Timeout | undefined;
  if (typeof tick !== 'function' || !handle) throw new Error('no hourly purge timer was set');
  return { tick, handle };
}

beforeAll(async () => {
  db = await createPersistentTestDatabase();
  const before = await open();
  await storeBeat(before, 'aged past the retention while down', RETENTION_DAYS - 1);
  await storeBeat(before, 'within the retention', 1);
  await before.close();
  clock += 2 * DAY_MS;
  setSpy = vi.spyOn(globalThis, 'setInterval');
  clearSpy = vi.spyOn(globalThis, 'clearInterval');
  gateway = await open();
}, 120_000);
afterAll(async () => {
  await gateway.close();
  vi.restoreAllMocks();
  await db.drop();
});

describe('the heartbeat purge job', () => {
  it('purges at start: heartbeats past the retention are gone after a restart', async () => {
    expect(await keptStatuses()).toEqual(['within the retention']);
  });

  it('runs hourly on a timer that does not keep the process alive, purging only when due', async () => {
    const { tick, handle } = purgeTimer();
    expect(handle.hasRef()).toBe(false);
    await storeBeat(gateway, 'old', RETENTION_DAYS + 1);
    clock += 10 * 60 * 1000;
    tick();
    // Within the hour since the purge at start: nothing is purged yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keptStatuses()).toEqual(['old', 'within the retention']);
    clock += HEARTBEAT_PURGE_EVERY_MS;
    tick();
    await vi.waitFor(async () => expect(await keptStatuses()).toEqual(['within the retention']));
  });

  it('clears the timer when the gateway closes', async () => {
    const { handle } = purgeTimer();
    expect(clearSpy).not.toHaveBeenCalledWith(handle);
    await gateway.close();
    expect(clearSpy).toHaveBeenCalledWith(handle);
  });
});
