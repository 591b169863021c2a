// The gateway's item quantities and delivery issues: delivery_issue is the enumeration of product rule 3.13, and no
// quantity goes above the item's planned quantity; a refusal is a 400 naming the field, with no write.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { DeliveryIssue } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

/** A type-3 job of today with an item planned more than once (the demo's cushion pair). */
function jobWithPair(): Job {
  for (let skip = 0; ; skip += 1) {
    const job = h.notStarted(3, skip);
    if (job.products.some((p) => p.delivery_job.planned_quantity > 1)) return job;
  }
}

/** The job completed with its first item damaged (kept) and the pair partly delivered. */
function withIssues(job: Job): Job {
  const done = completedJob(job);
  return {
    ...done,
    products: done.products.map((p, i) =>
      p.delivery_job.planned_quantity > 1
        ? {
            ...p,
            delivery_job: {
              ...p.delivery_job,
              damage_reason: 1046,
              delivery_issue: DeliveryIssue.Missing,
              new_delivered_quantity: 1,
              delivered_quantity: 1,
            },
          }
        : i === 0
          ? {
              ...p,
              delivery_job: {
                ...p.delivery_job,
                damage_reason: 1041,
                delivery_issue: DeliveryIssue.Damaged,
                new_delivered_quantity: 1,
              },
            }
          : p,
    ),
  };
}

describe('item quantities and delivery issues', () => {
  it('stores delivery_issue and the quantities of every item', async () => {
    const job = jobWithPair();
    const sent = withIssues(job);
    const res = await h.post(
      apiPaths.jobUpdate,
      h.driver,
      buildJobUpdatePayload(sent, new Date()),
      randomUUID(),
    );
    expect(res.status).toBe(200);
    const stored = await h.stored(job.id);
    const pair = stored.products.find((p) => p.delivery_job.planned_quantity > 1)!;
    expect(pair.delivery_job).toMatchObject({
      delivery_issue: 2,
      delivered_quantity: 1,
      new_delivered_quantity: 1,
    });
    expect(stored.products[0]?.delivery_job).toMatchObject({ delivery_issue: 1, damage_reason: 1041 });
  });

  it.each([
    [
      'a delivery_issue outside the enumeration',
      { delivery_issue: 4 },
      'delivery_issue must be a whole number from 0 to 3',
    ],
    [
      'a delivery_issue as text',
      { delivery_issue: 'Damaged' },
      'delivery_issue must be a whole number from 0 to 3',
    ],
    [
      'a delivered quantity above the planned one',
      { delivered_quantity: 3 },
      'delivered_quantity must be a whole number from 0 to 2 (the planned quantity)',
    ],
    [
      'a new delivered quantity above the planned one',
      { new_delivered_quantity: 5 },
      'new_delivered_quantity must be a whole number from 0 to 2 (the planned quantity)',
    ],
  ])('answers 400 naming the field for %s, with no partial write', async (_, change, message) => {
    const job = jobWithPair();
    const before = { stored: await h.stored(job.id), rows: (await h.updateRows(job.id)).length };
    const index = job.products.findIndex((p) => p.delivery_job.planned_quantity > 1);
    const body = buildJobUpdatePayload(completedJob(job), new Date());
    const product = body.products[index]!;
    const changed = {
      ...body,
      products: body.products.map((p, i) =>
        i === index ? { ...product, delivery_job: { ...product.delivery_job, ...change } } : p,
      ),
    };
    const res = await h.post(apiPaths.jobUpdate, h.driver, changed, randomUUID());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `products[${index}].delivery_job.${message}` });
    expect(await h.updateRows(job.id)).toHaveLength(before.rows);
    expect(await h.stored(job.id)).toEqual(before.stored);
  });

  it('accepts no issue as 0 or null', async () => {
    const job = jobWithPair();
    const body = buildJobUpdatePayload(completedJob(job), new Date());
    const cleared = {
      ...body,
      products: body.products.map((p, i) => ({
        ...p,
        delivery_job: { ...p.delivery_job, delivery_issue: i === 0 ? 0 : null },
      })),
    };
    const res = await h.post(apiPaths.jobUpdate, h.driver, cleared, randomUUID());
    expect(res.status).toBe(200);
  });
});
