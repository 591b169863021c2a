// The send window: a change saved more than 30 days ago (Doorstep-Saved-At) is refused
// with 422 SAVED_TOO_LONG_AGO and applies nothing, and Idempotency-Keys are kept 35 days, so a repeat the
// window lets through is replayed from its record and never applied a second time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { SAVED_AT_HEADER } from '@domain/sync/sync-window';
import { formatTimestamp } from '@domain/time/dates';
import { MALFORMED_SAVED_AT } from '@server/http/send-window';
import { demoDriver } from '@server/seed/demo-accounts';
import { databaseFingerprint } from './database-fingerprint';
import { completedJob, startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far the gateway's clock runs ahead of the real one. */
let ahead = 0;
let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness({ now: () => new Date(Date.now() + ahead) });
});
afterAll(() => h.gw.close());

/** The caller's headers with Doorstep-Saved-At. */
const savedAt = (caller: Record<string, string>, at: string) => ({ ...caller, [SAVED_AT_HEADER]: at });

/** The ISO instant days before the gateway's now. */
const daysAgo = (days: number) => new Date(Date.now() + ahead - days * DAY_MS).toISOString();

/** The risk assessment of a job, as the phone sends it. */
const assessment = (job: Job) => ({
  orderReference: job.delivery_job.order_number,
  user_type: 'driver',
  firstName: 'Dan',
  lastName: 'Driver',
  timestamp: formatTimestamp(new Date()),
  questions: riskQuestions.map((q) => ({ questionId: q.id, isTrue: false, details: '', imageUrls: [] })),
});

/** Each idempotent JSON call: its path, caller and a body for a job. */
const calls = [
  { name: 'the driver’s job update', path: apiPaths.jobUpdate, caller: () => h.driver, body: completedJob },
  {
    name: 'the admin’s job update',
    path: apiPaths.adminJobUpdate,
    caller: () => h.admin,
    body: completedJob,
  },
  { name: 'a risk assessment', path: apiPaths.draUpdate, caller: () => h.driver, body: assessment },
];

describe('the gateway refuses a change older than it keeps keys', () => {
  it.each(calls.map((call, i) => [call.name, call, i] as const))(
    'refuses %s saved 31 days ago with 422 SAVED_TOO_LONG_AGO and applies nothing',
    async (_, call, i) => {
      const job = h.notStarted(3, i);
      const saved = daysAgo(31);
      const before = await databaseFingerprint(h.gw.db);
      const res = await h.post(call.path, savedAt(call.caller(), saved), call.body(job), randomUUID());
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: `This change was saved on ${new Date(saved).toLocaleDateString('en-GB')}, more than 30 days ago, and was not applied. Ask the office to check the job.`,
        code: 'SAVED_TOO_LONG_AGO',
      });
      expect(await databaseFingerprint(h.gw.db)).toEqual(before);
    },
  );

  it.each(calls.map((call, i) => [call.name, call, i] as const))(
    'applies %s saved 29 days ago',
    async (_, call, i) => {
      const job = h.notStarted(4, i);
      const res = await h.post(call.path, savedAt(call.caller(), daysAgo(29)), call.body(job), randomUUID());
      expect(res.status).toBe(200);
    },
  );

  it('refuses a change saved 31 days ago without an Idempotency-Key too', async () => {
    const job = h.notStarted(1);
    const res = await h.post(apiPaths.jobUpdate, savedAt(h.driver, daysAgo(31)), completedJob(job));
    expect(res.status).toBe(422);
    expect(await h.updateRows(job.id)).toEqual([]);
  });

  it('applies a change without Doorstep-Saved-At (older clients)', async () => {
    const job = h.notStarted(1, 1);
    expect((await h.post(apiPaths.jobUpdate, h.driver, completedJob(job), randomUUID())).status).toBe(200);
  });

  it.each([
    'yesterday',
    '2026-02-31T10:00:00Z',
    '2026-05-01T24:00:00Z',
    '2026-05-01T10:00:00',
    '1714550000000',
    '',
  ])('answers Doorstep-Saved-At %j 400 and stores nothing', async (value) => {
    const job = h.notStarted(2);
    const before = await databaseFingerprint(h.gw.db);
    const res = await h.post(apiPaths.jobUpdate, savedAt(h.driver, value), completedJob(job), randomUUID());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MALFORMED_SAVED_AT });
    expect(await databaseFingerprint(h.gw.db)).toEqual(before);
  });

  it('still knows a key 34 days later: the repeat is replayed, not applied twice; after 35 it is refused', async () => {
    const job = h.notStarted(2, 1);
    const key = randomUUID();
    const saved = daysAgo(0);
    const first = await h.post(apiPaths.jobUpdate, savedAt(h.driver, saved), completedJob(job), key);
    expect(first.status).toBe(200);
    const answer = await first.text();

    ahead = 34 * DAY_MS;
    const driver = await h.gw.headersFor(demoDriver);
    const repeat = await h.post(apiPaths.jobUpdate, savedAt(driver, saved), completedJob(job), key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.text()).toBe(answer);
    expect(await h.updateRows(job.id)).toHaveLength(1);

    ahead = 36 * DAY_MS;
    const later = await h.gw.headersFor(demoDriver);
    const forgotten = await h.post(apiPaths.jobUpdate, savedAt(later, saved), completedJob(job), key);
    expect(forgotten.status).toBe(422);
    expect(await forgotten.json()).toMatchObject({ code: 'SAVED_TOO_LONG_AGO' });
    expect(await h.updateRows(job.id)).toHaveLength(1);
    const [kept] = await h.gw.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1',
      [key],
    );
    expect(kept?.n).toBe(0);
  });
});
