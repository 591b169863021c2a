// Hostile input on every route that takes input: a 400 (or 413) with a message, never a 500, nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { databaseFingerprint } from './database-fingerprint';
import { MARKER, bodyRoutes, contentType, formVariants, jsonVariants } from './hostile-bodies';
import type { Variant } from './hostile-bodies';
import { startJobUpdateHarness } from './job-update-harness';
import type { JobUpdateHarness } from './job-update-harness';
import { postLarge } from './post-large';

let h: JobUpdateHarness;
let client: Record<string, string>;
beforeAll(async () => {
  h = await startJobUpdateHarness();
  client = { authorization: `Bearer ${await h.gw.clientToken()}` };
});
afterAll(() => h.gw.close());

const routes = bodyRoutes(
  () => h,
  () => client,
);

async function expectRefused(res: Response, status = 400): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(String(body.message).length).toBeGreaterThan(10);
  return String(body.message);
}

async function expectNothingWritten(send: () => Promise<Response>, status = 400): Promise<string> {
  const before = await databaseFingerprint(h.gw.db);
  const message = await expectRefused(await send(), status);
  expect(await databaseFingerprint(h.gw.db)).toEqual(before);
  return message;
}

/** The path and query cases: every route reading a path segment or a query value. */
const targets: [string, string, string, () => Record<string, string>][] = [
  ['GET', `/group-delivery-job-api/entities/%00/reasonCodes?filterActive=true`, 'NUL', () => h.driver],
  ['GET', `/group-delivery-job-api/entities/DOOR%zzSTEP/reasonCodes`, 'bad %', () => h.driver],
  ['GET', `/group-delivery-job-api/entities/%ED%A0%80/reasonCodes`, 'surrogate', () => h.driver],
  ['GET', `/group-delivery-job-api/entities/DOORSTEP/reasonCodes?filterActive=%00`, 'NUL', () => h.driver],
  ['GET', `/retail-order-api/v1/orders/%00/notes?retailerId=DOORSTEP`, 'NUL', () => h.driver],
  ['GET', `/retail-order-api/v1/orders/1%0023/notes?retailerId=DOORSTEP`, 'NUL', () => h.driver],
  ['GET', `/retail-order-api/v1/orders/123/notes?retailerId=DOOR%00STEP`, 'NUL', () => h.driver],
  ['GET', `/retail-order-api/v1/orders/123/notes?retailerId=%E0%A4%A`, 'bad %', () => h.driver],
  ['GET', `/retail-order-api/v1/orders/12%FF3/notes?retailerId=DOORSTEP`, 'bad UTF-8', () => h.driver],
  ['GET', `/group-delivery-job-api/delivery/job/date/%00`, 'NUL', () => h.driver],
  ['GET', `${apiPaths.jobsQuery}?date=%00&status=3`, 'NUL', () => h.admin],
  ['GET', `${apiPaths.adminJobs}?date=1%zz`, 'bad %', () => h.admin],
  ['POST', `${apiPaths.imageUpload}?name=a%00.png&contentType=png`, 'NUL', () => h.driver],
  [
    'POST',
    `${apiPaths.imageUpload}?name=a.png&contentType=png&objectKey=ORIG/%00.png`,
    'NUL',
    () => h.driver,
  ],
  ['PUT', `${apiPaths.imageUpload}?name=a%zz.png&contentType=png`, 'bad %', () => h.driver],
];

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);

describe('defect 7: hostile input gives 500s', () => {
  for (const route of routes) {
    const variants = route.kind === 'json' ? jsonVariants : formVariants;
    it.each(variants)(`${route.name}: %s → 400 with a message, nothing written`, async (_, make) => {
      await expectNothingWritten(() =>
        h.gw.request(route.path, {
          method: 'POST',
          headers: { ...route.headers(), 'content-type': contentType[route.kind] },
          body: make(route.text()),
        }),
      );
    });
  }

  it.each(targets)('%s %s (%s) → 400 with a message, nothing written', async (method, path, _, headers) => {
    await expectNothingWritten(() =>
      h.gw.request(path, {
        method,
        headers: headers(),
        ...(method === 'GET' ? {} : { body: png }),
      }),
    );
  });

  it('names the problem in its message', async () => {
    const route = routes[0];
    if (!route) throw new Error('no routes');
    const send = (make: Variant[1]) =>
      h.gw.request(route.path, {
        method: 'POST',
        headers: { ...route.headers(), 'content-type': 'application/json' },
        body: make(route.text()),
      });
    const variant = (name: string) => {
      const found = jsonVariants.find(([n]) => n.startsWith(name));
      if (!found) throw new Error(`no variant ${name}`);
      return found[1];
    };
    expect(await expectRefused(await send(variant('a NUL')))).toBe(
      'customer[0].notes[0].note holds a NUL character',
    );
    expect(await expectRefused(await send(variant('a lone high')))).toMatch(/surrogate/);
    expect(await expectRefused(await send(variant('10,000-deep')))).toMatch(
      /nested more than \d+ levels deep/,
    );
    expect(await expectRefused(await send(variant('malformed')))).toMatch(/UTF-8/);
  });

  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])('answers an oversize JSON body (%s) with 413 and a JSON message before closing', async (_, chunked) => {
    const before = await databaseFingerprint(h.gw.db);
    const answer = await postLarge(`${h.gw.url}${apiPaths.jobUpdate}`, h.driver, 6 * 1024 * 1024, chunked);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request body is too large' });
    expect(await databaseFingerprint(h.gw.db)).toEqual(before);
  });

  it('answers an oversize image upload with 413 and a JSON message before closing', async () => {
    const answer = await postLarge(
      `${h.gw.url}${apiPaths.imageUpload}?name=big.png&contentType=png`,
      h.driver,
      16 * 1024 * 1024,
      false,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request body is too large' });
  });

  it('answers fetch (the app’s client) an oversize body with the 413 message', async () => {
    const res = await h.gw.request(apiPaths.draUpdate, {
      method: 'POST',
      headers: { ...h.driver, 'content-type': 'application/json' },
      body: new Uint8Array(6 * 1024 * 1024).fill(0x20),
    });
    await expectRefused(res, 413);
  });

  it('closes the connection after answering with a large body unread, so the next request is answered', async () => {
    const refused = await h.gw.request(apiPaths.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `grant_type=${'A'.repeat(2_000_000)}`,
    });
    await expectRefused(refused);
    expect(refused.headers.get('connection')).toBe('close');
    const next = await h.gw.request('/healthz');
    expect(next.status).toBe(200);
    const read = await h.gw.request(apiPaths.heartbeat, {
      method: 'POST',
      headers: { ...h.driver, 'content-type': 'application/json' },
      body: '[]',
    });
    await expectRefused(read);
    expect(read.headers.get('connection')).not.toBe('close');
  });

  it('still accepts each body without the hostile part', async () => {
    for (const route of routes) {
      const res = await h.gw.request(route.path, {
        method: 'POST',
        headers: { ...route.headers(), 'content-type': contentType[route.kind] },
        body: route.text().replace(MARKER, route.kind === 'json' ? 'Plain text' : 'nobody'),
      });
      const expected = route.kind === 'json' ? [200, 201, 202] : [400, 401];
      expect(expected, `${route.name}: ${res.status} ${await res.text()}`).toContain(res.status);
    }
  });
});
