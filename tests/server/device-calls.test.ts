// The DRA update, image upload (POST and PUT, into the object store, served back as bytes) and heartbeat calls.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ImageUploadResponse, JobsResponse } from '@domain/gateway/api-shapes';
import type { Heartbeat } from '@domain/location/heartbeat';
import type { RiskAssessment } from '@domain/risk-assessment/risk-assessment';
import { demoAdmin, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { firstJob } from './evidence-jobs';
import { startTestGateway, todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let driver: Record<string, string>;
let admin: Record<string, string>;
/** The order number of one of demo.driver's jobs of today (a risk assessment's orderReference). */
let orderNumber: string;
beforeAll(async () => {
  gw = await startTestGateway();
  [driver, admin] = await Promise.all([gw.headersFor(demoDriver), gw.headersFor(demoAdmin)]);
  const res = await gw.request(apiPaths.jobsForDate(todayRequestDate()), { headers: driver });
  orderNumber = ((await res.json()) as JobsResponse).schedule[0]?.delivery_job.order_number ?? '';
});
afterAll(() => gw.close());

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

/** Objects in the gateway's store. */
async function objectCount(): Promise<number> {
  return (await gw.objects.list()).length;
}

async function count(table: string): Promise<number> {
  const [row] = await gw.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? -1;
}

describe('DRA update', () => {
  const assessment: RiskAssessment = {
    orderReference: 'SO20261121101',
    user_type: 'driver',
    firstName: 'Dan',
    lastName: 'Driver',
    timestamp: '2026-11-21T08:01:02',
    questions: [
      { questionId: 'q1', isTrue: true, details: '' },
      { questionId: 'q2', isTrue: true, details: 'Dog in garden', imageUrls: ['http://x/y.png'] },
    ],
  };
  const send = (body: unknown, key?: string) =>
    gw.request(apiPaths.draUpdate, {
      method: 'POST',
      headers: { ...driver, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores the assessment (once per Idempotency-Key)', async () => {
    const before = await count('dra_updates');
    const key = randomUUID();
    const own = { ...assessment, orderReference: orderNumber };
    const res = await send(own, key);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; orderReference: string };
    expect(body.orderReference).toBe(orderNumber);
    expect(await (await send(own, key)).json()).toEqual(body);
    expect(await count('dra_updates')).toBe(before + 1);
    const [row] = await gw.db.query<{ payload: RiskAssessment; username: string }>(
      'SELECT payload, username FROM dra_updates WHERE id = $1',
      [body.id],
    );
    expect(row).toEqual({ payload: own, username: 'demo.driver' });
  });

  it.each([
    ['malformed JSON', '{"orderReference":', 'Malformed JSON body'],
    ['no questions', { ...assessment, questions: undefined }, 'questions must be an array'],
    [
      'a bad answer',
      { ...assessment, questions: [{ questionId: 'q1', isTrue: 'yes', details: '' }] },
      'questions[0].isTrue must be true, false or null',
    ],
    ['no order reference', { ...assessment, orderReference: '' }, 'orderReference is required'],
  ])('answers 400 {message} for %s and stores nothing', async (_, body, message) => {
    const before = await count('dra_updates');
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await count('dra_updates')).toBe(before);
  });
});

describe('image upload', () => {
  let job = '';
  beforeAll(async () => {
    job = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), driver);
  });
  const upload = (
    method: 'POST' | 'PUT',
    query: string,
    body: Uint8Array,
    extra: Record<string, string> = {},
  ) =>
    gw.request(`${apiPaths.imageUpload}?${query}`, {
      method,
      headers: { ...driver, ...extra },
      body: new Uint8Array(body),
    });

  it.each(['POST', 'PUT'] as const)(
    '%s writes the bytes to the object store and answers the object URL as mediaLink',
    async (method) => {
      const res = await upload(method, `name=${job}-delivered-1795000000.png&contentType=png`, png);
      expect(res.status).toBe(200);
      const { mediaLink } = (await res.json()) as ImageUploadResponse;
      const base = `${gw.objects.settings.publicBaseUrl}/`;
      expect(mediaLink.startsWith(base)).toBe(true);
      const key = mediaLink.slice(base.length);
      expect(key).toMatch(new RegExp(`^ORIG/${job}-delivered-1795000000-[0-9a-f]{8}\\.png$`));
      expect(await gw.objects.get(key)).toEqual({
        bytes: png,
        contentType: 'image/png',
        capturedSha256: null,
      });
      const served = await fetch(mediaLink);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    },
  );

  it('takes the type from `type` or the Content-Type header too', async () => {
    const name = `${job}-risk-assessment-q2-1795000000.jpg`;
    const viaType = await upload('POST', `name=${name}&type=image/jpeg`, jpeg);
    expect(viaType.status).toBe(200);
    const viaHeader = await upload('PUT', `name=${name}`, jpeg, { 'content-type': 'image/jpeg' });
    const { mediaLink } = (await viaHeader.json()) as ImageUploadResponse;
    expect(mediaLink).toMatch(new RegExp(`/ORIG/${job}-risk-assessment-q2-1795000000-[0-9a-f]{8}\\.jpg$`));
    expect((await fetch(mediaLink)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('is idempotent: a repeat returns the same link and stores nothing twice, a different body is 422', async () => {
    const before = await objectCount();
    const key = randomUUID();
    const first = (await (
      await upload('POST', `name=${job}-damage-1795000001.png&contentType=png`, png, {
        'Idempotency-Key': key,
      })
    ).json()) as ImageUploadResponse;
    const again = await upload('POST', `name=${job}-damage-1795000001.png&contentType=png`, png, {
      'Idempotency-Key': key,
    });
    expect(await again.json()).toEqual(first);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await objectCount()).toBe(before + 1);
    const changed = await upload('POST', `name=${job}-damage-1795000002.png&contentType=png`, png, {
      'Idempotency-Key': key,
    });
    expect(changed.status).toBe(422);
  });

  it.each([
    ['no name', 'contentType=png', png, 400, 'name is required'],
    [
      'an unsafe name',
      'name=%3Cscript%3E&contentType=png',
      png,
      400,
      'name may hold only letters, digits, spaces and . _ - /',
    ],
    [
      'a non-image type',
      'name=a.html&contentType=text/html',
      png,
      415,
      'Only png, jpeg or webp images are accepted',
    ],
    [
      'bytes that are not the type',
      'name=a.png&contentType=png',
      new TextEncoder().encode('<html>'),
      400,
      'The body is not an image of type image/png',
    ],
    ['an empty body', 'name=a.png&contentType=png', new Uint8Array(), 400, 'The image body is empty'],
  ])('refuses %s', async (_, query, body, status, message) => {
    const before = await objectCount();
    const res = await upload('POST', query, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
    expect(await objectCount()).toBe(before);
  });

  it('answers 404 {message} for an unknown media id (links of images stored before the object store)', async () => {
    const res = await fetch(`${gw.url}/group-image-api/media/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Image not found' });
  });
});

describe('heartbeat', () => {
  const beat: Heartbeat = {
    status: 'job',
    app: 'doorstep',
    timestamp: '2026-11-21T08:05:00',
    send_timestamp: '2026-11-21T08:05:01',
    latitude: 53.4221,
    longitude: -2.231,
    precision: 12,
    id: 'DS-20261121101',
    name: 'Eleanor Hughes',
    address_1: '14 Burton Road',
    postcode: 'M20 2LW',
  };
  const send = (body: unknown, headers = driver) =>
    gw.request(apiPaths.heartbeat, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    beat.id = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), driver);
  });

  it('stores an array of one heartbeat with the caller’s identity', async () => {
    const res = await send([beat]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1 });
    const rows = (await (await gw.request('/__test/heartbeats')).json()) as Record<string, unknown>[];
    expect(rows.at(-1)).toMatchObject({
      username: 'demo.driver',
      branch: '1',
      driver_id: 'D100',
      status: 'job',
      job_id: beat.id,
      payload: beat,
    });
  });

  it('accepts an admin’s generic heartbeat (branch header only)', async () => {
    const { id: _i, name: _n, address_1: _a, postcode: _p, ...generic } = beat;
    const res = await send([{ ...generic, status: 'generic' }], admin);
    expect(res.status).toBe(200);
  });

  it('refuses a heartbeat filed under another driver’s job or a made-up one (404), storing nothing', async () => {
    const before = await count('heartbeats');
    const driver2 = await gw.headersFor(demoDriver2);
    const other = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), driver2);
    for (const id of [other, 'DS-made-up']) {
      const res = await send([{ ...beat, id }]);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `Job not found: ${id}` });
    }
    expect(await count('heartbeats')).toBe(before);
  });

  it('answers 403 when the branch or driverid header is not the token’s', async () => {
    expect((await send([beat], { ...driver, driverid: 'D200' })).status).toBe(403);
    expect((await send([beat], { ...driver, branch: '2' })).status).toBe(403);
  });

  it.each([
    ['malformed JSON', '[{', 'Malformed JSON body'],
    ['an object instead of an array', beat, 'The heartbeat body must be an array'],
    ['an empty array', [], 'The heartbeat body must hold a heartbeat'],
    [
      'a latitude out of range',
      [{ ...beat, latitude: 123 }],
      'heartbeat[0].latitude must be a number from -90 to 90',
    ],
    ['a bad status', [{ ...beat, status: 'moving' }], 'heartbeat[0].status must be "generic" or "job"'],
  ])('answers 400 {message} for %s, storing nothing', async (_, body, message) => {
    const before = await count('heartbeats');
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await count('heartbeats')).toBe(before);
  });
});
