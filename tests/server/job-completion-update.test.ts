// A completed job's update as the engine sends it: signature location, signed_by,
// product outcomes, is_collected, collectionPhaseComplete and item photos (heading).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso } from '@domain/time/dates';
import { finaliseJob } from '@domain/completion/finalise-job';
import { collectNone, setCollected } from '@domain/completion/collection-report';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { objectUrl, signatureObjectTarget } from '@domain/photos/object-store-keys';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

describe('a completion update', () => {
  it('stores signature, signed_by, the outcome fields and item photos with their heading', async () => {
    const job = h.notStarted(4, 2);
    const collection = job.products.find((p) => p.job_type === 2);
    if (!collection) throw new Error('combined job without a collection item');
    const reported = setCollected(collectNone({ ...job, collectionProcessed: true }), collection.id, true);
    const completed = finaliseJob(reported, { customerName: '  Ann Lee ', now: `${todayIso()}T16:20:00` });
    const { publicBaseUrl, environment } = h.gw.objects.settings;
    const signature = objectUrl(
      publicBaseUrl,
      signatureObjectTarget(environment, job.id, Date.now(), 'sig1').key,
    );
    const payload = {
      ...buildJobUpdatePayload(completed, `${todayIso()}T16:20:05`),
      signature,
      job_activity_gallery: [
        { id: 'd1', uri: 'http://store/ORIG/delivered.png', type: 'delivered', status: 'down' },
        {
          id: 'c1',
          uri: 'http://store/ORIG/collection-damage.png',
          type: 'collection-damage',
          status: 'down',
          heading: `product:${String(collection.id)}`,
        },
      ],
    };

    const res = await h.post(apiPaths.jobUpdate, h.driver, payload);

    expect(res.status).toBe(200);
    const after = await h.stored(job.id);
    expect(after).toMatchObject({
      job_outcome_status: 1,
      job_outcome_time: `${todayIso()}T16:20:00`,
      collectionProcessed: true,
      collectionPhaseComplete: true,
      signature,
      signed_by: 'Ann Lee',
      delivery_job: { is_collected: true },
    });
    expect(after.job_activity_gallery).toEqual(payload.job_activity_gallery);
    expect(after.products.map((p) => [p.outcome_status, p.delivery_job.delivered_quantity])).toEqual(
      completed.products.map((p) => [1, p.delivery_job.delivered_quantity]),
    );
  });

  it('refuses a signed_by over 200 characters or a heading that is no text', async () => {
    const job = h.notStarted(4, 1);
    const long = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, signed_by: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: 'signed_by must be at most 200 characters' });
    const heading = await h.post(apiPaths.jobUpdate, h.driver, {
      id: job.id,
      job_activity_gallery: [{ id: 'x', uri: 'u', type: 'damage', status: 'down', heading: 7 }],
    });
    expect(heading.status).toBe(400);
    expect(await heading.json()).toEqual({ message: 'job_activity_gallery[0].heading must be text' });
    expect(await h.updateRows(job.id)).toHaveLength(0);
  });
});
