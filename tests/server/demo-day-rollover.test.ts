// A gateway left running overnight: the first job read of the new day seeds the demo's jobs of that day, and the
// driver's work of the day before stays as it was (server/seed/demo-day-seeder.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso } from '@domain/time/dates';
import { demoDriver } from '@server/seed/demo-accounts';
import { startTestGateway, todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';

/** 23:58 local time, a day and two minutes before which the gateway started. */
let clock = new Date(2026, 10, 27, 23, 58);
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ now: () => clock });
});
afterAll(() => gateway.close());

type Schedule = { schedule: { id: string; job_outcome_status: number }[] };

async function jobsOf(day: Date, headers: Record<string, string>): Promise<Schedule['schedule']> {
  const response = await gateway.request(apiPaths.jobsForDate(todayRequestDate(day)), { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as Schedule).schedule;
}

describe('the demo day after midnight', () => {
  it('is seeded by the first job read of the new day; the day before keeps its updates', async () => {
    const headers = { ...(await gateway.headersFor(demoDriver)), 'content-type': 'application/json' };
    const firstDay = new Date(clock);
    const before = await jobsOf(firstDay, headers);
    expect(before.length).toBeGreaterThan(0);
    const updated = before[0]?.id ?? '';
    const update = await gateway.request(apiPaths.jobUpdate, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: updated, job_outcome_status: 5, job_suspend_reason: 2 }),
    });
    expect(update.status).toBe(200);

    clock = new Date(2026, 10, 28, 0, 3);
    expect(todayIso(clock)).not.toBe(todayIso(firstDay));
    const next = await jobsOf(clock, headers);
    expect(next.length).toBe(before.length);
    expect(next.map((job) => job.id).filter((id) => before.some((old) => old.id === id))).toEqual([]);
    // The new day's seed adds its own earlier days' jobs (an incomplete day for the admin), and takes nothing.
    const again = await jobsOf(firstDay, headers);
    expect(again.map((job) => job.id)).toEqual(expect.arrayContaining(before.map((job) => job.id)));
    expect(again.find((job) => job.id === updated)?.job_outcome_status).toBe(5);
  });
});
