/**
 * Photos and signatures going to the object store from the engine (real HTTP to the in-process
 * gateway and its s3rver): once, under their own keys and types, multipart above 5 MB with an
 * ETag per part, progress in the sync status, and kept `up` when the store cannot be reached.
 */
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse, ObjectStoreSettings, UploadGrant } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { objectStoreClient, putObject } from '@worker/uploads/s3-multipart-upload';
import type { EngineHarness, Interceptor, RecordedRequest } from '../support/engine-harness';
import { JobPicker, passwordToken } from '../support/gateway-inspection';
import {
  isStoreRequest,
  keyOfStoreRequest,
  storedObject,
  storedObjects,
} from '../support/object-store-inspection';
import { pngBytes } from '../support/test-photos';
import { jpegBytes, photosUnder, storePhotos, upPhoto } from '../support/up-photos';
import { useTestGateway } from '../support/test-gateway';

const gateway = useTestGateway({ testRoutes: true });
const picker = new JobPicker();
const MB = 1024 * 1024;

/** A digest to compare megabytes by (deep equality of large arrays is slow). */
const sha256 = (bytes: Uint8Array | undefined) =>
  bytes ? createHash('sha256').update(bytes).digest('hex') : null;

const storePuts = (h: EngineHarness, from = 0) =>
  h.requests.slice(from).filter((r) => isStoreRequest(r) && r.method === 'PUT');

describe('uploads to the object store', () => {
  it('sends a signature and two photos of the same second once each, under their own keys and types', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    const signature = upPhoto(h, job.id, {
      purpose: 'signature',
      contentType: 'image/jpeg',
      fileName: 'signature.jpg',
      bytes: jpegBytes(),
    });
    const first = upPhoto(h, job.id, { purpose: 'damage', bytes: pngBytes(4, 3) });
    const second = upPhoto(h, job.id, { purpose: 'damage', bytes: pngBytes(5, 3) });
    expect(second.uri).toBe(first.uri);
    await storePhotos(h, job.id, [signature, first, second]);
    const from = h.requests.length;

    await h.engine.syncNow();

    const secs = Math.floor(h.clock.now() / 1000);
    const keys = {
      signature: `SIGNATURE/DEV/${job.id}-${signature.id.slice(0, 8)}-${secs}.jpg`,
      first: `ORIG/${first.uri}-${first.id.slice(0, 8)}.png`,
      second: `ORIG/${second.uri}-${second.id.slice(0, 8)}.png`,
    };
    expect(storePuts(h, from).map(keyOfStoreRequest)).toEqual([keys.signature, keys.first, keys.second]);
    expect(h.requestsTo(apiPaths.objectStore)).toHaveLength(1);
    expect(h.requestsTo(apiPaths.objectStore)[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(h.requestsTo(apiPaths.imageUpload)).toHaveLength(0);
    const objects = (await storedObjects(gateway.url)).filter((o) => o.key.includes(job.id));
    expect(objects).toHaveLength(3);
    expect(objects).toEqual(
      expect.arrayContaining([
        { key: keys.first, size: pngBytes(4, 3).byteLength, contentType: 'image/png' },
        { key: keys.second, size: pngBytes(5, 3).byteLength, contentType: 'image/png' },
        { key: keys.signature, size: 64, contentType: 'image/jpeg' },
      ]),
    );
    expect((await storedObject(gateway.url, keys.signature))?.bytes).toEqual(jpegBytes());

    const stored = await photosUnder(h, job.id);
    // Uploaded photos of today's job keep their bytes (the driver's Evidence view shows them).
    expect(stored.map((p) => [p.status, p.bytes !== null])).toEqual([
      ['down', true],
      ['down', true],
      ['down', true],
    ]);
    const base = `http://127.0.0.1:${new URL(stored[0]?.location ?? '').port}/doorstep-dev/`;
    expect(stored.map((p) => p.location)).toEqual([
      base + keys.signature,
      base + keys.first,
      base + keys.second,
    ]);
    expect(new Uint8Array(await (await fetch(stored[1]?.location ?? '')).arrayBuffer())).toEqual(
      pngBytes(4, 3),
    );

    const again = h.requests.length;
    await h.engine.syncNow();
    expect(storePuts(h, again)).toHaveLength(0);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0, uploads: [] });
    await h.engine.close();
  });

  it('sends a photo above 5 MB as a multipart upload, an ETag per part, with its progress in the status', async () => {
    const etags: (string | null)[] = [];
    const h = await gateway.loggedIn({
      afterAnswer: (request: RecordedRequest, response: Response) => {
        if (isStoreRequest(request) && request.method === 'PUT') etags.push(response.headers.get('etag'));
        return response;
      },
    });
    const job = picker.next(h.latest().jobs);
    const bytes = new Uint8Array(11 * MB);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) % 251;
    bytes.set(pngBytes(2, 2).subarray(0, 8));
    const photo = upPhoto(h, job.id, { purpose: 'delivered', bytes });
    await storePhotos(h, job.id, [photo]);
    const from = h.requests.length;
    const seen = h.snapshots.length;

    await h.engine.syncNow();

    const calls = h.requests.slice(from).filter(isStoreRequest);
    const key = `ORIG/${photo.uri}-${photo.id.slice(0, 8)}.png`;
    expect(
      calls.map((r) => [r.method, keyOfStoreRequest(r), new URL(r.url).searchParams.get('partNumber')]),
    ).toEqual([
      ['POST', key, null],
      ['PUT', key, '1'],
      ['PUT', key, '2'],
      ['PUT', key, '3'],
      ['POST', key, null],
    ]);
    expect(new URL(calls[0]?.url ?? '').searchParams.has('uploads')).toBe(true);
    expect(new URL(calls[4]?.url ?? '').searchParams.get('uploadId')).toBeTruthy();
    expect(etags).toHaveLength(3);
    for (const etag of etags) expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Set(etags).size).toBe(3);
    const stored = await storedObject(gateway.url, key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.bytes.byteLength).toBe(bytes.byteLength);
    expect(sha256(stored?.bytes)).toBe(sha256(bytes));

    const uploads = h.snapshots.slice(seen).map((s) => s.sync.uploads);
    expect(uploads).toContainEqual([
      { photoId: photo.id, jobId: job.id, uri: photo.uri, loaded: 0, total: 11 * MB },
    ]);
    expect(uploads.at(-1)).toEqual([]);
    expect((await photosUnder(h, job.id))[0]?.status).toBe('down');
    await h.engine.close();
  });

  it('keeps the photo `up` when the store cannot be reached, and sends it once the store answers', async () => {
    let reachable = false;
    const intercept: Interceptor = (request) => {
      if (!reachable && isStoreRequest(request)) throw new TypeError('fetch failed');
      return undefined;
    };
    const h = await gateway.loggedIn({ intercept });
    const job = picker.next(h.latest().jobs);
    const photo = upPhoto(h, job.id, { purpose: 'collection-damage', bytes: pngBytes(3, 3) });
    await storePhotos(h, job.id, [photo]);

    await h.engine.syncNow();

    expect(await photosUnder(h, job.id)).toMatchObject([
      { status: 'up', attempts: 1, lastError: messages.errorContactingServer, location: null },
    ]);
    expect(h.logs.some((line) => line.startsWith(`Photo upload failed for ${photo.uri}`))).toBe(true);
    expect(h.latest().sync).toMatchObject({ pendingPhotos: 1, uploads: [] });

    reachable = true;
    const from = h.requests.length;
    await h.engine.syncNow();

    // The settings are asked again after a failure (the store may have moved).
    expect(h.requestsTo(apiPaths.objectStore).length).toBe(2);
    expect(storePuts(h, from)).toHaveLength(1);
    expect(await photosUnder(h, job.id)).toMatchObject([
      { status: 'down', bytes: expect.anything() as unknown },
    ]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingPhotos: 0 });
    await h.engine.close();
  });
});

describe('the lazily loaded upload module, used directly', () => {
  /** The store settings, and a grant for demo.driver's first job of today with a key under it. */
  async function settings(): Promise<ObjectStoreSettings & { grant: UploadGrant; key: string }> {
    const token = await passwordToken(gateway.url, demoDriver);
    const headers = {
      authorization: `Bearer ${token}`,
      branch: demoDriver.branch,
      driverid: demoDriver.driverid,
    };
    const res = await fetch(`${gateway.url}${apiPaths.objectStore}`, { headers });
    const jobs = await fetch(`${gateway.url}${apiPaths.jobsForDate(toRequestDate(todayIso()))}`, { headers });
    const jobId = ((await jobs.json()) as JobsResponse).schedule[0]?.id ?? '';
    const granted = await fetch(`${gateway.url}${apiPaths.uploadGrant}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ jobId }),
    });
    const grant = (await granted.json()) as UploadGrant;
    const key = `ORIG/${jobId}-delivered-1795000000-${randomUUID().slice(0, 8)}.png`;
    return { ...((await res.json()) as ObjectStoreSettings), grant, key };
  }

  it('cuts 12 MB into parts of 5 MB, 5 MB and 2 MB and reports the bytes sent after each', async () => {
    const store = await settings();
    // Sent as from the app's page: every answer must let that page read it, and each part its ETag.
    const answers: { method: string; cors: string | null; exposed: string | null; etag: string | null }[] =
      [];
    const client = objectStoreClient(store, store.grant, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        request.headers.set('origin', 'http://127.0.0.1:8080');
        const response = await fetch(request);
        answers.push({
          method: request.method,
          cors: response.headers.get('access-control-allow-origin'),
          exposed: response.headers.get('access-control-expose-headers'),
          etag: response.headers.get('etag'),
        });
        return response;
      },
      requestTimeoutMs: 30_000,
    });
    const body = new Uint8Array(12 * MB).map((_, i) => i % 256);
    const progress: [number, number][] = [];

    await putObject(client, {
      settings: store,
      key: store.key,
      contentType: 'image/png',
      body,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });

    // Cumulative bytes after each finished part (parts may finish in any order: 5, 5 and 2 MB).
    const loaded = progress.map(([bytes]) => bytes);
    expect(loaded).toHaveLength(3);
    expect(loaded.at(-1)).toBe(12 * MB);
    expect(loaded.every((bytes, i) => i === 0 || bytes > (loaded[i - 1] ?? 0))).toBe(true);
    expect(loaded.every((bytes) => [2, 5, 7, 10, 12].includes(bytes / MB))).toBe(true);
    expect(progress.every(([, total]) => total === 12 * MB)).toBe(true);
    expect(sha256((await storedObject(gateway.url, store.key))?.bytes)).toBe(sha256(body));
    expect(answers.map((a) => a.method)).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'POST']);
    expect(answers.every((a) => a.cors === '*')).toBe(true);
    for (const part of answers.filter((a) => a.method === 'PUT')) {
      expect(part.exposed).toBe('ETag');
      expect(part.etag).toMatch(/^"[0-9a-f]{32}"$/);
    }
  });

  it('fails with the store’s status for a refused call (no retries of its own)', async () => {
    const store = await settings();
    const calls: string[] = [];
    const client = objectStoreClient(
      store,
      { ...store.grant, secretAccessKey: 'WRONG' },
      {
        fetch: (input, init) => {
          calls.push(input instanceof Request ? input.method : 'GET');
          return fetch(input, init);
        },
        requestTimeoutMs: 30_000,
      },
    );
    const failure = await putObject(client, {
      settings: store,
      key: store.key,
      contentType: 'image/png',
      body: pngBytes(2, 2),
    }).catch((error: unknown) => error as { $metadata?: { httpStatusCode?: number } });
    expect(failure?.$metadata?.httpStatusCode).toBe(403);
    expect(calls).toEqual(['PUT']);
    expect(await storedObject(gateway.url, store.key)).toBeNull();
  });
});
