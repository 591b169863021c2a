// A printed record stays checkable: the gateway keeps every version of a job's evidence record it
// served, so the digest at the foot of a copy printed before the record changed (a late sync, a renamed user)
// still verifies, and says since when the record differs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finaliseJob } from '@domain/completion/finalise-job';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import type { Job } from '@domain/job/job';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { evidenceDigest, verifyDigest } from '@domain/evidence/evidence-digest';
import { todayIso } from '@domain/time/dates';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
let job: Job;

async function evidenceOf(headers: Record<string, string>): Promise<EvidenceRecord> {
  const res = await h.gw.request(apiPaths.jobEvidence(job.id), { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as EvidenceRecord;
}

async function versionRows(): Promise<{ digest: string; record: EvidenceRecord }[]> {
  return h.gw.db.query(
    'SELECT digest, record FROM record_versions WHERE job_id = $1 ORDER BY first_served_at',
    [job.id],
  );
}

beforeAll(async () => {
  h = await startJobUpdateHarness();
  job = h.notStarted(3, 1);
}, 120_000);
afterAll(() => h.gw.close());

describe('the versions of a record', () => {
  let printed: EvidenceRecord;

  it('keeps the version served, once, however often it is asked for', async () => {
    printed = await evidenceOf(h.admin);
    expect(printed.earlierVersions).toEqual([]);
    expect((await evidenceOf(h.driver)).digest).toBe(printed.digest);
    const rows = await versionRows();
    expect(rows.map((row) => row.digest)).toEqual([printed.digest]);
    // The kept record is the one served, digest aside: its digest recomputes from it.
    expect(await evidenceDigest({ ...rows[0]!.record, digest: '' })).toBe(printed.digest);
  });

  it('a copy printed before a late sync still verifies, as the version it was printed from', async () => {
    const today = todayIso();
    const completed = finaliseJob(job, { customerName: 'Ann Lee', now: `${today}T16:20:00` });
    const update = await h.post(
      apiPaths.jobUpdate,
      h.driver,
      buildJobUpdatePayload(completed, `${today}T16:20:05`),
    );
    expect(update.status).toBe(200);

    const now = await evidenceOf(h.admin);
    expect(now.digest).not.toBe(printed.digest);
    expect(now.earlierVersions).toEqual([
      { digest: printed.digest, firstServedAt: expect.any(String) as string },
    ]);
    expect(await verifyDigest(now, printed.digest.toUpperCase())).toEqual({
      of: 'earlier',
      firstServedAt: now.earlierVersions?.[0]?.firstServedAt,
    });
    expect(await verifyDigest(now, now.digest)).toEqual({ of: 'current' });
    expect(await verifyDigest(now, 'ab'.repeat(32))).toEqual({ of: 'none' });
  });

  it('a renamed driver changes the record, never the verdict on a copy printed before', async () => {
    const before = await evidenceOf(h.admin);
    await h.gw.db.query("UPDATE users SET first_name = 'Daniel' WHERE lower(username) = 'demo.driver'");
    const after = await evidenceOf(h.admin);
    expect(after.digest).not.toBe(before.digest);
    expect(after.earlierVersions?.map((v) => v.digest)).toEqual([printed.digest, before.digest]);
    expect((await verifyDigest(after, before.digest)).of).toBe('earlier');
  });

  it('the list of earlier versions is not part of the digest', async () => {
    const current = await evidenceOf(h.admin);
    const forged = {
      ...current,
      earlierVersions: [{ digest: 'cd'.repeat(32), firstServedAt: '2020-01-01T00:00:00Z' }],
    };
    expect(await evidenceDigest(forged)).toBe(current.digest);
    expect((await verifyDigest(current, 'cd'.repeat(32))).of).toBe('none');
  });
});
