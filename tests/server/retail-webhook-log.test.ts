// The admins' retail webhook delivery log: a branch's admin sees its jobs' webhooks newest first, filtered by
// retailer and status, with the last answer; a resend posts the same event again; drivers are refused and
// another branch's admin never sees or resends the row; bad input is a 400 naming the field; no answer holds
// the endpoint's URL or secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { RetailWebhookLogEntry, RetailWebhookLogPage } from '@domain/gateway/retail-webhook-log-shapes';
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { retailerIdOf } from '@domain/job/retailer';
import { demoAdmin2 } from '@server/seed/demo-accounts';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { WebhookReceiver } from '@e2e/support/webhook-receiver';

const SECRET = 'whsec-log-0123456789abcdef0123456789abcd';

let h: JobUpdateHarness;
let receiver: WebhookReceiver;
let admin2: Record<string, string>;
let job: Job;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  h = await startJobUpdateHarness({
    retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] },
    // Far apart retries: the row stays pending with its 500 until the test resends it.
    webhookTiming: { baseMs: 600_000, capMs: 600_000, pollMs: 50, timeoutMs: 1000, leaseMs: 6000 },
  });
  admin2 = await h.gw.headersFor(demoAdmin2);
}, 60_000);
afterAll(async () => {
  await h.gw.close();
  await receiver.close();
});

const log = async (headers: Record<string, string>, query = '') =>
  h.gw.request(`${apiPaths.retailWebhookLog}${query}`, { headers });
const resend = (headers: Record<string, string>, eventId: string) =>
  h.gw.request(apiPaths.retailWebhookResend(eventId), { method: 'POST', headers });
const pageOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as RetailWebhookLogPage;
};

describe('the delivery log', () => {
  it('lists the branch job webhooks newest first, with the answer that came back', async () => {
    for (let n = 0; !job; n += 1) {
      const candidate = h.notStarted(3, n);
      if (retailerIdOf(candidate) === DEFAULT_RETAILER_CODE) job = candidate;
    }
    receiver.answer = () => 500;
    expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(job))).status).toBe(200);
    await receiver.waitFor(2, 5000);
    const page = await pageOf(await log(h.admin, `?retailer=${DEFAULT_RETAILER_CODE}`));
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 2, retailers: [DEFAULT_RETAILER_CODE] });
    const types = page.entries.map((entry) => entry.eventType);
    expect(types.sort()).toEqual(['evidence_record.completed', 'job.updated']);
    const updated = page.entries.find((entry) => entry.eventType === 'job.updated');
    expect(updated).toMatchObject({
      retailerId: DEFAULT_RETAILER_CODE,
      jobId: job.id,
      jobNumber: jobNumberFromId(job.id),
      status: 'pending',
      attempts: 1,
      lastStatus: 500,
      lastError: 'answered 500',
      deliveredAt: null,
    });
    expect(Date.parse(updated?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
    const created = page.entries.map((entry) => Date.parse(entry.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const text = JSON.stringify(page);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(receiver.url);
  });

  it('is filtered by status and retailer', async () => {
    expect((await pageOf(await log(h.admin, '?status=delivered'))).entries).toEqual([]);
    expect((await pageOf(await log(h.admin, '?status=pending'))).total).toBe(2);
    expect((await pageOf(await log(h.admin, '?retailer=nobody'))).entries).toEqual([]);
  });

  it('is the branch own: another branch sees none of it; drivers are refused', async () => {
    expect((await pageOf(await log(admin2))).entries).toEqual([]);
    expect((await log(h.driver)).status).toBe(403);
  });

  it('answers a bad status or page with a 400 naming the field', async () => {
    const status = await log(h.admin, '?status=sent');
    expect(status.status).toBe(400);
    expect(((await status.json()) as { message: string }).message).toContain('status');
    const page = await log(h.admin, '?page=0');
    expect(page.status).toBe(400);
    expect(((await page.json()) as { message: string }).message).toContain('page');
  });
});

describe('a resend', () => {
  it('posts the same event again at once; once taken the row is delivered, its tries kept', async () => {
    const before = (await pageOf(await log(h.admin, '?status=pending'))).entries;
    const updated = before.find((entry) => entry.eventType === 'job.updated') as RetailWebhookLogEntry;
    receiver.answer = () => 200;
    const posted = receiver.posts.filter((post) => post.eventId === updated.eventId).length;
    const res = await resend(h.admin, updated.eventId);
    expect(res.status).toBe(200);
    expect(((await res.json()) as RetailWebhookLogEntry).status).toBe('pending');
    await receiver.waitFor(posted + 1, 5000, (post) => post.eventId === updated.eventId);
    let entry: RetailWebhookLogEntry | undefined;
    for (const until = Date.now() + 5000; Date.now() < until;) {
      entry = (await pageOf(await log(h.admin))).entries.find((e) => e.eventId === updated.eventId);
      if (entry?.status === 'delivered') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(entry).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200, lastError: null });
    expect(entry?.nextAttemptAt).toBeNull();
    expect(entry?.deliveredAt).not.toBeNull();
  });

  it('of a delivered webhook posts it once more, under the same event id and body', async () => {
    const page = await pageOf(await log(h.admin, '?status=delivered'));
    const delivered = page.entries[0] as RetailWebhookLogEntry;
    const posts = () => receiver.posts.filter((post) => post.eventId === delivered.eventId);
    const seen = posts().length;
    expect((await resend(h.admin, delivered.eventId)).status).toBe(200);
    await receiver.waitFor(seen + 1, 5000, (post) => post.eventId === delivered.eventId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts()).toHaveLength(seen + 1);
    expect(new Set(posts().map((post) => post.body)).size).toBe(1);
  });

  it('is refused to drivers (403) and to another branch (404); a bad event id is a 400', async () => {
    const [entry] = (await pageOf(await log(h.admin))).entries;
    if (!entry) throw new Error('no entry');
    expect((await resend(h.driver, entry.eventId)).status).toBe(403);
    expect((await resend(admin2, entry.eventId)).status).toBe(404);
    expect((await resend(h.admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await resend(h.admin, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('eventId');
  });
});
