// The customer tracking page (product rule 2.23): a link per job for the admins of its branch, and the page the
// link opens with no login: every stage in the customer's words from the database and the branch's board, the
// driver's first name only, no other customer and no position, a plain 404 for a wrong, malformed or expired
// link, 429 after too many misses or too many pages from one address, under 15 KiB, and no token in the log.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { longDayText } from '@domain/customer/delivery-stage-words';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse, TrackingLinkResponse } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { addDays, formatTimestamp, timestampMs, todayIso, toRequestDate } from '@domain/time/dates';
import { rateLimits } from '@server/auth/rate-limits';
import { demoAdmin2, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { SECOND_RETAILER } from '@server/seed/demo-reason-codes';
import { BOARD_FRESH_MS } from '@server/tracking/tracking-boards';
import { NOT_VALID_MESSAGE } from '@server/tracking/tracking-page-html';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

const today = todayIso();
let clock = timestampMs(`${today}T10:00:00`) as number;
const logLines: string[] = [];

let h: JobUpdateHarness;
let admin2: Record<string, string>;
let day1: Job[];
let day2: Job[];
/** Each test's requests come from an address of its own (the gateway trusts X-Forwarded-For here). */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

async function scheduleOf(headers: Record<string, string>): Promise<Job[]> {
  const res = await h.gw.request(apiPaths.jobsForDate(toRequestDate(today)), { headers });
  return ((await res.json()) as JobsResponse).schedule;
}

beforeAll(async () => {
  h = await startJobUpdateHarness({
    now: () => new Date(clock),
    trustProxy: true,
    log: (line) => logLines.push(line),
    tracking: { retailerNames: { [DEFAULT_RETAILER_CODE]: 'Oak & Co', [SECOND_RETAILER]: 'Hart <Homes>' } },
  });
  admin2 = await h.gw.headersFor(demoAdmin2);
  day1 = await scheduleOf(h.driver);
  day2 = await scheduleOf(h.driver2);
});
afterAll(() => h.gw.close());

async function linkOf(jobId: string, headers: Record<string, string>): Promise<TrackingLinkResponse> {
  const res = await h.gw.request(apiPaths.adminTrackingLink(jobId), { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as TrackingLinkResponse;
}

async function open(path: string, address: string, init: RequestInit = {}): Promise<Response> {
  return h.gw.request(path, { ...init, headers: { 'x-forwarded-for': address, ...init.headers } });
}

/** The page of the job's link, as HTML. */
async function pageOf(jobId: string, headers: Record<string, string>): Promise<string> {
  const res = await open(new URL((await linkOf(jobId, headers)).url).pathname, freshAddress());
  expect(res.status).toBe(200);
  return res.text();
}

/** The status region's words, its paragraphs joined by a space. */
const statusOf = (html: string) =>
  (/<section id="status"[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '')
    .replace(/<\/p><p[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '');
const job2 = (seq: number) => day2[seq - 1] as Job;

describe('the admins’ link call', () => {
  it('answers one link per job, 24 base64url characters of token, until the end of the 7th day after', async () => {
    const first = await linkOf(job2(1).id, admin2);
    const again = await linkOf(job2(1).id, admin2);
    expect(again).toEqual(first);
    expect(first.url).toMatch(new RegExp(`^${h.gw.url}/track/[A-Za-z0-9_-]{24}$`));
    expect(first.expires_at).toBe(
      new Date(timestampMs(`${addDays(today, 8)}T00:00:00`) as number).toISOString(),
    );
  });

  it('is for the admins of the job’s branch only', async () => {
    const path = apiPaths.adminTrackingLink(job2(1).id);
    expect((await h.gw.request(path, { headers: h.admin })).status).toBe(404);
    expect((await h.gw.request(path, { headers: h.driver2 })).status).toBe(403);
    expect((await h.gw.request(path)).status).toBe(401);
    expect((await h.gw.request(apiPaths.adminTrackingLink('no-such-job'), { headers: admin2 })).status).toBe(
      404,
    );
  });
});

describe('the page', () => {
  it('is small, plain HTML for a screen reader, never stored, indexed or referred, under its own CSP', async () => {
    const { url } = await linkOf(job2(2).id, admin2);
    const res = await open(new URL(url).pathname, freshAddress(), { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(Buffer.byteLength(html)).toBeLessThan(15 * 1024);
    expect(gzipSync(html).byteLength).toBeLessThan(15 * 1024);
    expect(html).toContain('<html lang="en-GB">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(/<main>.*<\/main>/);
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="60"></noscript>');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('says a job is booked while its van has not started the day, with the retailer, the day and the window', async () => {
    const html = await pageOf(job2(2).id, admin2);
    expect(html).toContain('<h1>Your delivery from Hart &lt;Homes&gt;</h1>');
    expect(html).toContain('data-stage="scheduled"');
    expect(statusOf(html)).toContain(
      `Your delivery is booked for ${longDayText(today)}, between 10:00 and 11:00.`,
    );
  });

  it("names a job without a retailer by the default retailer code's name, as its webhooks name that code", async () => {
    const noRetailer = day1.find((job) => job.delivery_job.retailer_id === null) as Job;
    expect(await pageOf(noRetailer.id, h.admin)).toContain('<h1>Your delivery from Oak &amp; Co</h1>');
  });

  it('follows the van: arriving at the next stop, on the way with the stops before, the driver by first name only', async () => {
    const [place] = await h.gw.db.query<{ latitude: number; longitude: number }>(
      `SELECT latitude, longitude FROM geocodes WHERE postcode_key = 'BS78AE'`,
    );
    const at = formatTimestamp(clock);
    const beat = {
      status: 'generic',
      app: 'doorstep',
      timestamp: at,
      send_timestamp: at,
      precision: 8,
      ...place,
    };
    expect((await h.post(apiPaths.heartbeat, h.driver2, [beat])).status).toBe(200);
    // The pages' boards are a few seconds old at most: the next page after that sees the heartbeat.
    clock += BOARD_FRESH_MS;

    const arriving = await pageOf(job2(1).id, admin2);
    expect(arriving).toContain('data-stage="arriving"');
    expect(statusOf(arriving)).toContain('Your driver is arriving now');
    expect(statusOf(arriving)).toContain(`Your driver today is ${demoDriver2.firstName}.`);

    const third = await pageOf(job2(3).id, admin2);
    expect(third).toContain('data-stage="on-the-way"');
    expect(statusOf(third)).toMatch(
      /Your driver is on the way\. There are 2 stops before yours\. Expected between \d\d:\d[05] and \d\d:\d[05]\./,
    );
    for (const html of [arriving, third]) {
      expect(html).not.toContain(demoDriver2.lastName);
      for (const other of day2.slice(0, 2)) expect(html).not.toContain(other.customer[0]?.name);
      expect(html).not.toContain(String(place?.latitude));
      expect(html).not.toContain(String(place?.longitude));
      expect(html).not.toMatch(/\d+(\.\d+)? ?(km|m) /);
    }
  });

  it('says delivered at the outcome time, signed for by the printed name', async () => {
    const done = { ...completedJob(job2(1)), signed_by: 'J. Smith' };
    expect((await h.post(apiPaths.jobUpdate, h.driver2, done, randomUUID())).status).toBe(200);
    const html = await pageOf(job2(1).id, admin2);
    expect(html).toContain('data-stage="delivered"');
    expect(statusOf(html)).toContain('Delivered at 10:15, signed for by J. Smith');
    expect(statusOf(html)).not.toContain('Your driver today');
  });

  it('says not delivered with the reason in plain words and whom to contact', async () => {
    const failed = day1.find((job) => job.job_outcome_status === 4) as Job;
    const html = await pageOf(failed.id, h.admin);
    expect(html).toContain('data-stage="not-delivered"');
    expect(statusOf(html)).toContain(
      'We could not deliver today: customer not in. Please contact Oak &amp; Co to rebook.',
    );
    // The driver's own note stays with the office.
    expect(html).not.toContain('card left');
  });

  it('says a suspended job is held up', async () => {
    const suspended = day1.find((job) => job.job_outcome_status === 5) as Job;
    const html = await pageOf(suspended.id, h.admin);
    expect(html).toContain('data-stage="held-up"');
    expect(statusOf(html)).toContain('Your delivery is held up.');
    expect(html).not.toContain(demoDriver.lastName);
  });
});

describe('links that open nothing', () => {
  it('answers a plain 404 page for a wrong, a malformed and an expired link', async () => {
    const address = freshAddress();
    const wrong = `/track/${'A'.repeat(24)}`;
    for (const path of [wrong, '/track/short', `/track/${'A'.repeat(25)}`, '/track/a/b', '/track/']) {
      const res = await open(path, address, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain(`<h1>${NOT_VALID_MESSAGE}</h1>`);
    }
    const { url } = await linkOf(job2(3).id, admin2);
    const saved = clock;
    clock = timestampMs(`${addDays(today, 8)}T00:00:00`) as number;
    try {
      const expired = await open(new URL(url).pathname, address);
      expect(expired.status).toBe(404);
      clock -= 1000;
      expect((await open(new URL(url).pathname, address)).status).toBe(200);
    } finally {
      clock = saved;
    }
  });

  it('refuses an address after too many misses (429 with Retry-After), good links too; others go on', async () => {
    const address = freshAddress();
    const { url } = await linkOf(job2(2).id, admin2);
    for (let i = 0; i < rateLimits.trackingMissesPerAddress.limit; i++)
      expect((await open(`/track/${randomUUID().slice(0, 24)}`, address)).status).toBe(404);
    const refused = await open(`/track/${randomUUID().slice(0, 24)}`, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('<h1>Too many tries</h1>');
    expect((await open(new URL(url).pathname, address)).status).toBe(429);
    expect((await open(new URL(url).pathname, freshAddress())).status).toBe(200);
  });

  it('never counts a page that opened as a miss, but caps the pages of one address a minute', async () => {
    const address = freshAddress();
    const path = new URL((await linkOf(job2(2).id, admin2)).url).pathname;
    for (let i = 0; i < rateLimits.trackingPagesPerAddress.limit; i++)
      expect((await open(path, address)).status).toBe(200);
    expect((await open(path, address)).status).toBe(429);
    clock += rateLimits.trackingPagesPerAddress.windowSeconds * 1000;
    expect((await open(path, address)).status).toBe(200);
  });
});

describe('the request log', () => {
  it('logs the page as /track/:token, never the token', async () => {
    const { url } = await linkOf(job2(2).id, admin2);
    const token = new URL(url).pathname.split('/')[2] ?? '';
    expect((await open(`/track/${token}`, freshAddress())).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logLines.some((line) => line.startsWith('GET /track/:token 200'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });
});
