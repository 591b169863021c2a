// Job fetches: the JobsResponse shape, the seeded day, branch/driver isolation and the admin incomplete lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { addDays, formatTimestamp, todayIso, toRequestDate } from '@domain/time/dates';
import { jobNumberFromId } from '@domain/job/job-number';
import { isJobVisible, needsParts } from '@domain/job-list/job-visibility';
import { demoAdmin, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let driver: Record<string, string>;
let driver2: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  gw = await startTestGateway();
  driver = await gw.headersFor(demoDriver);
  driver2 = await gw.headersFor(demoDriver2);
  admin = await gw.headersFor(demoAdmin);
});
afterAll(() => gw.close());

const today = todayIso();
const day = (offset: number) => toRequestDate(addDays(today, offset));

async function jobs(path: string, headers: Record<string, string>): Promise<JobsResponse> {
  const res = await gw.request(path, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as JobsResponse;
}

describe('jobs for a date (driver)', () => {
  it('answers {manifest, schedule, download, error: null, tokenExpired: false}', async () => {
    const before = formatTimestamp(new Date());
    const body = await jobs(apiPaths.jobsForDate(day(0)), driver);
    expect(Object.keys(body).sort()).toEqual(['download', 'error', 'manifest', 'schedule', 'tokenExpired']);
    expect(body.error).toBeNull();
    expect(body.tokenExpired).toBe(false);
    expect(body.download).toHaveLength(1);
    expect((body.download[0]?.created_at ?? '') >= before).toBe(true);
    expect(body.download[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('holds today’s seeded work: 4 vans, 12+ jobs of every type and case', async () => {
    const { manifest, schedule } = await jobs(apiPaths.jobsForDate(day(0)), driver);
    expect(manifest).toHaveLength(4);
    for (const m of manifest) {
      expect(m.vehicle_id).toMatch(/^[A-Z]{2}\d{2} [A-Z]{3}$/);
      expect(m.start_time.startsWith(today)).toBe(true);
    }
    expect(schedule.length).toBeGreaterThanOrEqual(12);
    expect(new Set(schedule.map((j) => j.job_type))).toEqual(new Set([1, 2, 3, 4]));
    expect(schedule.every((j) => manifest.some((m) => m.id === j.manifest_id))).toBe(true);
    expect(schedule.every((j) => j.start_time.startsWith(today))).toBe(true);
    expect(
      schedule.some((j) => j.task_outcome_status === 2 && j.products.some((p) => p.parts_required)),
    ).toBe(true);
    expect(schedule.some((j) => j.delivery_job.account_balance > 0)).toBe(true);
    expect(schedule.some((j) => j.delivery_job.retailer_id === null)).toBe(true);
    // a service call of each kind: every task outcome, and No fix Required
    const serviceCalls = schedule.filter((j) => j.job_type === 1 && j.job_type_reading === 'service');
    const ended = serviceCalls.filter((j) => j.job_outcome_status === 1);
    expect(new Set(ended.map((j) => j.task_outcome_status))).toEqual(new Set([1, 2, 3, 4]));
    expect(serviceCalls.some((j) => j.job_outcome_status === 2)).toBe(true);
    expect(schedule.some((j) => j.job_type === 1 && j.job_type_reading === 'delivery')).toBe(true);
    expect(schedule.some((j) => j.delivery_job.retailer_id === DEFAULT_RETAILER_CODE)).toBe(true);
    expect(schedule.some((j) => j.arrival_time && j.departure_time)).toBe(true);
    for (const combined of schedule.filter((j) => j.job_type === 4)) {
      expect(new Set(combined.products.map((p) => p.job_type))).toEqual(new Set([2, 3]));
    }
    for (const job of schedule) {
      const customer = job.customer[0];
      expect(customer?.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(customer?.contacts.map((c) => c.name)).toEqual(['Mobile', 'Work']);
      expect(job.products.every((p) => p.delivery_job.planned_quantity > 0)).toBe(true);
      expect(job.id).toMatch(/^DS-\d+$/);
      expect(jobNumberFromId(job.id)).toBe(job.id.slice(3));
    }
    expect(schedule.flatMap((j) => j.customer[0]?.notes ?? []).map((n) => n.type)).toEqual(
      expect.arrayContaining([1, 2, 3, 4]),
    );
  });

  it('mixes hidden and visible outcomes (Job Complete with parts stays, without parts hides)', async () => {
    const { schedule } = await jobs(apiPaths.jobsForDate(day(0)), driver);
    const complete = schedule.filter((j) => j.job_outcome_status === 1);
    expect(complete.some((j) => needsParts(j) && isJobVisible(j))).toBe(true);
    expect(complete.some((j) => !needsParts(j) && !isJobVisible(j))).toBe(true);
    expect(schedule.some((j) => j.job_outcome_status === 4 && !isJobVisible(j))).toBe(true);
    expect(schedule.some((j) => j.job_outcome_status === 5 && isJobVisible(j))).toBe(true);
  });

  it('shows the driver the earlier days’ incomplete jobs when picking those dates', async () => {
    for (const offset of [-1, -2, -3]) {
      const { schedule, manifest } = await jobs(apiPaths.jobsForDate(day(offset)), driver);
      expect(schedule.some((j) => j.job_outcome_status === 3)).toBe(true);
      expect(manifest.length).toBeGreaterThan(0);
    }
  });

  it('answers an empty day for a date without work', async () => {
    const body = await jobs(apiPaths.jobsForDate(day(30)), driver);
    expect(body.manifest).toEqual([]);
    expect(body.schedule).toEqual([]);
  });

  it('answers 400 {message} for a date that is not DDMMYYYY', async () => {
    for (const bad of ['2026-11-21', '31022026', 'today']) {
      const res = await gw.request(apiPaths.jobsForDate(bad), { headers: driver });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'date must be a real day written DDMMYYYY' });
    }
  });
});

describe('isolation', () => {
  it('driver2 sees only their own branch-2 jobs', async () => {
    const mine = await jobs(apiPaths.jobsForDate(day(0)), driver);
    const theirs = await jobs(apiPaths.jobsForDate(day(0)), driver2);
    expect(theirs.schedule.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.schedule.map((j) => j.id));
    expect(theirs.schedule.some((j) => mineIds.has(j.id))).toBe(false);
    expect(theirs.manifest.some((m) => mine.manifest.some((n) => n.id === m.id))).toBe(false);
  });

  it('forged branch/driverid headers are refused with 403, never widened', async () => {
    const forged = { ...driver2, branch: '1', driverid: 'D100' };
    const res = await gw.request(apiPaths.jobsForDate(day(0)), { headers: forged });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'The branch header does not match your account' });
    const wrongDriver = await gw.request(apiPaths.jobsForDate(day(0)), {
      headers: { ...driver2, driverid: 'D100' },
    });
    expect(wrongDriver.status).toBe(403);
    expect(await wrongDriver.json()).toEqual({ message: 'The driverid header does not match your account' });
  });

  it('requires the branch header, and the driverid header for drivers', async () => {
    const { branch: _b, ...noBranch } = driver;
    expect((await gw.request(apiPaths.jobsForDate(day(0)), { headers: noBranch })).status).toBe(403);
    const { driverid: _d, ...noDriver } = driver;
    expect((await gw.request(apiPaths.jobsForDate(day(0)), { headers: noDriver })).status).toBe(403);
  });

  it('an admin sees every job of their branch for a date, and no other branch', async () => {
    const all = await jobs(apiPaths.jobsForDate(day(0)), admin);
    const mine = await jobs(apiPaths.jobsForDate(day(0)), driver);
    expect(all.schedule.map((j) => j.id).sort()).toEqual(mine.schedule.map((j) => j.id).sort());
    const branch2 = await jobs(apiPaths.jobsForDate(day(0)), driver2);
    expect(all.schedule.some((j) => branch2.schedule.some((k) => k.id === j.id))).toBe(false);
  });
});

describe('admin incomplete jobs', () => {
  it('status query: a date’s jobs with job_outcome_status 3 only', async () => {
    const body = await jobs(`${apiPaths.jobsQuery}?date=${day(-1)}&status=3`, admin);
    expect(body.schedule.length).toBe(3);
    expect(
      body.schedule.every((j) => j.job_outcome_status === 3 && j.start_time.startsWith(addDays(today, -1))),
    ).toBe(true);
    expect(body.manifest).toHaveLength(1);
    const everything = await jobs(`${apiPaths.jobsQuery}?date=${day(-1)}`, admin);
    expect(everything.schedule.length).toBe(4);
  });

  it('status query answers 400 for a bad status or date', async () => {
    expect(
      (await gw.request(`${apiPaths.jobsQuery}?date=${day(-1)}&status=9`, { headers: admin })).status,
    ).toBe(400);
    expect(
      (await gw.request(`${apiPaths.jobsQuery}?date=99999999&status=3`, { headers: admin })).status,
    ).toBe(400);
  });

  it('/admin/delivery/job lists every earlier incomplete job of the branch by default', async () => {
    const body = await jobs(apiPaths.adminJobs, admin);
    const days = new Set(body.schedule.map((j) => j.start_time.slice(0, 10)));
    expect(days).toEqual(new Set([-1, -2, -3].map((n) => addDays(today, n))));
    expect(body.schedule.every((j) => j.job_outcome_status === 3)).toBe(true);
    expect(body.schedule).toHaveLength(8);
    expect(body.manifest).toHaveLength(3);
  });

  it('/admin/delivery/job takes an optional date', async () => {
    const body = await jobs(`${apiPaths.adminJobs}?date=${day(-3)}`, admin);
    expect(body.schedule).toHaveLength(3);
    expect(body.schedule.some((j) => j.delivery_job.retailer_id === null)).toBe(true);
  });
});
