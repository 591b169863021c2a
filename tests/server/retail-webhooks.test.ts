// Retail webhooks on one gateway: an accepted job update is posted once, signed, to its retailer's endpoint;
// an endpoint that answers 500 gets the same event again; a day of failures ends in `failed`; a refused
// update and a retailer without an endpoint queue nothing; no secret reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { retailerIdOf } from '@domain/job/retailer';
import { IF_MATCH_HEADER, revisionTag } from '@domain/sync/sync-window';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { demoDriver } from '@server/seed/demo-accounts';
import type { JobUpdatedEvent } from '@server/webhooks/job-updated-event';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { ReceivedPost, WebhookReceiver } from '@e2e/support/webhook-receiver';
import { TOLERANCE_SECONDS, verifyDoorstepSignature } from '@e2e/support/webhook-verification';

const SECRET = 'whsec-test-0123456789abcdef0123456789abcdef';
const HOUR_MS = 60 * 60_000;

interface OutboxRow {
  event_id: string;
  job_id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
}

let h: JobUpdateHarness;
let receiver: WebhookReceiver;
let todays: Job[];
/** How far the gateway's clock is ahead of the real one (the give-up test moves it). */
let clockAheadMs = 0;
const logLines: string[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  h = await startJobUpdateHarness({
    now: () => new Date(Date.now() + clockAheadMs),
    log: (line) => logLines.push(line),
    retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] },
    webhookTiming: { baseMs: 100, capMs: 200, pollMs: 50, timeoutMs: 1000, leaseMs: 6000 },
  });
  const res = await h.gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: h.driver });
  todays = ((await res.json()) as JobsResponse).schedule;
}, 60_000);
afterAll(async () => {
  await h.gw.close();
  await receiver.close();
});

const used = new Set<string>();
/** One of today's jobs not yet started, of the type and a retailer that passes, not used by another test. */
function freshJob(jobType: number, retailer: (id: string) => boolean): Job {
  const job = todays.find(
    (j) =>
      j.job_outcome_status === 3 && j.job_type === jobType && retailer(retailerIdOf(j)) && !used.has(j.id),
  );
  if (!job) throw new Error('no fresh seeded job of that type and retailer');
  used.add(job.id);
  return job;
}
/** A delivery of the retailer with an endpoint. */
const freshDelivery = () => freshJob(3, (id) => id === DEFAULT_RETAILER_CODE);
/** The job of the retry test, as seeded (the refusal test updates it again). */
let retried: Job | undefined;

const rowsOf = (jobId: string) =>
  h.gw.db.query<OutboxRow>(
    `SELECT event_id::text AS event_id, job_id, status, attempts, last_status, last_error
     FROM retail_webhooks WHERE job_id = $1 AND event_type = 'job.updated' ORDER BY id`,
    [jobId],
  );
const eventOf = (body: string) => JSON.parse(body) as JobUpdatedEvent;
/** The job.updated posts of the job (its record's completion is posted too: retail-record-link.test.ts). */
const updatesOf = (jobId: string) => (p: ReceivedPost) =>
  eventOf(p.body).type === 'job.updated' && eventOf(p.body).data.job.id === jobId;

describe('an accepted job update', () => {
  it('is posted once within a second, signed with the endpoint secret, carrying what retail needs', async () => {
    const job = freshDelivery();
    const sent = Date.now();
    const res = await h.post(apiPaths.jobUpdate, h.driver, completedJob(job));
    expect(res.status).toBe(200);
    const [post] = await receiver.waitFor(1, 5000, (p) => updatesOf(job.id)(p));
    if (!post) throw new Error('no post');
    expect(post.at - sent).toBeLessThan(1000);
    expect(post.contentType).toBe('application/json');
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(verifyDoorstepSignature(SECRET, post.body, post.signature, nowSeconds)).toBe(true);
    // A receiver refuses the same post replayed after the tolerance, and a body changed on the way.
    expect(
      verifyDoorstepSignature(SECRET, post.body, post.signature, nowSeconds + TOLERANCE_SECONDS + 1),
    ).toBe(false);
    expect(
      verifyDoorstepSignature(
        SECRET,
        post.body.replace('"revision":2', '"revision":3'),
        post.signature,
        nowSeconds,
      ),
    ).toBe(false);
    expect(
      verifyDoorstepSignature('another-secret-0123456789abcdef0123', post.body, post.signature, nowSeconds),
    ).toBe(false);

    const event = eventOf(post.body);
    expect(event.id).toBe(post.eventId);
    expect(event.type).toBe('job.updated');
    expect(event.data.job).toEqual({
      id: job.id,
      job_number: jobNumberFromId(job.id),
      order_number: job.delivery_job.order_number,
      retailer_id: DEFAULT_RETAILER_CODE,
      revision: (job.revision ?? 0) + 1,
      job_outcome_status: 1,
      job_outcome_time: `${todayIso()}T10:15:00`,
      job_failed_reason: job.delivery_job.job_failed_reason ?? null,
      start_time: job.start_time,
      end_time: job.end_time,
      evidence_record_url: null,
    });
    expect(post.body).not.toContain(demoDriver.username);
    expect(post.body).not.toContain(SECRET);

    // The result is written just after the answer: wait for it rather than race it.
    await expect.poll(async () => (await rowsOf(job.id))[0]?.status).toBe('delivered');
    const rows = await rowsOf(job.id);
    expect(rows).toEqual([
      {
        event_id: event.id,
        job_id: job.id,
        status: 'delivered',
        attempts: 1,
        last_status: 200,
        last_error: null,
      },
    ]);
    // Nothing is posted again once taken.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.posts.filter((p) => p.eventId === event.id)).toHaveLength(1);
  });

  it('is tried again with the same event id after two 500 answers, and taken on the third try', async () => {
    const job = freshDelivery();
    retried = job;
    const answers = new Map<string, number>();
    receiver.answer = (post) => {
      if (eventOf(post.body).data.job.id !== job.id) return 200;
      const seen = (answers.get(post.eventId) ?? 0) + 1;
      answers.set(post.eventId, seen);
      return seen <= 2 ? 500 : 200;
    };
    try {
      expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(job))).status).toBe(200);
      const posts = await receiver.waitFor(3, 5000, (p) => updatesOf(job.id)(p));
      expect(new Set(posts.map((p) => p.eventId)).size).toBe(1);
      expect(new Set(posts.map((p) => p.body)).size).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.posts.filter((p) => updatesOf(job.id)(p))).toHaveLength(3);
      expect(await rowsOf(job.id)).toEqual([
        {
          event_id: posts[0]?.eventId,
          job_id: job.id,
          status: 'delivered',
          attempts: 3,
          last_status: 200,
          last_error: null,
        },
      ]);
      expect(logLines.filter((line) => line.includes(posts[0]?.eventId ?? '-'))).toHaveLength(2);
      expect(logLines.join('\n')).not.toContain(SECRET);
    } finally {
      receiver.answer = () => 200;
    }
  });
});

describe('nothing is queued', () => {
  it('for an update sent again under the same Idempotency-Key (the stored answer is replayed)', async () => {
    const job = freshJob(2, (id) => id === DEFAULT_RETAILER_CODE);
    const key = 'retail-webhook-replay-1';
    expect((await h.post(apiPaths.jobUpdate, h.driver, job, key)).status).toBe(200);
    expect((await h.post(apiPaths.jobUpdate, h.driver, job, key)).status).toBe(200);
    const rows = await rowsOf(job.id);
    expect(rows).toHaveLength(1);
    await receiver.waitFor(1, 5000, (p) => p.eventId === rows[0]?.event_id);
  });

  it('for a retailer without an endpoint', async () => {
    const job = freshJob(2, (id) => id !== DEFAULT_RETAILER_CODE);
    // The job sent back as it is: accepted (a new revision) but the retailer has no endpoint.
    const res = await h.post(apiPaths.jobUpdate, h.driver, job);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { job: Job }).job.revision).toBe((job.revision ?? 0) + 1);
    expect(await rowsOf(job.id)).toEqual([]);
  });

  it('for an update refused with 400 or 409', async () => {
    const job = retried;
    if (!job) throw new Error('the retry test runs first');
    const unknownProduct = { ...completedJob(job), products: [{ ...job.products[0], id: 987_654 }] };
    expect((await h.post(apiPaths.jobUpdate, h.driver, unknownProduct)).status).toBe(400);
    expect(await rowsOf(job.id)).toHaveLength(1);

    // The admin's accepted update queues one; the driver's change based on the revision before is refused.
    expect((await h.post(apiPaths.adminJobUpdate, h.admin, completedJob(job))).status).toBe(200);
    expect(await rowsOf(job.id)).toHaveLength(2);
    const stale = await h.gw.request(apiPaths.jobUpdate, {
      method: 'POST',
      headers: {
        ...h.driver,
        'content-type': 'application/json',
        [IF_MATCH_HEADER]: revisionTag(job.revision ?? 1),
      },
      body: JSON.stringify(completedJob(job)),
    });
    expect(stale.status).toBe(409);
    expect(await rowsOf(job.id)).toHaveLength(2);
  });
});

describe('an endpoint that never takes the event', () => {
  it('is tried until 24 hours after the update, then the row is failed', async () => {
    const job = freshDelivery();
    receiver.answer = (post) => (eventOf(post.body).data.job.id === job.id ? 503 : 200);
    expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(job))).status).toBe(200);
    await receiver.waitFor(2, 5000, (p) => updatesOf(job.id)(p));
    expect((await rowsOf(job.id))[0]?.status).toBe('pending');
    clockAheadMs = 24 * HOUR_MS + 60_000;
    const until = Date.now() + 5000;
    let rows = await rowsOf(job.id);
    while (rows[0]?.status === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await rowsOf(job.id);
    }
    expect(rows[0]).toMatchObject({ status: 'failed', last_status: 503, last_error: 'answered 503' });
    const tries = receiver.posts.filter((p) => updatesOf(job.id)(p)).length;
    expect(rows[0]?.attempts).toBe(tries);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.posts.filter((p) => updatesOf(job.id)(p))).toHaveLength(tries);
  });
});
