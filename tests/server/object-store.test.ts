// The gateway's object store: the settings route (token and role), the CSP origins, the
// /__test/objects routes, the local s3rver's CORS and persistence, and configuration from env.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ObjectStoreSettings } from '@domain/gateway/api-shapes';
import { gatewayOptionsFromEnv } from '@server/main-config';
import { openObjectStore } from '@server/objects/object-store';
import { objectStoreOptionsFromEnv } from '@server/objects/object-store-env';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { firstJob } from './evidence-jobs';
import { startTestGateway, todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe('GET /group-image-api/object-store', () => {
  it.each([
    ['a driver', demoDriver],
    ['an admin', demoAdmin],
  ])(
    'answers %s the local store: endpoint, bucket, path style, public URL, DEV — and no keys',
    async (_, who) => {
      const res = await gw.request(apiPaths.objectStore, { headers: await gw.headersFor(who) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const settings = (await res.json()) as ObjectStoreSettings;
      expect(settings).toEqual({
        endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) as unknown,
        region: 'eu-west-1',
        bucket: 'doorstep-dev',
        forcePathStyle: true,
        publicBaseUrl: `${settings.endpoint}/doorstep-dev`,
        environment: 'DEV',
      });
    },
  );

  it('refuses a call without a token, with a bad token or with a client token (401)', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${await gw.clientToken()}` },
    ]) {
      const res = await gw.request(apiPaths.objectStore, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toMatch(/token/);
    }
  });
});

describe('the image API with an objectKey (the service worker backstop naming the app’s own key)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const upload = async (objectKey: string, type: string, body: Uint8Array) =>
    gw.request(
      `${apiPaths.imageUpload}?name=x&contentType=${type}&objectKey=${encodeURIComponent(objectKey)}`,
      { method: 'POST', headers: await gw.headersFor(demoDriver), body: new Uint8Array(body) },
    );

  it('writes a photo or a signature under exactly that key and answers its URL', async () => {
    const job = await firstJob(gw, apiPaths.jobsForDate(todayRequestDate()), await gw.headersFor(demoDriver));
    for (const [key, type, body] of [
      [`ORIG/${job}-damage-1795000000-0a1b2c3d.png`, 'png', png],
      [`SIGNATURE/DEV/${job}-0a1b2c3d-1795000000.jpg`, 'jpeg', jpeg],
    ] as const) {
      const res = await upload(key, type, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ mediaLink: gw.objects.urlOf(key) });
      expect((await gw.objects.get(key))?.bytes).toEqual(body);
    }
  });

  it.each([
    ['another prefix', 'PRIVATE/x.png', 'png', png],
    ['the live prefix on a DEV store', 'SIGNATURE/LIVE/x.jpg', 'jpeg', jpeg],
    ['a nested name', 'ORIG/a/b.png', 'png', png],
    ['a hidden name', 'ORIG/..png', 'png', png],
    ['a JPEG under ORIG', 'ORIG/x.png', 'jpeg', jpeg],
  ])('refuses %s (400) and stores nothing', async (_, key, type, body) => {
    const before = (await gw.objects.list()).length;
    const res = await upload(key, type, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^objectKey /);
    expect((await gw.objects.list()).length).toBe(before);
  });
});

describe('the CSP', () => {
  it('lets the page show images from, and the worker upload to, the store origin', async () => {
    const csp = (await gw.request('/healthz')).headers.get('content-security-policy') ?? '';
    const origin = new URL(gw.objects.settings.publicBaseUrl).origin;
    expect(csp).toContain(`img-src 'self' data: blob: ${origin}`);
    expect(csp).toContain(`connect-src 'self' ${origin}`);
    expect(csp).toContain("script-src 'self';");
  });
});

describe('the local store (s3rver)', () => {
  it('answers a CORS preflight for a part upload from any origin and exposes the ETag', async () => {
    const url = gw.objects.urlOf('ORIG/x.png');
    const preflight = await fetch(`${url}?partNumber=1&uploadId=abc`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,x-amz-date,x-amz-content-sha256,content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, PUT, POST, HEAD, DELETE');
    await gw.objects.put('ORIG/cors.png', new Uint8Array([1, 2]), 'image/png');
    const read = await fetch(gw.objects.urlOf('ORIG/cors.png'), {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(read.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(read.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('keeps its objects across restarts in its data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'doorstep-objects-test-'));
    try {
      const first = await openObjectStore({ kind: 'local', dataDir });
      await first.put('SIGNATURE/DEV/J-1.jpg', new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
      await first.close();
      const second = await openObjectStore({ kind: 'local', dataDir });
      expect(await second.list()).toEqual([
        { key: 'SIGNATURE/DEV/J-1.jpg', size: 3, contentType: 'image/jpeg' },
      ]);
      expect(await second.get('nope')).toBeNull();
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /__test/objects', () => {
  it('lists every object and serves one by key with its type; 404 for a missing key', async () => {
    await gw.objects.put('ORIG/DS-9-damage-1795000000-abcdef12.png', new Uint8Array([7, 8, 9]), 'image/png');
    const list = (await (await gw.request('/__test/objects')).json()) as { objects: unknown[] };
    expect(list.objects).toContainEqual({
      key: 'ORIG/DS-9-damage-1795000000-abcdef12.png',
      size: 3,
      contentType: 'image/png',
    });
    const one = await gw.request('/__test/objects/ORIG/DS-9-damage-1795000000-abcdef12.png');
    expect(one.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await one.arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    expect((await gw.request('/__test/objects/ORIG/none.png')).status).toBe(404);
  });
});

describe('configuration from the environment', () => {
  it('runs the local store under DATA_DIR/objects on the port after the gateway’s, unless told otherwise', () => {
    expect(gatewayOptionsFromEnv({ DATA_DIR: '/srv/d', PORT: '9000' }).objectStore).toEqual({
      kind: 'local',
      dataDir: join('/srv/d', 'objects'),
      port: 9001,
    });
    expect(objectStoreOptionsFromEnv({}, { dataDir: 'x', gatewayPort: 0 })).toMatchObject({ port: 0 });
    expect(
      objectStoreOptionsFromEnv({ OBJECT_STORE_PORT: '4568' }, { dataDir: 'x', gatewayPort: 8080 }),
    ).toMatchObject({ port: 4568 });
    expect(() =>
      objectStoreOptionsFromEnv({ OBJECT_STORE_PORT: 'x' }, { dataDir: 'x', gatewayPort: 1 }),
    ).toThrow('OBJECT_STORE_PORT must be 0 to 65535');
  });

  it('production: S3 in eu-west-1, the app uploading with grants from the upload role', async () => {
    const role = 'arn:aws:iam::123456789012:role/doorstep-upload';
    const options = objectStoreOptionsFromEnv(
      { OBJECT_STORE_BUCKET: 'doorstep-live', OBJECT_STORE_UPLOAD_ROLE_ARN: role },
      { dataDir: 'x', gatewayPort: 8080 },
    );
    expect(options).toEqual({
      kind: 'external',
      endpoint: null,
      region: 'eu-west-1',
      bucket: 'doorstep-live',
      forcePathStyle: false,
      environment: 'PROD',
      uploadRoleArn: role,
    });
    const store = await openObjectStore(options);
    expect(store.settings).toEqual({
      endpoint: null,
      region: 'eu-west-1',
      bucket: 'doorstep-live',
      forcePathStyle: false,
      publicBaseUrl: 'https://doorstep-live.s3.eu-west-1.amazonaws.com',
      environment: 'PROD',
    });
    expect(store.connectOrigins()).toEqual(['https://doorstep-live.s3.eu-west-1.amazonaws.com']);
    expect(store.urlOf('SIGNATURE/LIVE/J 1.jpg')).toBe(
      'https://doorstep-live.s3.eu-west-1.amazonaws.com/SIGNATURE/LIVE/J%201.jpg',
    );
    await store.close();
  });

  it('another S3-compatible store: endpoint, path style, DEV, the gateway’s keys and an STS endpoint', () => {
    expect(
      objectStoreOptionsFromEnv(
        {
          OBJECT_STORE_BUCKET: 'stg',
          OBJECT_STORE_ENDPOINT: 'https://minio.example',
          OBJECT_STORE_ENVIRONMENT: 'DEV',
          OBJECT_STORE_ACCESS_KEY_ID: 'gw',
          OBJECT_STORE_SECRET_ACCESS_KEY: 'gw-secret',
          OBJECT_STORE_UPLOAD_ROLE_ARN: 'arn:aws:iam::000000000000:role/upload',
          OBJECT_STORE_STS_ENDPOINT: 'https://minio.example',
        },
        { dataDir: 'x', gatewayPort: 8080 },
      ),
    ).toEqual({
      kind: 'external',
      endpoint: 'https://minio.example',
      region: 'eu-west-1',
      bucket: 'stg',
      forcePathStyle: true,
      environment: 'DEV',
      serverCredentials: { accessKeyId: 'gw', secretAccessKey: 'gw-secret' },
      uploadRoleArn: 'arn:aws:iam::000000000000:role/upload',
      stsEndpoint: 'https://minio.example',
    });
  });

  it('refuses an external bucket without an upload role, and an unknown environment', () => {
    const local = { dataDir: 'x', gatewayPort: 8080 };
    expect(() => objectStoreOptionsFromEnv({ OBJECT_STORE_BUCKET: 'b' }, local)).toThrow(
      /OBJECT_STORE_UPLOAD_ROLE_ARN/,
    );
    expect(() =>
      objectStoreOptionsFromEnv(
        { OBJECT_STORE_BUCKET: 'b', OBJECT_STORE_UPLOAD_ROLE_ARN: 'r', OBJECT_STORE_ENVIRONMENT: 'STG' },
        local,
      ),
    ).toThrow('OBJECT_STORE_ENVIRONMENT must be DEV or PROD');
  });
});
