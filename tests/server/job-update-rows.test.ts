// The test routes that list a job's stored updates and conflicts list them oldest first, by their row id as a
// number: the tenth update comes after the ninth (an id compared as text would put "10" before "2").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

describe('GET /__test/job-updates', () => {
  it('lists a job with twelve updates oldest first', async () => {
    const job = h.notStarted(3);
    for (let n = 1; n <= 12; n += 1) {
      const res = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, payment_type: null });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const rows = await h.updateRows(job.id);
    expect(rows).toHaveLength(12);
    const revisions = rows.map((row) => row.revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    const ids = rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
