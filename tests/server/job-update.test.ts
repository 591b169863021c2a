// Driver and admin job updates: stored rows, applied outcomes, ownership, no partial writes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

describe('driver update', () => {
  it('stores the update row and applies the outcome, appending only new notes', async () => {
    const job = h.notStarted(3);
    const payload = completedJob(job);
    const res = await h.post(apiPaths.jobUpdate, h.driver, payload);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; job: Job };
    expect(body.id).toBe(job.id);
    const after = await h.stored(job.id);
    expect(body.job).toEqual(after);
    expect(after.job_outcome_status).toBe(1);
    expect(after.job_outcome_time).toBe(`${todayIso()}T10:15:00`);
    expect(
      after.products.every(
        (p) =>
          p.outcome_status === 1 && p.delivery_job.delivered_quantity === p.delivery_job.planned_quantity,
      ),
    ).toBe(true);
    expect(after.delivery_job.account_balance).toBe(0);
    const notes = after.customer[0]?.notes ?? [];
    expect(notes).toHaveLength((job.customer[0]?.notes.length ?? 0) + 1);
    expect(notes.at(-1)).toMatchObject({ note: 'Delivered to the front room.', new: false });
    expect(notes.at(-1)?.id).not.toBe('');
    expect(after.start_time).toBe(job.start_time);
    const rows = await h.updateRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'driver', idempotency_key: null });
    expect((rows[0]?.payload as Job).job_outcome_status).toBe(1);
  });

  it('keeps uploaded photos (status down, without data) and new product notes', async () => {
    const job = h.notStarted(1, 1);
    const product = job.products[0];
    if (!product) throw new Error('job without products');
    const productNote = { type: 1, note: 'Motor replaced.', date: `${todayIso()}T14:40:00`, new: true };
    const res = await h.post(apiPaths.jobUpdate, h.driver, {
      id: job.id,
      job_activity_gallery: [
        {
          id: 'g1',
          uri: 'http://gateway/group-image-api/media/abc',
          type: 'delivered',
          status: 'down',
          data: 'data:x',
        },
        { id: 'g2', uri: 'local', type: 'damage', status: 'up', data: 'data:image/png;base64,AAAA' },
      ],
      products: [{ id: product.id, notes: [productNote, { ...productNote, note: 'old', new: false }] }],
    });
    expect(res.status).toBe(200);
    const after = await h.stored(job.id);
    expect(after.job_activity_gallery).toEqual([
      { id: 'g1', uri: 'http://gateway/group-image-api/media/abc', type: 'delivered', status: 'down' },
    ]);
    expect(after.products[0]?.notes).toEqual([
      { ...productNote, id: expect.any(String) as unknown, new: false },
    ]);
  });

  it('answers 404 for another driver’s job and writes nothing', async () => {
    const job = h.notStarted(2);
    const res = await h.post(apiPaths.jobUpdate, h.driver2, { ...job, job_outcome_status: 4 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Job not found' });
    expect(await h.updateRows(job.id)).toHaveLength(0);
    expect((await h.stored(job.id)).job_outcome_status).toBe(3);
  });

  it('answers 403 when the identity headers are not the token’s', async () => {
    const job = h.notStarted(2);
    const res = await h.post(
      apiPaths.jobUpdate,
      { ...h.driver2, branch: '1', driverid: 'D100' },
      { ...job, job_outcome_status: 4 },
    );
    expect(res.status).toBe(403);
    expect(await h.updateRows(job.id)).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', '{"id": "DS-', 'Malformed JSON body'],
    ['an empty body', '', 'Request body is required'],
    ['an array', '[]', 'The job update must be an object'],
    ['no id', { id: undefined, job_outcome_status: 1 }, 'id is required'],
    ['a bad outcome', { job_outcome_status: 9 }, 'job_outcome_status must be a whole number from 1 to 5'],
    [
      'a bad quantity',
      { products: [{ id: 'x', delivery_job: { delivered_quantity: -1 } }] },
      'products[0].delivery_job.delivered_quantity must be a whole number from 0 to 10000',
    ],
    [
      'a note over 150 characters',
      { customer: [{ notes: [{ type: 2, note: 'x'.repeat(151), date: 'd', new: true }] }] },
      'customer[0].notes[0].note must be at most 150 characters',
    ],
  ])('answers 400 {message} for %s, with no partial write', async (_, change, message) => {
    const job = h.notStarted(2);
    const body = typeof change === 'string' ? change : { id: 'id' in change ? undefined : job.id, ...change };
    const res = await h.post(apiPaths.jobUpdate, h.driver, body, randomUUID());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await h.updateRows(job.id)).toHaveLength(0);
    expect(await h.stored(job.id)).toEqual(job);
  });

  it('rolls back a valid-looking update naming a product the job lacks', async () => {
    const job = h.notStarted(2);
    const res = await h.post(apiPaths.jobUpdate, h.driver, {
      id: job.id,
      job_outcome_status: 1,
      products: [{ id: 'P-nope', outcome_status: 1 }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `Job ${job.id} has no product P-nope` });
    expect(await h.updateRows(job.id)).toHaveLength(0);
    expect((await h.stored(job.id)).job_outcome_status).toBe(3);
  });
});

describe('admin update', () => {
  it('updates any job of the admin’s branch, earlier days included, once per key', async () => {
    const list = (await (
      await h.gw.request(apiPaths.adminJobs, { headers: h.admin })
    ).json()) as JobsResponse;
    const job = list.schedule.find((j) => j.start_time.startsWith(addDays(todayIso(), -2)));
    if (!job) throw new Error('no earlier incomplete job');
    const key = randomUUID();
    const payload = {
      ...job,
      job_outcome_status: 4,
      delivery_job: { ...job.delivery_job, job_failed_reason: 1002 },
    };
    const res = await h.post(apiPaths.adminJobUpdate, h.admin, payload, key);
    expect(res.status).toBe(200);
    const replay = await h.post(apiPaths.adminJobUpdate, h.admin, payload, key);
    expect(await replay.json()).toEqual(
      await (await h.post(apiPaths.adminJobUpdate, h.admin, payload, key)).json(),
    );
    const after = await h.stored(job.id);
    expect(after.job_outcome_status).toBe(4);
    expect(after.delivery_job.job_failed_reason).toBe(1002);
    const rows = await h.updateRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('admin');
    const relisted = (await (
      await h.gw.request(apiPaths.adminJobs, { headers: h.admin })
    ).json()) as JobsResponse;
    expect(relisted.schedule.some((j) => j.id === job.id)).toBe(false);
  });

  it('answers 404 for a job of another branch', async () => {
    const res = await h.gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: h.driver2 });
    const other = ((await res.json()) as JobsResponse).schedule[0];
    if (!other) throw new Error('driver2 has no jobs');
    const update = await h.post(apiPaths.adminJobUpdate, h.admin, { id: other.id, job_outcome_status: 1 });
    expect(update.status).toBe(404);
    expect(await h.updateRows(other.id)).toHaveLength(0);
  });
});
