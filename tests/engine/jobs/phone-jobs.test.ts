/** Fetching, sorting, storing and showing a day's jobs through the engine. */
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoDriver2 } from '@server/seed/demo-accounts';
import { addDays, timestampMs, todayIso, toRequestDate } from '@domain/time/dates';
import { sortManifests, sortSchedule } from '@domain/job-list/sorting';
import type { Job } from '@domain/job/job';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway();

const jobsPath = '/group-delivery-job-api/delivery/job';

function scheduleTimes(jobs: Job[]): number[] {
  return jobs.map((job) => timestampMs(job.arrival_time || job.start_time) ?? Number.NaN);
}

describe('jobs for the display date', () => {
  it("fetches today's jobs after login, sorted, stored per date and published", async () => {
    const h = await gateway.loggedIn();
    const today = todayIso(h.clock.now());

    const [fetchCall] = h.requestsTo(`${jobsPath}/date/`);
    expect(fetchCall?.path).toBe(`${jobsPath}/date/${toRequestDate(today)}`);
    const snapshot = h.latest();
    expect(snapshot).toMatchObject({ displayDate: today, isToday: true, loaded: true, fetching: false });
    expect(snapshot.manifests.length).toBeGreaterThanOrEqual(3);
    expect(snapshot.jobs.length).toBeGreaterThanOrEqual(12);
    expect(snapshot.manifests).toEqual(sortManifests(snapshot.manifests));
    expect(snapshot.jobs).toEqual(sortSchedule(snapshot.jobs));
    const times = scheduleTimes(snapshot.jobs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(snapshot.lastDownloaded).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(snapshot.notification).toBeNull();
    expect(JSON.stringify(snapshot).length).toBeLessThan(100 * 1024);

    const storage = await h.openStorage();
    const stored = await storage.readDay(today);
    expect(stored?.jobs).toEqual(snapshot.jobs);
    expect(stored?.manifests).toEqual(snapshot.manifests);
    storage.close();
    await h.engine.close();
  });

  it('shows "Refreshing" while the fetch is in flight', async () => {
    const h = await gateway.loggedIn();
    const before = h.snapshots.length;
    await h.engine.refresh();
    const during = h.snapshots.slice(before);
    expect(during[0]?.fetching).toBe(true);
    expect(during.at(-1)?.fetching).toBe(false);
    await h.engine.close();
  });

  it('shows only their own jobs to the second driver', async () => {
    const one = await gateway.loggedIn();
    const two = await gateway.loggedIn({ account: demoDriver2 });

    const mine = two.latest();
    expect(mine.jobs.length).toBeGreaterThan(0);
    const manifestIds = new Set(mine.manifests.map((manifest) => manifest.id));
    expect(mine.jobs.every((job) => manifestIds.has(job.manifest_id))).toBe(true);
    const driverOneIds = new Set(one.latest().jobs.map((job) => job.id));
    expect(mine.jobs.some((job) => driverOneIds.has(job.id))).toBe(false);
    expect(two.requestsTo(jobsPath).every((request) => request.headers.driverid === 'D200')).toBe(true);
    await one.engine.close();
    await two.engine.close();
  });

  it('after logout and login as another driver on the same device, shows none of the first driver’s jobs', async () => {
    const h = await gateway.loggedIn();
    const firstIds = new Set(h.latest().jobs.map((job) => job.id));
    await h.engine.logout();
    await h.login(demoDriver2);
    expect(h.latest().jobs.length).toBeGreaterThan(0);
    expect(h.latest().jobs.some((job) => firstIds.has(job.id))).toBe(false);
    await h.engine.close();
  });

  it('picks another date, fetches it, and clears back to today', async () => {
    const h = await gateway.loggedIn();
    const today = todayIso(h.clock.now());
    const yesterday = addDays(today, -1);

    await h.engine.setDisplayDate(yesterday);
    expect(h.requestsTo(`${jobsPath}/date/${toRequestDate(yesterday)}`)).toHaveLength(1);
    expect(h.latest()).toMatchObject({ displayDate: yesterday, isToday: false, loaded: true });
    expect(h.latest().jobs.every((job) => job.start_time.startsWith(yesterday))).toBe(true);

    await h.engine.setDisplayDate(null);
    expect(h.latest()).toMatchObject({ displayDate: today, isToday: true });
    expect(h.latest().jobs.every((job) => job.start_time.startsWith(today))).toBe(true);
    await h.engine.close();
  });

  it('fetches for admins with the date and status=3 query, yesterday by default', async () => {
    const h = await gateway.loggedIn({ account: demoAdmin });
    const yesterday = addDays(todayIso(h.clock.now()), -1);
    const [call] = h.requestsTo(jobsPath);
    expect(call?.path).toBe(jobsPath);
    expect(new URL(call?.url ?? '').search).toBe(`?date=${toRequestDate(yesterday)}&status=3`);
    expect(call?.headers.driverid).toBeUndefined();
    expect(call?.headers.branch).toBe('1');
    expect(h.latest()).toMatchObject({ displayDate: yesterday, loaded: true, notification: null });
    await h.engine.close();
  });
});

describe('offline', () => {
  it('makes no fetch and shows the stored jobs', async () => {
    const online = await gateway.loggedIn();
    const storedJobs = online.latest().jobs;
    await online.engine.close();

    const offline = gateway.harness({ factory: online.factory });
    await offline.start(false);
    await offline.engine.refresh();
    await offline.engine.setDisplayDate(null);
    expect(offline.requests).toHaveLength(0);
    expect(offline.latest()).toMatchObject({
      online: false,
      loaded: true,
      login: { userName: 'demo.driver' },
    });
    expect(offline.latest().jobs).toEqual(storedJobs);
    await offline.engine.close();
  });

  it('refreshes on reconnect when a job awaits sync, and not otherwise', async () => {
    const first = await gateway.loggedIn();
    await first.engine.close();

    const idle = gateway.harness({ factory: first.factory });
    await idle.start(false);
    await idle.engine.setOnline(true);
    expect(idle.requestsTo(jobsPath)).toHaveLength(0);
    await idle.engine.close();

    const storage = await first.openStorage();
    const today = todayIso(first.clock.now());
    const day = await storage.readDay(today);
    if (!day) throw new Error('no stored day');
    const [job, ...rest] = day.jobs;
    if (!job) throw new Error('no stored job');
    await storage.writeDay({ ...day, jobs: [{ ...job, requiresSync: true }, ...rest] });
    storage.close();

    const syncing = gateway.harness({ factory: first.factory });
    await syncing.start(false);
    await syncing.engine.setOnline(false);
    await syncing.engine.setOnline(true);
    expect(syncing.requestsTo(jobsPath)).toHaveLength(1);
    const refreshed = syncing.latest().jobs.find((candidate) => candidate.id === job.id);
    expect(refreshed?.requiresSync).toBe(true);
    await syncing.engine.close();
  });

  it('a refresh asked for offline happens on reconnect', async () => {
    const first = await gateway.loggedIn();
    await first.engine.close();

    const h = gateway.harness({ factory: first.factory });
    await h.start(false);
    await h.engine.refresh();
    expect(h.requests).toHaveLength(0);
    await h.engine.setOnline(true);
    expect(h.requestsTo(jobsPath)).toHaveLength(1);
    await h.engine.close();
  });
});
