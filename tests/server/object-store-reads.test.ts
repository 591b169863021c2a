// What the local store's public port lets anyone read: one object by its key (GET, HEAD) and CORS preflights,
// as the production bucket's public read does; every bucket-level read (a listing in any form, the bucket's
// settings, the service's bucket list) and an object's sub-resources are S3's 403 AccessDenied, signed or not.
// The grants' uploads through the same port are covered in evidence-scope.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusal } from '@server/objects/public-read-rules';
import { openObjectStore } from '@server/objects/object-store';
import type { ObjectStore } from '@server/objects/object-store';

let store: ObjectStore;
let endpoint: string;
const bucket = 'doorstep-dev';
const key = 'ORIG/DS-1-damage-1.png';
const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

beforeAll(async () => {
  store = await openObjectStore({ kind: 'local' });
  endpoint = store.settings.endpoint ?? '';
  await store.put(key, bytes, 'image/png');
  await store.put('SIGNATURE/DEV/DS-2-0a1b2c3d-1.jpg', new Uint8Array([0xff, 0xd8]), 'image/jpeg');
});
afterAll(() => store.close());

const refusedPaths = [
  `/${bucket}/?list-type=2`,
  `/${bucket}/`,
  `/${bucket}`,
  `/${bucket}?list-type=2&prefix=ORIG/`,
  `/${bucket}/?prefix=SIGNATURE/`,
  `/${bucket}/?versions`,
  `/${bucket}/?uploads`,
  `/${bucket}/?location`,
  `/${bucket}/?policy`,
  `/${bucket}/?acl`,
  `/${bucket}/?cors`,
  '/',
  '/?list-type=2',
  '/another-bucket/ORIG/DS-1-damage-1.png',
  `/${bucket}/${key}?acl`,
  `/${bucket}/${key}?tagging`,
  `/${bucket}/${key}?attributes`,
  `/${bucket}/${key}?uploadId=abc`,
];

const signed = {
  authorization:
    'AWS4-HMAC-SHA256 Credential=S3RVER/20260101/eu-west-1/s3/aws4_request, SignedHeaders=host, Signature=00',
  'x-amz-date': '20260101T000000Z',
  'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
};

describe('the local store’s public port refuses every read but one object’s', () => {
  it.each(refusedPaths)('GET %s → 403 AccessDenied, unsigned and signed, nothing listed', async (path) => {
    for (const headers of [{}, signed]) {
      const res = await fetch(`${endpoint}${path}`, { headers });
      const text = await res.text();
      expect(res.status, text).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/xml');
      expect(text).toContain('<Code>AccessDenied</Code>');
      expect(text).not.toContain('DS-1-damage');
      expect(text).not.toContain('DS-2-');
    }
  });

  it.each(refusedPaths)('HEAD %s → 403', async (path) => {
    const res = await fetch(`${endpoint}${path}`, { method: 'HEAD' });
    expect(res.status).toBe(403);
  });

  it('answers a GET and a HEAD of an object with its bytes and type, to any origin', async () => {
    const read = await fetch(`${endpoint}/${bucket}/${key}`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);
    const head = await fetch(store.urlOf(key), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
  });

  it('answers a missing object 404 (NoSuchKey), as a public-read bucket does', async () => {
    const res = await fetch(store.urlOf('ORIG/DS-9-none.png'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<Code>NoSuchKey</Code>');
  });

  it('still answers the CORS preflight of an upload on the bucket’s keys', async () => {
    const res = await fetch(`${endpoint}/${bucket}/${key}?uploads`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the gateway itself still lists the store (through s3rver’s private port, for the test routes)', async () => {
    expect((await store.list()).map((object) => object.key)).toEqual([
      key,
      'SIGNATURE/DEV/DS-2-0a1b2c3d-1.jpg',
    ]);
  });
});

describe('readRefusal (the rule the gate applies)', () => {
  const at = (path: string) => new URL(`http://127.0.0.1:9${path}`);

  it('lets an object be read, with the parameters GetObject takes', () => {
    expect(readRefusal(bucket, at(`/${bucket}/${key}`))).toBeNull();
    expect(readRefusal(bucket, at(`/${bucket}/${key}?response-content-type=image/png`))).toBeNull();
    expect(readRefusal(bucket, at(`/${bucket}/${key}?versionId=v1&partNumber=1`))).toBeNull();
  });

  it.each(refusedPaths)('refuses %s', (path) => {
    expect(readRefusal(bucket, at(path))).toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});
