// The domain's job update payload, posted to a real gateway: accepted as built, and stored as meant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse, JobUpdateResponse } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { JobOutcomeStatus, NoteType, SuspendReason } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';
import { applyFailure, applySuspension, markRequiresSync } from '@domain/outcomes/job-outcome';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { parseJobUpdate } from '@server/jobs/job-update-payload';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

/** Today at the given local time. */
function todayAt(hours: number, minutes: number): Date {
  const [y, m, d] = todayIso().split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, hours, minutes, 0);
}

async function postPayload(job: Job, now: Date): Promise<JobUpdateResponse> {
  const res = await h.post(apiPaths.jobUpdate, h.driver, buildJobUpdatePayload(job, now));
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as JobUpdateResponse;
}

function firstProduct(job: Job): Product {
  const product = job.products[0];
  if (!product) throw new Error(`job ${job.id} has no products`);
  return product;
}

describe('buildJobUpdatePayload through a real gateway', () => {
  it('is accepted for every seeded job of the day, as is and after each transition', async () => {
    const res = await h.gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: h.driver });
    const jobs = ((await res.json()) as JobsResponse).schedule;
    expect(jobs.length).toBeGreaterThan(5);
    const now = todayAt(12, 0);
    for (const job of jobs) {
      for (const variant of [
        job,
        applyFailure(job, 1002, now),
        applySuspension(job, SuspendReason.CustomerDelay, 'Customer is 20 minutes away', now),
        markRequiresSync(job, true),
      ]) {
        const payload = buildJobUpdatePayload(variant, now);
        expect(() => parseJobUpdate(payload), job.id).not.toThrow();
      }
    }
  });

  it('stores a suspension: outcome, reason, one new note, new product notes and uploaded photos only', async () => {
    const seeded = h.notStarted(2);
    const before = await h.stored(seeded.id);
    const now = todayAt(11, 20);
    const product = firstProduct(seeded);
    const productNote = {
      id: '',
      type: NoteType.ProductNote,
      note: 'Armchair leg loose.',
      date: '',
      new: true,
    };
    const suspended: Job = {
      ...markRequiresSync(applySuspension(seeded, SuspendReason.Lunch, 'Back after lunch', now), true),
      active: true,
      products: [
        { ...product, notes: [...(product.notes ?? []), productNote], after_images: [] },
        ...seeded.products.slice(1),
      ],
      job_activity_gallery: [
        {
          id: 'g-up',
          uri: `${seeded.id}-collection-damage-1`,
          type: 'collection-damage',
          status: 'up',
          data: 'data:image/png;base64,AAAA',
        },
        {
          id: 'g-down',
          uri: 'https://media.example/abc',
          type: 'collection-damage',
          status: 'down',
          data: 'data:image/png;base64,BBBB',
        },
      ],
    };

    const answer = await postPayload(suspended, now);
    const stored = await h.stored(seeded.id);
    expect(answer).toEqual({ id: seeded.id, job: stored });

    expect(stored.job_outcome_status).toBe(JobOutcomeStatus.Suspended);
    expect(stored.job_suspend_reason).toBe(SuspendReason.Lunch);
    const notes = stored.customer[0]?.notes ?? [];
    expect(notes.slice(0, -1)).toEqual(before.customer[0]?.notes);
    expect(notes.at(-1)).toMatchObject({
      type: NoteType.JobNote,
      note: 'Back after lunch',
      date: `${todayIso()}T11:20:00`,
      new: false,
    });
    expect(notes.at(-1)?.id).not.toBe('');
    expect(stored.products[0]?.notes).toEqual([
      { ...productNote, id: expect.any(String) as unknown, date: `${todayIso()}T11:20:00`, new: false },
    ]);
    expect(stored.job_activity_gallery).toEqual([
      { id: 'g-down', uri: 'https://media.example/abc', type: 'collection-damage', status: 'down' },
    ]);
    expect(stored.start_time).toBe(before.start_time);
    expect(stored.active).toBe(before.active);
    expect(stored.requiresSync).toBe(before.requiresSync);

    const rows = await h.updateRows(seeded.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual(JSON.parse(JSON.stringify(buildJobUpdatePayload(suspended, now))));
  });

  it('stores a failure with its reason and formatted outcome time, and a text suspend reason as 0', async () => {
    const seeded = h.notStarted(3);
    const now = todayAt(9, 45);
    const failed: Job = { ...applyFailure(seeded, 1003, now), job_suspend_reason: 'none' };
    await postPayload(failed, now);
    const stored = await h.stored(seeded.id);
    expect(stored.job_outcome_status).toBe(JobOutcomeStatus.Failed);
    expect(stored.job_outcome_time).toBe(`${todayIso()}T09:45:00`);
    expect(stored.delivery_job.job_failed_reason).toBe(1003);
    expect(stored.job_suspend_reason).toBe(0);
    expect(stored.customer[0]?.notes).toEqual(seeded.customer[0]?.notes);
  });

  it('stores the balance rules: collected only at a zero balance, reason and is_collected defaulted', async () => {
    const seeded = h.notStarted(4);
    expect(seeded.delivery_job.account_balance).toBeGreaterThan(0);
    const now = todayAt(10, 30);
    const { balance_reason: _reason, is_collected: _collected, ...rest } = seeded.delivery_job;

    await postPayload({ ...seeded, delivery_job: { ...rest, balance_collected: true } }, now);
    expect((await h.stored(seeded.id)).delivery_job).toMatchObject({
      account_balance: seeded.delivery_job.account_balance,
      balance_collected: false,
      balanceCollected: false,
      balance_reason: 0,
      is_collected: false,
    });

    await postPayload({ ...seeded, delivery_job: { ...rest, account_balance: 0, balance_paid: true } }, now);
    expect((await h.stored(seeded.id)).delivery_job).toMatchObject({
      account_balance: 0,
      balance_collected: true,
      balanceCollected: true,
      balance_paid: true,
    });
  });
});
