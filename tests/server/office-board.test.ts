// The office board of today (GET): every van of the admin's branch with its progress and remaining stops in
// driving order, placed by the driver's latest heartbeat (ETAs, distances, a guess when the position is old),
// what waited on the phone, the job in hand, and what needs the office; admins of the branch only.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { sortManifests, sortSchedule } from '@domain/job-list/sorting';
import type { HeartbeatRequestWire } from '@domain/location/heartbeat';
import { todayBoardSchema } from '@domain/office/today-board';
import type { BoardVan, TodayBoard } from '@domain/office/today-board';
import { revisionTag } from '@domain/sync/sync-window';
import { formatTimestamp, timestampMs, todayIso, toRequestDate } from '@domain/time/dates';
import { demoAdmin2, demoDriver } from '@server/seed/demo-accounts';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

/** The gateway's clock: 10:00 today, moved on by the tests. */
let clock = timestampMs(`${todayIso()}T10:00:00`) as number;
const MINUTE = 60_000;

let h: JobUpdateHarness;
let day: JobsResponse;
beforeAll(async () => {
  h = await startJobUpdateHarness({ now: () => new Date(clock) });
  const res = await h.gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: h.driver });
  day = (await res.json()) as JobsResponse;
});
afterAll(() => h.gw.close());

async function board(headers: Record<string, string> = h.admin): Promise<TodayBoard> {
  const res = await h.gw.request(apiPaths.officeToday, { headers });
  expect(res.status).toBe(200);
  return v.parse(todayBoardSchema, await res.json());
}

/** demo.driver's heartbeat at the gateway's clock. */
function heartbeat(fields: Partial<HeartbeatRequestWire[number]> = {}): HeartbeatRequestWire[number] {
  const at = formatTimestamp(clock);
  return {
    status: 'generic',
    app: 'doorstep',
    timestamp: at,
    send_timestamp: at,
    latitude: 53.41,
    longitude: -2.23,
    precision: 8,
    ...fields,
  };
}

async function sendHeartbeat(fields: Partial<HeartbeatRequestWire[number]> = {}): Promise<Response> {
  return h.post(apiPaths.heartbeat, h.driver, [heartbeat(fields)]);
}

const driverVans = (b: TodayBoard): BoardVan[] =>
  b.vans.filter((van) => van.driver_id === demoDriver.driverid);
const stopOf = (b: TodayBoard, jobId: string) =>
  b.vans.flatMap((van) => van.stops).find((stop) => stop.job_id === jobId);
const vanOf = (b: TodayBoard, jobId: string) =>
  b.vans.find((van) => van.stops.some((stop) => stop.job_id === jobId));

describe('the board of the seeded day', () => {
  it('shows each van in list order, with its progress and its jobs still to do in driving order', async () => {
    const shown = await board();
    expect(shown).toMatchObject({ date: todayIso(), branch: demoDriver.branch });
    expect(driverVans(shown).map((van) => van.manifest_id)).toEqual(
      sortManifests(day.manifest).map((m) => m.id),
    );
    for (const van of driverVans(shown)) {
      const jobs = day.schedule.filter((job) => job.manifest_id === van.manifest_id);
      const count = (...statuses: number[]) =>
        jobs.filter((job) => statuses.includes(job.job_outcome_status)).length;
      expect(van.progress).toEqual({
        done: count(1, 2),
        failed: count(4),
        suspended: count(5),
        to_do: count(3),
      });
      expect(van.stops.map((stop) => stop.job_id)).toEqual(
        sortSchedule(jobs.filter((job) => job.job_outcome_status === 3)).map((job) => job.id),
      );
      expect(van.driver_name).toBe(`${demoDriver.firstName} ${demoDriver.lastName}`);
    }
    const totals = driverVans(shown).map((van) => van.progress);
    expect(totals.reduce((n, p) => n + p.failed, 0)).toBeGreaterThan(0);
    expect(totals.reduce((n, p) => n + p.suspended, 0)).toBeGreaterThan(0);
  });

  it('without a heartbeat today: no position, no backlog, and every ETA a guess', async () => {
    for (const van of driverVans(await board())) {
      expect(van).toMatchObject({ position: null, phone_backlog: null, in_hand_job_id: null });
      for (const stop of van.stops) expect(stop).toMatchObject({ eta_is_guess: true, distance_m: null });
    }
  });
});

describe('heartbeats on the board', () => {
  it('places the vans: the position, the distances, ETAs from it, and what waits on the phone', async () => {
    const before = await board();
    const res = await sendHeartbeat({
      pending_changes: 3,
      pending_photos: 5,
      pending_oldest_seconds: 47 * 60,
    });
    expect(res.status).toBe(200);
    const after = await board();
    const receivedAt = new Date(clock).toISOString();
    for (const van of driverVans(after)) {
      expect(van.position).toEqual({ latitude: 53.41, longitude: -2.23, precision: 8, at: receivedAt });
      expect(van.phone_backlog).toEqual({
        changes: 3,
        photos: 5,
        oldest_seconds: 2820,
        reported_at: receivedAt,
      });
      for (const stop of van.stops) {
        expect(stop.eta_is_guess).toBe(false);
        expect(stop.distance_m).toEqual(expect.any(Number));
      }
    }
    const first = driverVans(after)[0]?.stops[0];
    expect(first?.eta).not.toBe(stopOf(before, first?.job_id ?? '')?.eta);
  });

  it('moves the ETAs with the next heartbeat', async () => {
    const first = driverVans(await board())[0]?.stops[0];
    clock += MINUTE;
    expect((await sendHeartbeat({ latitude: 53.3, longitude: -2.5 })).status).toBe(200);
    const moved = stopOf(await board(), first?.job_id ?? '');
    expect(moved?.eta).not.toBe(first?.eta);
    expect(moved?.distance_m).not.toBe(first?.distance_m);
  });

  it('leaves the backlog unknown for an app that does not send it', async () => {
    clock += MINUTE;
    expect((await sendHeartbeat({ latitude: 53.42, longitude: -2.24 })).status).toBe(200);
    for (const van of driverVans(await board())) {
      expect(van.phone_backlog).toBeNull();
      expect(van.position).toMatchObject({ latitude: 53.42, longitude: -2.24 });
    }
  });

  it('makes every ETA a guess once the last position is older than the model allows', async () => {
    clock += 16 * MINUTE;
    const stale = driverVans(await board());
    expect(stale.every((van) => van.position !== null)).toBe(true);
    for (const stop of stale.flatMap((van) => van.stops)) expect(stop.eta_is_guess).toBe(true);
  });

  it('refuses a heartbeat whose backlog is not a whole number, naming the field', async () => {
    const res = await sendHeartbeat({ pending_photos: -1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /pending_photos must be a whole number from 0 to 100000/,
    );
    const text = await h.post(apiPaths.heartbeat, h.driver, [
      { ...heartbeat(), pending_oldest_seconds: '60' },
    ]);
    expect(text.status).toBe(400);
    expect(((await text.json()) as { message: string }).message).toMatch(/pending_oldest_seconds/);
  });
});

describe('the job in hand', () => {
  it('is the job the last job heartbeat named, then the stop the driver arrived at', async () => {
    const vans = driverVans(await board());
    const named = vans[0]?.stops[1]?.job_id ?? '';
    clock += MINUTE;
    expect((await sendHeartbeat({ status: 'job', id: named, name: 'x' })).status).toBe(200);
    expect(vanOf(await board(), named)?.in_hand_job_id).toBe(named);

    const target = day.schedule.find((job) => job.id === vans[0]?.stops[2]?.job_id) as Job;
    const arrival = { ...target, arrived_at_drop: true, arrived_time: formatTimestamp(clock) };
    expect((await h.post(apiPaths.jobUpdate, h.driver, arrival, randomUUID())).status).toBe(200);
    const after = await board();
    expect(vanOf(after, target.id)?.in_hand_job_id).toBe(target.id);
    expect(stopOf(after, target.id)).toMatchObject({ arrived: true, eta: formatTimestamp(clock) });
  });
});

describe('what needs the office', () => {
  it('lists the seeded failed and suspended jobs with their reasons', async () => {
    const items = (await board()).needs_office;
    for (const job of day.schedule.filter((j) => j.job_outcome_status === 4 || j.job_outcome_status === 5)) {
      expect(items.find((item) => item.job_id === job.id)).toMatchObject({
        kind: job.job_outcome_status === 4 ? 'failed' : 'suspended',
        customer_name: job.customer[0]?.name,
        driver_name: `${demoDriver.firstName} ${demoDriver.lastName}`,
        reason: expect.stringMatching(/\S/) as string,
      });
    }
  });

  it('adds a job failed today with the reason code’s words, and a change refused as a conflict', async () => {
    // The last two of the default retailer's jobs still to do: untouched by the tests above.
    const [failing, conflicted] = day.schedule
      .filter((job) => job.job_outcome_status === 3 && job.delivery_job.retailer_id === DEFAULT_RETAILER_CODE)
      .slice(-2);
    if (!failing || !conflicted) throw new Error('two seeded jobs of the default retailer still to do');
    clock += MINUTE;
    const failure = {
      ...failing,
      job_outcome_status: 4,
      delivery_job: { ...failing.delivery_job, job_failed_reason: 1001 },
    };
    expect((await h.post(apiPaths.jobUpdate, h.driver, failure, randomUUID())).status).toBe(200);
    const completed = await h.post(
      apiPaths.adminJobUpdate,
      { ...h.admin, 'If-Match': revisionTag(1) },
      completedJob(conflicted),
      randomUUID(),
    );
    expect(completed.status).toBe(200);
    const suspension = { id: conflicted.id, job_outcome_status: 5, job_suspend_reason: 2 };
    const refused = await h.post(
      apiPaths.jobUpdate,
      { ...h.driver, 'If-Match': revisionTag(1) },
      suspension,
      randomUUID(),
    );
    expect(refused.status).toBe(409);

    const shown = await board();
    const at = new Date(clock).toISOString();
    expect(shown.needs_office.find((item) => item.job_id === failing.id)).toMatchObject({
      kind: 'failed',
      reason: 'Customer not in',
      at,
    });
    expect(shown.needs_office.find((item) => item.job_id === conflicted.id)).toMatchObject({
      kind: 'conflict',
      reason: `${demoDriver.firstName} ${demoDriver.lastName}'s suspension was refused: the job had changed since (Suspended — Lunch)`,
      at,
    });
    expect(stopOf(shown, failing.id)).toBeUndefined();
  });
});

describe('who sees the board', () => {
  it('shows another branch’s admin only their branch', async () => {
    const other = await board(await h.gw.headersFor(demoAdmin2));
    expect(other.branch).toBe(demoAdmin2.branch);
    expect(other.vans.length).toBeGreaterThan(0);
    expect(other.vans.every((van) => van.driver_id !== demoDriver.driverid)).toBe(true);
    const text = JSON.stringify(other);
    for (const job of day.schedule) expect(text).not.toContain(job.id);
  });

  it('refuses drivers both the board and its events (403)', async () => {
    for (const path of [apiPaths.officeToday, apiPaths.officeTodayEvents]) {
      const res = await h.gw.request(path, { headers: h.driver });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Admin access required' });
    }
  });
});
