// A completed evidence record is announced to the retailer once, with its digest and a link that serves the
// record without a login until it expires; later job.updated bodies carry the link; a second look at the
// record (the driver's read, a burst of reads side by side) announces nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { evidenceDigest } from '@domain/evidence/evidence-digest';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { retailerIdOf } from '@domain/job/retailer';
import type { EvidenceRecordCompletedEvent } from '@server/webhooks/evidence-record-completed-event';
import type { JobUpdatedEvent } from '@server/webhooks/job-updated-event';
import { signatureObjectTarget } from '@domain/photos/object-store-keys';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { ReceivedPost, WebhookReceiver } from '@e2e/support/webhook-receiver';
import { verifyDoorstepSignature } from '@e2e/support/webhook-verification';
import { recordVerifies } from './record-verification';

const SECRET = 'whsec-record-0123456789abcdef0123456789ab';
const DAY_MS = 24 * 60 * 60_000;
const LINK_DAYS = 3;

let h: JobUpdateHarness;
let receiver: WebhookReceiver;
let clockAheadMs = 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  h = await startJobUpdateHarness({
    now: () => new Date(Date.now() + clockAheadMs),
    retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] },
    webhookTiming: { baseMs: 100, capMs: 200, pollMs: 50, timeoutMs: 1000, leaseMs: 6000 },
    recordLinkDays: LINK_DAYS,
  });
}, 60_000);
afterAll(async () => {
  await h.gw.close();
  await receiver.close();
});

type AnyEvent = EvidenceRecordCompletedEvent | JobUpdatedEvent;
const eventOf = (post: ReceivedPost) => JSON.parse(post.body) as AnyEvent;
const completionsOf = (jobId: string) => (post: ReceivedPost) => {
  const event = eventOf(post);
  return event.type === 'evidence_record.completed' && event.data.job.id === jobId;
};
const completionRows = (jobId: string) =>
  h.gw.db.query<{ event_id: string }>(
    `SELECT event_id::text AS event_id FROM retail_webhooks
     WHERE job_id = $1 AND event_type = 'evidence_record.completed'`,
    [jobId],
  );
/** The path of a link (the gateway under test answers it at its own origin). */
const pathOf = (url: string) => new URL(url).pathname;

/** A delivery of the retailer with an endpoint, not started at seed time. */
function delivery(skip: number): Job {
  for (let n = 0; ; n += 1) {
    const job = h.notStarted(3, n);
    if (retailerIdOf(job) === DEFAULT_RETAILER_CODE && skip-- === 0) return job;
  }
}

describe('a completed evidence record', () => {
  let job: Job;
  let event: EvidenceRecordCompletedEvent;

  it('is posted once to the retailer, signed, with its digest and a link', async () => {
    job = delivery(0);
    expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(job))).status).toBe(200);
    const [post] = await receiver.waitFor(1, 5000, completionsOf(job.id));
    if (!post) throw new Error('no post');
    expect(verifyDoorstepSignature(SECRET, post.body, post.signature, Math.floor(Date.now() / 1000))).toBe(
      true,
    );
    event = eventOf(post) as EvidenceRecordCompletedEvent;
    expect(event.id).toBe(post.eventId);
    expect(event.data.job).toEqual({
      id: job.id,
      job_number: jobNumberFromId(job.id),
      order_number: job.delivery_job.order_number,
      retailer_id: DEFAULT_RETAILER_CODE,
    });
    expect(event.data.record.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(event.data.record.url).toMatch(new RegExp(`^${h.gw.url}/retail-record-api/records/[\\w-]{43}$`));
    const expires = new Date(event.data.record.expires_at).getTime();
    expect(Math.abs(expires - (Date.parse(event.created) + LINK_DAYS * DAY_MS))).toBeLessThan(1000);
    expect(post.body).not.toContain(SECRET);
  });

  it('is served at the link without a login, and its digest verifies', async () => {
    const res = await h.gw.request(pathOf(event.data.record.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const read = (await res.json()) as Record<string, unknown>;
    expect(recordVerifies(read, event.data.record.digest)).toBe(true);
    // A record changed on the way, or another digest, does not verify.
    expect(recordVerifies({ ...read, source: 'phone' }, event.data.record.digest)).toBe(false);
    expect(recordVerifies(read, 'f'.repeat(64))).toBe(false);
    const record = read as unknown as EvidenceRecord;
    expect(record.job.id).toBe(job.id);
    // What a retailer does: recompute the digest of the record it read and find the one it was sent.
    const recomputed = await evidenceDigest(record);
    expect(recomputed).toBe(record.digest);
    const known = [record.digest, ...(record.earlierVersions ?? []).map((v) => v.digest)];
    expect(known).toContain(event.data.record.digest);
  });

  it('is announced no more when read again, by the driver and by many reads side by side', async () => {
    const reads = Array.from({ length: 6 }, () =>
      h.gw.request(apiPaths.jobEvidence(job.id), { headers: h.driver }),
    );
    for (const res of await Promise.all(reads)) expect(res.status).toBe(200);
    expect(await completionRows(job.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.posts.filter(completionsOf(job.id))).toHaveLength(1);
  });

  it('is linked from every later job.updated body', async () => {
    const before = receiver.posts.length;
    expect((await h.post(apiPaths.adminJobUpdate, h.admin, completedJob(job))).status).toBe(200);
    const posts = await receiver.waitFor(1, 5000, (post) => {
      const e = eventOf(post);
      return e.type === 'job.updated' && e.data.job.id === job.id && receiver.posts.indexOf(post) >= before;
    });
    const updated = eventOf(posts[0] as ReceivedPost) as JobUpdatedEvent;
    expect(updated.data.job.evidence_record_url).toBe(event.data.record.url);
    expect(await completionRows(job.id)).toHaveLength(1);
  });

  it('answers a wrong token, an image the record does not show and an expired link with 404', async () => {
    const link = pathOf(event.data.record.url);
    const token = link.split('/').pop() ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await h.gw.request(apiPaths.retailRecord(wrong))).status).toBe(404);
    expect((await h.gw.request(apiPaths.retailRecord('short'))).status).toBe(404);
    expect((await h.gw.request(apiPaths.retailRecordImage(token, 'ORIG/not-this-job.jpg'))).status).toBe(404);
    clockAheadMs = LINK_DAYS * DAY_MS + 60_000;
    try {
      expect((await h.gw.request(link)).status).toBe(404);
    } finally {
      clockAheadMs = 0;
    }
    expect((await h.gw.request(link)).status).toBe(200);
  });
});

describe('a record whose signature reached the store after the closing update', () => {
  it('is announced when the record is next read with every image stored, not before', async () => {
    const job = delivery(2);
    const { objects } = h.gw;
    const { key } = signatureObjectTarget(objects.settings.environment, job.id, Date.now(), 'late0001');
    const signed = { ...completedJob(job), signature: objects.urlOf(key) };
    expect((await h.post(apiPaths.jobUpdate, h.driver, signed)).status).toBe(200);
    expect((await h.gw.request(apiPaths.jobEvidence(job.id), { headers: h.driver })).status).toBe(200);
    expect(await completionRows(job.id)).toEqual([]);

    await objects.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg');
    const res = await h.gw.request(apiPaths.jobEvidence(job.id), { headers: h.admin });
    expect(res.status).toBe(200);
    const record = (await res.json()) as EvidenceRecord;
    const [post] = await receiver.waitFor(1, 5000, completionsOf(job.id));
    const event = eventOf(post as ReceivedPost) as EvidenceRecordCompletedEvent;
    expect(event.data.record.digest).toBe(record.digest);
    // The retailer reads the signature's bytes through its link too.
    const token = pathOf(event.data.record.url).split('/').pop() ?? '';
    const image = await h.gw.request(apiPaths.retailRecordImage(token, key));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('no announcement', () => {
  it('for a job that is not closed', async () => {
    const job = delivery(1);
    expect((await h.post(apiPaths.jobUpdate, h.driver, job)).status).toBe(200);
    expect((await h.gw.request(apiPaths.jobEvidence(job.id), { headers: h.driver })).status).toBe(200);
    expect(await completionRows(job.id)).toEqual([]);
  });

  it('for a closed job whose retailer has no endpoint', async () => {
    let other: Job | undefined;
    for (let n = 0; !other; n += 1) {
      const job = h.notStarted(2, n);
      if (retailerIdOf(job) !== DEFAULT_RETAILER_CODE) other = job;
    }
    expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(other))).status).toBe(200);
    expect(await completionRows(other.id)).toEqual([]);
    const [links] = await h.gw.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM retail_record_links WHERE job_id = $1',
      [other.id],
    );
    expect(links?.n).toBe('0');
  });
});
