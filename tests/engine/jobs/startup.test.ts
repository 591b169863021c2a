/** Product rule 4.1: startup rules through the engine: stale stored jobs dropped, fresh ones kept, first load of the day. */
import { describe, expect, it } from 'vitest';
import { addDays, formatTimestamp, todayIso } from '@domain/time/dates';
import { kvKey } from '@worker-shared/db/kv-key';
import type { JobListSettings } from '@worker/jobs/job-list-settings';
import type { EngineHarness } from '../support/engine-harness';
import { useTestGateway } from '../support/test-gateway';

const HOUR_MS = 60 * 60 * 1000;
const jobsPath = '/group-delivery-job-api/delivery/job';
const settingsKey = kvKey<JobListSettings>('jobListSettings');

const gateway = useTestGateway();

/** Logs in and fetches today, then rewrites the stored download time to `downloadedAgoMs` before now. */
async function storedToday(downloadedAgoMs: number): Promise<EngineHarness> {
  const h = await gateway.loggedIn();
  await h.engine.close();
  const storage = await h.openStorage();
  const today = todayIso(h.clock.now());
  const day = await storage.readDay(today);
  if (!day) throw new Error('nothing stored');
  await storage.writeDay({
    ...day,
    download: [{ created_at: formatTimestamp(h.clock.now() - downloadedAgoMs) }],
  });
  storage.close();
  return h;
}

describe('startup rules', () => {
  it('drops stored jobs downloaded more than 18 hours ago, with a log', async () => {
    const before = await storedToday(19 * HOUR_MS);
    const h = gateway.harness({ factory: before.factory });
    await h.start(false);
    const today = todayIso(h.clock.now());
    expect(h.latest()).toMatchObject({
      ready: true,
      displayDate: today,
      jobs: [],
      manifests: [],
      loaded: false,
    });
    expect(h.logs.some((line) => line.includes('dropped') && line.includes(today))).toBe(true);
    const storage = await h.openStorage();
    expect(await storage.readDay(today)).toBeUndefined();
    expect((await storage.get(settingsKey))?.refresh).toBe(true);
    storage.close();
    await h.engine.close();
  });

  it('fetches again at once when stale jobs were dropped while online', async () => {
    const before = await storedToday(19 * HOUR_MS);
    const h = gateway.harness({ factory: before.factory });
    await h.start(true);
    expect(h.requestsTo(`${jobsPath}/date/`)).toHaveLength(1);
    expect(h.latest().jobs.length).toBeGreaterThan(0);
    await h.engine.close();
  });

  it("keeps today's jobs downloaded less than 18 hours ago and shows them without a fetch", async () => {
    const before = await storedToday(17 * HOUR_MS);
    const h = gateway.harness({ factory: before.factory });
    await h.start(true);
    expect(h.requests).toHaveLength(0);
    expect(h.latest()).toMatchObject({ displayDate: todayIso(h.clock.now()), loaded: true });
    expect(h.latest().jobs.length).toBeGreaterThan(0);
    expect(h.logs.some((line) => line.includes('dropped'))).toBe(false);
    await h.engine.close();
  });

  it('drops a list whose first job is not today and resets the display date to today', async () => {
    const h = await gateway.loggedIn();
    const today = todayIso(h.clock.now());
    const yesterday = addDays(today, -1);
    await h.engine.setDisplayDate(yesterday);
    await h.engine.close();

    const restarted = gateway.harness({ factory: h.factory });
    await restarted.start(false);
    expect(restarted.latest().displayDate).toBe(today);
    expect(restarted.logs.some((line) => line.includes(`${yesterday} dropped`))).toBe(true);
    const storage = await restarted.openStorage();
    expect(await storage.readDay(yesterday)).toBeUndefined();
    expect((await storage.readDay(today))?.jobs.length).toBeGreaterThan(0);
    storage.close();
    await restarted.engine.close();
  });

  it('refreshes on the first load of the day', async () => {
    const before = await storedToday(HOUR_MS);
    const storage = await before.openStorage();
    const settings = await storage.get(settingsKey);
    if (!settings) throw new Error('no settings');
    await storage.set(settingsKey, { ...settings, lastLoadDay: addDays(todayIso(before.clock.now()), -1) });
    storage.close();
    const h = gateway.harness({ factory: before.factory });
    await h.start(true);
    expect(h.requestsTo(`${jobsPath}/date/`)).toHaveLength(1);
    await h.engine.close();
  });
});
