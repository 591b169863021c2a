// Field types, formats and sizes at the gateway (product rules 3.1, 5.8 and 9.5): refused with a 400 naming the field, nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { APP_NAME } from '@domain/app/constants';
import { todayIso } from '@domain/time/dates';
import { buildHeartbeat } from '@domain/location/heartbeat-rules';
import type { Job } from '@domain/job/job';
import { applyFailure } from '@domain/outcomes/job-outcome';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { objectUrl, photoObjectTarget, signatureObjectTarget } from '@domain/photos/object-store-keys';
import { buildDraUpdate, emptyRiskAnswers } from '@domain/risk-assessment/risk-assessment-form';
import { databaseFingerprint } from './database-fingerprint';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';

let h: JobUpdateHarness;
beforeAll(async () => {
  h = await startJobUpdateHarness();
});
afterAll(() => h.gw.close());

const now = `${todayIso()}T10:15:00`;
const TIME = 'must be a real date and time written YYYY-MM-DDTHH:mm:ss';
const LINK = 'must be an http or https link of at most 2000 characters';
const SIGNATURE = 'signature must be null or the object store link of a signature of this job';

/** The store link of an object key. */
const link = (key: string) => objectUrl(h.gw.objects.settings.publicBaseUrl, key);
/** The store link of a signature of the job, as the engine's upload answers it. */
const signatureOf = (jobId: string) =>
  link(signatureObjectTarget(h.gw.objects.settings.environment, jobId, Date.now(), 'a1b2c3d4').key);
const photoOf = (jobId: string) => link(photoObjectTarget(`${jobId}-delivered-1795000000`, 'a1b2c3d4').key);

type Change = (job: Job) => Record<string, unknown>;
const note = (date: unknown) => ({ id: '', type: 2, note: 'Left with neighbour.', date, new: true });
const gallery = (uri: unknown) => ({
  job_activity_gallery: [{ id: 'g1', uri, type: 'delivered', status: 'down' }],
});

const jobUpdateCases: [string, Change, string][] = [
  [
    'a job_outcome_time that is no date',
    () => ({ job_outcome_time: 'not-a-date' }),
    `job_outcome_time ${TIME}`,
  ],
  ['an arrived_time on 31 February', () => ({ arrived_time: '2026-02-31T10:00:00' }), `arrived_time ${TIME}`],
  ['an arrived_at_drop as text', () => ({ arrived_at_drop: 'yes' }), 'arrived_at_drop must be true or false'],
  [
    'a departure_time at 24:00',
    () => ({ departure_time: `${todayIso()}T24:00:00` }),
    `departure_time ${TIME}`,
  ],
  [
    'a departure_time with a space',
    () => ({ departure_time: `${todayIso()} 10:00:00` }),
    `departure_time ${TIME}`,
  ],
  ['a payload timestamp that is no date', () => ({ timestamp: 'now' }), `timestamp ${TIME}`],
  [
    'a note date that is no date',
    () => ({ customer: [{ notes: [note('yesterday')] }] }),
    `customer[0].notes[0].date ${TIME}`,
  ],
  [
    'a product note date as a number',
    (job) => ({ products: [{ id: job.products[0]?.id, notes: [note(1795000000)] }] }),
    `products[0].notes[0].date ${TIME}`,
  ],
  ['a 1.9 MB signature', () => ({ signature: `data:image/jpeg;base64,${'A'.repeat(1_900_000)}` }), SIGNATURE],
  [
    'a signature on another host',
    (job) => ({ signature: `https://evil.example/SIGNATURE/DEV/${job.id}-1.jpg` }),
    SIGNATURE,
  ],
  ['another job’s signature', () => ({ signature: signatureOf(h.notStarted(1, 1).id) }), SIGNATURE],
  ['a photo of the job as its signature', (job) => ({ signature: photoOf(job.id) }), SIGNATURE],
  ['a signature that is no text', () => ({ signature: 42 }), SIGNATURE],
  ['a gallery uri that is no link', () => gallery('local'), `job_activity_gallery[0].uri ${LINK}`],
  ['a javascript: gallery uri', () => gallery('javascript:alert(1)'), `job_activity_gallery[0].uri ${LINK}`],
  [
    'a gallery uri over 2000 characters',
    () => gallery(`https://store.example/${'a'.repeat(2000)}`),
    `job_activity_gallery[0].uri ${LINK}`,
  ],
  [
    'a gallery uri with a password',
    () => gallery('https://u:p@store.example/a.png'),
    `job_activity_gallery[0].uri ${LINK}`,
  ],
  [
    'a text outcome status',
    () => ({ job_outcome_status: '1' }),
    'job_outcome_status must be a whole number from 1 to 5',
  ],
  ['a text arrived_at_drop', () => ({ arrived_at_drop: 'yes' }), 'arrived_at_drop must be true or false'],
  ['a numeric signed_by', () => ({ signed_by: 5 }), 'signed_by must be text'],
  ['products as text', () => ({ products: 'all' }), 'products must be an array'],
];

async function expectRefused(send: () => Promise<Response>, message: string): Promise<void> {
  const before = await databaseFingerprint(h.gw.db);
  const res = await send();
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message });
  expect(await databaseFingerprint(h.gw.db)).toEqual(before);
}

describe('defect 8: validation gaps', () => {
  it.each(jobUpdateCases)('a driver update with %s is a 400 naming the field', async (_, change, message) => {
    const job = h.notStarted(2);
    await expectRefused(() => h.post(apiPaths.jobUpdate, h.driver, { id: job.id, ...change(job) }), message);
  });

  it.each(jobUpdateCases.slice(0, 2))('an admin update with %s is a 400 too', async (_, change, message) => {
    const job = h.notStarted(2);
    await expectRefused(
      () => h.post(apiPaths.adminJobUpdate, h.admin, { id: job.id, ...change(job) }),
      message,
    );
  });

  const assessment = (change: Record<string, unknown> = {}) => ({
    orderReference: h.notStarted(2).delivery_job.order_number,
    user_type: 'driver',
    firstName: 'Dan',
    lastName: 'Driver',
    timestamp: now,
    questions: [{ questionId: 'q2', isTrue: true, details: 'Dog', imageUrls: [photoOf(h.notStarted(2).id)] }],
    ...change,
  });
  const question = (change: Record<string, unknown>) => ({
    questions: [{ questionId: 'q2', isTrue: true, details: 'Dog', imageUrls: [], ...change }],
  });

  it.each([
    ['a timestamp that is no date', { timestamp: 'not-a-date' }, `timestamp ${TIME}`],
    ['a timestamp without seconds', { timestamp: `${todayIso()}T10:15` }, `timestamp ${TIME}`],
    [
      'an image link to a file',
      question({ imageUrls: ['file:///etc/passwd'] }),
      `questions[0].imageUrls[0] ${LINK}`,
    ],
    ['an image link that is no text', question({ imageUrls: [7] }), `questions[0].imageUrls[0] ${LINK}`],
    [
      'an unknown question',
      question({ questionId: 'q9' }),
      'questions[0].questionId must be "q1", "q2", "q3", "q4", "q5" or "q6"',
    ],
    [
      'a question answered twice',
      {
        questions: [
          { questionId: 'q1', isTrue: true, details: '' },
          { questionId: 'q1', isTrue: false, details: '' },
        ],
      },
      'questions[1].questionId q1 is answered twice',
    ],
    ['a user_type in capitals', { user_type: 'Driver' }, 'user_type must be lowercase'],
    [
      'details over 150 characters',
      question({ details: 'x'.repeat(151) }),
      'questions[0].details must be at most 150 characters',
    ],
  ])('a risk assessment with %s is a 400 naming the field', async (_, change, message) => {
    await expectRefused(() => h.post(apiPaths.draUpdate, h.driver, assessment(change)), message);
  });

  const beat = {
    status: 'job',
    app: APP_NAME,
    timestamp: now,
    send_timestamp: now,
    latitude: 51.5,
    longitude: -0.12,
    precision: 12,
  };
  it.each([
    ['a timestamp that is no date', { timestamp: 'not-a-date' }, `heartbeat[0].timestamp ${TIME}`],
    [
      'a send_timestamp in month 13',
      { send_timestamp: '2026-13-01T00:00:00' },
      `heartbeat[0].send_timestamp ${TIME}`,
    ],
    ['a text latitude', { latitude: '51.5' }, 'heartbeat[0].latitude must be a number from -90 to 90'],
    [
      'a postcode over 20 characters',
      { postcode: 'SW1A 1AA'.repeat(3) },
      'heartbeat[0].postcode must be at most 20 characters',
    ],
  ])('a heartbeat with %s is a 400 naming the field', async (_, change, message) => {
    await expectRefused(() => h.post(apiPaths.heartbeat, h.driver, [{ ...beat, ...change }]), message);
  });

  it('accepts the signature the job already holds when sent back, even from a store that has since moved', async () => {
    const job = h.notStarted(4);
    const old = `http://127.0.0.1:1/doorstep-dev/SIGNATURE/DEV/${job.id}-a1b2c3d4-1795000000.jpg`;
    await h.gw.db.query(
      `UPDATE jobs SET document = jsonb_set(document, '{signature}', to_jsonb($2::text)) WHERE id = $1`,
      [job.id, old],
    );
    const again = await h.post(apiPaths.jobUpdate, h.driver, { id: job.id, signature: old });
    expect(again.status, await again.clone().text()).toBe(200);
    const moved = old.replace('a1b2c3d4', 'ffffffff');
    await expectRefused(
      () => h.post(apiPaths.jobUpdate, h.driver, { id: job.id, signature: moved }),
      SIGNATURE,
    );
  });

  it('accepts the payloads the app builds: a completion with its signature, a risk assessment, a heartbeat', async () => {
    const job = h.notStarted(2);
    const failed = applyFailure(job, 1002, new Date());
    const signature = signatureOf(job.id);
    const payload = { ...buildJobUpdatePayload(failed, new Date()), signature };
    payload.job_activity_gallery = [{ id: 'p1', uri: photoOf(job.id), type: 'failed', status: 'down' }];
    const update = await h.post(apiPaths.jobUpdate, h.driver, payload);
    expect(update.status, await update.clone().text()).toBe(200);
    expect((await h.stored(job.id)).signature).toBe(signature);

    const dra = buildDraUpdate({
      job,
      login: { userType: 'Driver', firstName: 'Dan', lastName: 'Driver' },
      answers: emptyRiskAnswers().map((a) => ({
        ...a,
        isTrue: a.questionId === 'q2' ? true : a.questionId === 'q1',
      })),
      imageUrls: { q2: [photoOf(job.id)] },
      now: new Date(),
    });
    const draRes = await h.post(apiPaths.draUpdate, h.driver, dra);
    expect(draRes.status, await draRes.clone().text()).toBe(200);

    const heartbeat = buildHeartbeat({
      position: { latitude: 51.5, longitude: -0.12, accuracy: 8, timestamp: Date.now() },
      job,
      now: new Date(),
      app: APP_NAME,
    });
    const beatRes = await h.post(apiPaths.heartbeat, h.driver, [heartbeat]);
    expect(beatRes.status, await beatRes.clone().text()).toBe(200);
  });
});
