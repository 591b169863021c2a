// Customer messages on one gateway with no provider, on a clock the test moves (never the hour it runs): the
// morning step writes the window messages at 07:00 (early windows go at once, the rest are held until 08:00);
// an update that completes or fails a job writes its message once; messages without a provider are kept;
// admins of the job's branch read them with the recipient masked, drivers are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { CustomerMessageList } from '@domain/customer/customer-message-list';
import type { Job } from '@domain/job/job';
import { todayIso } from '@domain/time/dates';
import { demoAdmin2 } from '@server/seed/demo-accounts';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

/** Today at the local time. */
const today = (time: string) => new Date(`${todayIso()}T${time}:00`);

let clock = today('07:00');
let h: JobUpdateHarness;

interface MessageRow {
  job_id: string;
  kind: string;
  status: string;
  not_before: Date;
  recipient: string;
  body: string;
}

const rowsOf = (jobId: string) =>
  h.gw.db.query<MessageRow>(
    'SELECT job_id, kind, status, not_before, recipient, body FROM customer_messages WHERE job_id = $1 ORDER BY id',
    [jobId],
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  h = await startJobUpdateHarness({
    now: () => clock,
    accessTokenTtlSeconds: 24 * 60 * 60,
    tracking: { publicBaseUrl: 'https://track.example' },
    webhookTiming: { pollMs: 30, baseMs: 50, capMs: 100, timeoutMs: 1000, leaseMs: 6000 },
  });
}, 60_000);
afterAll(async () => {
  await h.gw.close();
});

describe('the morning', () => {
  it('writes one window message per job not started: early windows kept at once, the rest held to 08:00', async () => {
    const early = h.notStarted(3); // 08:00 to 09:00
    const late = h.notStarted(3, 2);
    expect(late.start_time >= `${todayIso()}T10:00:00`).toBe(true);
    const [kept] = await until(
      () => rowsOf(early.id),
      (rows) => rows[0]?.status === 'kept',
    );
    expect(kept).toMatchObject({ kind: 'window', recipient: early.customer[0]?.contacts[0]?.number.trim() });
    // The window message carries the job's own tracking link.
    const [link] = await h.gw.db.query<{ token: string }>(
      'SELECT token FROM tracking_links WHERE job_id = $1',
      [early.id],
    );
    expect(kept?.body).toMatch(
      /^Doorstep Trafford Park: your delivery is booked for .* between 08:00 and 09:00\. Track it: /,
    );
    expect(kept?.body.endsWith(`Track it: https://track.example/track/${link?.token ?? '?'}`)).toBe(true);
    const [held] = await rowsOf(late.id);
    expect(held).toMatchObject({ kind: 'window', status: 'pending' });
    expect(held?.not_before).toEqual(today('08:00'));

    clock = today('08:01');
    await until(
      () => rowsOf(late.id),
      (rows) => rows[0]?.status === 'kept',
    );
    const [{ count } = { count: -1 }] = await h.gw.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM customer_messages WHERE job_id = $1`,
      [late.id],
    );
    expect(count).toBe(1);
  });
});

describe('an update that closes a job', () => {
  it('writes the delivered message once, with the time and who signed', async () => {
    clock = today('12:00');
    const job = h.notStarted(3, 1);
    const done: Job = { ...completedJob(job), signed_by: 'A Customer' };
    expect((await h.post(apiPaths.jobUpdate, h.driver, done)).status).toBe(200);
    // The same outcome again (the admin corrects a field) tells nothing more.
    expect(
      (await h.post(apiPaths.adminJobUpdate, h.admin, { id: job.id, job_outcome_status: 1 })).status,
    ).toBe(200);
    const rows = await until(
      () => rowsOf(job.id),
      (r) => r.some((m) => m.kind === 'delivered' && m.status === 'kept'),
    );
    const delivered = rows.filter((m) => m.kind === 'delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.body).toBe(
      'Doorstep Trafford Park: your order was delivered at 10:15, signed for by A Customer. Thank you.',
    );
  });

  it('writes the not-delivered message with the reason in words; a suspension tells nothing', async () => {
    const job = h.notStarted(4);
    const failed = {
      id: job.id,
      job_outcome_status: 4,
      delivery_job: { ...job.delivery_job, job_failed_reason: 1001 },
    };
    const suspendedJob = h.notStarted(2);
    expect(
      (await h.post(apiPaths.adminJobUpdate, h.admin, { id: suspendedJob.id, job_outcome_status: 5 })).status,
    ).toBe(200);
    expect((await h.post(apiPaths.adminJobUpdate, h.admin, failed)).status).toBe(200);
    const rows = await until(
      () => rowsOf(job.id),
      (r) => r.some((m) => m.kind === 'not-delivered'),
    );
    expect(rows.find((m) => m.kind === 'not-delivered')?.body).toBe(
      'Doorstep Trafford Park: we could not deliver your order today (Customer not in). Please contact Doorstep Trafford Park to rebook.',
    );
    // (Its window message, and its on-the-way when it is one of the van's next stops, came before.)
    const kinds = (await rowsOf(suspendedJob.id)).map((m) => m.kind);
    expect(kinds).not.toContain('delivered');
    expect(kinds).not.toContain('not-delivered');
  });

  it('writes nothing for a customer without a number or e-mail', async () => {
    const job = h.notStarted(4, 1);
    await h.gw.db.query(
      `UPDATE jobs SET document = jsonb_set(document, '{customer,0,contacts}', '[]'::jsonb) WHERE id = $1`,
      [job.id],
    );
    await h.gw.db.query('DELETE FROM customer_messages WHERE job_id = $1', [job.id]);
    expect(
      (await h.post(apiPaths.adminJobUpdate, h.admin, { id: job.id, job_outcome_status: 1 })).status,
    ).toBe(200);
    expect(await rowsOf(job.id)).toEqual([]);
  });
});

describe('GET the job messages', () => {
  it('lists them to the admins of its branch, the recipient masked; drivers 403, another branch 404', async () => {
    const job = h.notStarted(3, 1);
    const res = await h.gw.request(apiPaths.jobMessages(job.id), { headers: h.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = (await res.json()) as CustomerMessageList;
    expect(list.jobId).toBe(job.id);
    expect(list.messages.map((m) => [m.kind, m.status])).toEqual([
      ['window', 'kept'],
      ['delivered', 'kept'],
    ]);
    const number = job.customer[0]?.contacts[0]?.number.trim() ?? '';
    expect(list.messages[0]?.to).toMatch(/^\d\d[•\s]+\d{3}$/);
    expect(list.messages[0]?.to.slice(-3)).toBe(number.slice(-3));
    expect(JSON.stringify(list)).not.toContain(number);

    expect((await h.gw.request(apiPaths.jobMessages(job.id), { headers: h.driver })).status).toBe(403);
    const admin2 = await h.gw.headersFor(demoAdmin2);
    expect((await h.gw.request(apiPaths.jobMessages(job.id), { headers: admin2 })).status).toBe(404);
    expect((await h.gw.request(apiPaths.jobMessages(job.id))).status).toBe(401);
  });
});
