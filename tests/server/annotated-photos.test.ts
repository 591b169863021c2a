// Annotated photos: a job update's gallery item may say the photo was drawn on with the pen
// (`annotated`); the gateway keeps that mark in the job document so the evidence record can show it,
// and refuses a mark that is not true or false. Real HTTP to the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

describe('hole: the gateway dropped the annotated mark of a photo drawn on', () => {
  it('keeps annotated (true and false) on each uploaded gallery item of the job', async () => {
    const job = h.notStarted(1);
    const gallery = [
      { id: 'a1', uri: 'http://store/ORIG/a1.png', type: 'damage', status: 'down', annotated: true },
      { id: 'a2', uri: 'http://store/ORIG/a2.png', type: 'delivered', status: 'down', annotated: false },
      { id: 'a3', uri: 'http://store/ORIG/a3.png', type: 'delivered', status: 'down' },
    ];
    const res = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, job_activity_gallery: gallery });
    expect(res.status).toBe(200);
    expect((await h.stored(job.id)).job_activity_gallery).toEqual(gallery);
  });

  it('refuses an annotated mark that is not true or false (400 naming the field)', async () => {
    const res = await h.post(apiPaths.jobUpdate, h.driver, {
      id: h.notStarted(1).id,
      job_activity_gallery: [
        { id: 'b', uri: 'http://store/ORIG/b.png', type: 'damage', status: 'down', annotated: 'yes' },
      ],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'job_activity_gallery[0].annotated must be true or false',
    );
  });
});
