// Idempotency-Key on job updates: a repeat returns the first answer and applies once; a different body is 422.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

describe('idempotency', () => {
  it('a repeat with the same key and body returns the first answer and applies once', async () => {
    const job = h.notStarted(4);
    const key = randomUUID();
    const payload = { ...completedJob(job), job_suspend_reason: '0' };
    const first = await h.post(apiPaths.jobUpdate, h.driver, payload, key);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const second = await h.post(apiPaths.jobUpdate, h.driver, payload, key);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe(firstBody);
    const rows = await h.updateRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toBe(key);
    expect(
      ((await h.stored(job.id)).customer[0]?.notes ?? []).filter(
        (n) => n.note === 'Delivered to the front room.',
      ),
    ).toHaveLength(1);
  });

  it('concurrent repeats of one key apply once and all get the same answer', async () => {
    const job = h.notStarted(2, 1);
    const key = randomUUID();
    const payload = { id: job.id, job_outcome_status: 5, job_suspend_reason: 3 };
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.post(apiPaths.jobUpdate, h.driver, payload, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await h.updateRows(job.id)).toHaveLength(1);
  });

  it('a repeat with the same key and a different body is 422 and changes nothing', async () => {
    const job = h.notStarted(1);
    const key = randomUUID();
    expect(
      (
        await h.post(
          apiPaths.jobUpdate,
          h.driver,
          { id: job.id, job_outcome_status: 5, job_suspend_reason: 2 },
          key,
        )
      ).status,
    ).toBe(200);
    const clash = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, job_outcome_status: 4 }, key);
    expect(clash.status).toBe(422);
    expect(await clash.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect((await h.stored(job.id)).job_outcome_status).toBe(5);
    expect(await h.updateRows(job.id)).toHaveLength(1);
  });

  it('keys belong to their principal: another user reusing a key is not replayed their answer', async () => {
    const key = randomUUID();
    const mine = h.notStarted(3, 1);
    expect(
      (await h.post(apiPaths.jobUpdate, h.driver, { id: mine.id, arrived_at_drop: true }, key)).status,
    ).toBe(200);
    const other = await h.post(apiPaths.jobUpdate, h.driver2, { id: mine.id, arrived_at_drop: true }, key);
    expect(other.status).toBe(404);
  });

  it('a failed first attempt does not burn the key', async () => {
    const key = randomUUID();
    const job = h.notStarted(3, 1);
    expect((await h.post(apiPaths.jobUpdate, h.driver2, { id: job.id }, key)).status).toBe(404);
    expect((await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, visit_status: 2 }, key)).status).toBe(
      200,
    );
  });

  it('keeps keys at least seven days', async () => {
    const [row] = await h.gw.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM idempotency_keys WHERE created_at > now() - interval '1 hour'",
    );
    expect(row?.n).toBeGreaterThan(0);
    await h.gw.db.query("UPDATE idempotency_keys SET created_at = now() - interval '7 days'");
    const job = h.notStarted(3, 1);
    const again = await h.post(
      apiPaths.jobUpdate,
      h.driver,
      { id: job.id, job_outcome_status: 4 },
      randomUUID(),
    );
    expect(again.status).toBe(200);
    const [kept] = await h.gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys');
    expect(kept?.n).toBeGreaterThan(1);
  });

  it('answers 400 to an unusable key', async () => {
    const job = h.notStarted(3, 1);
    const res = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id }, 'x'.repeat(201));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
    });
  });
});
