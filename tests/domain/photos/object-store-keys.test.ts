import { describe, expect, it } from 'vitest';
import { MULTIPART_MAX_PARTS, MULTIPART_PART_MIN_BYTES, MULTIPART_QUEUE_SIZE } from '@domain/app/constants';
import {
  goesToImageApi,
  jobIdOfObjectKey,
  jobKeyPrefixes,
  multipartPlan,
  objectTargetOf,
  objectUrl,
  photoObjectTarget,
  signatureObjectTarget,
} from '@domain/photos/object-store-keys';

const MB5 = 5 * 1024 * 1024;
const now = new Date(Date.UTC(2026, 10, 21, 14, 0, 0));
const unix = Math.floor(now.getTime() / 1000);

describe('object keys (product rule 7.6)', () => {
  it('signatures: SIGNATURE/LIVE… in production, SIGNATURE/DEV… otherwise, as JPEG', () => {
    expect(signatureObjectTarget('PROD', 'DS-20261121B01', now)).toEqual({
      key: `SIGNATURE/LIVE/DS-20261121B01-${unix}.jpg`,
      contentType: 'image/jpeg',
    });
    expect(signatureObjectTarget('DEV', 'DS-20261121B01', now.getTime())).toEqual({
      key: `SIGNATURE/DEV/DS-20261121B01-${unix}.jpg`,
      contentType: 'image/jpeg',
    });
  });

  it('other photos: ORIG/{uri}.png as PNG', () => {
    expect(photoObjectTarget('DS-1-damage-1795000000')).toEqual({
      key: 'ORIG/DS-1-damage-1795000000.png',
      contentType: 'image/png',
    });
  });

  it('keeps every key inside its prefix', () => {
    expect(photoObjectTarget('../a b/c').key).toBe('ORIG/.._a_b_c.png');
    expect(signatureObjectTarget('DEV', 'x/../y', now).key).toBe(`SIGNATURE/DEV/x_.._y-${unix}.jpg`);
    expect(() => photoObjectTarget('  ')).toThrow(RangeError);
    expect(() => photoObjectTarget('..')).toThrow(RangeError);
    expect(() => signatureObjectTarget('PROD', 'J1', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('keys unique per photo', () => {
  const id = '3f2a9c41-7b1e-4c2d-9e0f-112233445566';
  const other = '8d0e1f22-aaaa-4bbb-8ccc-ddddeeeeffff';

  it('adds the first 8 characters of the photo id', () => {
    expect(photoObjectTarget('DS-1-damage-1795000000', id)).toEqual({
      key: 'ORIG/DS-1-damage-1795000000-3f2a9c41.png',
      contentType: 'image/png',
    });
    expect(signatureObjectTarget('DEV', 'DS-1', now, id)).toEqual({
      key: `SIGNATURE/DEV/DS-1-3f2a9c41-${unix}.jpg`,
      contentType: 'image/jpeg',
    });
    expect(signatureObjectTarget('PROD', 'DS-1', now, id).key).toBe(
      `SIGNATURE/LIVE/DS-1-3f2a9c41-${unix}.jpg`,
    );
  });

  it('keeps two photos of the same job, purpose and second apart', () => {
    const uri = 'DS-1-delivered-1795000000';
    expect(photoObjectTarget(uri, id).key).not.toBe(photoObjectTarget(uri, other).key);
    expect(signatureObjectTarget('DEV', 'DS-1', now, id).key).not.toBe(
      signatureObjectTarget('DEV', 'DS-1', now, other).key,
    );
    expect(photoObjectTarget(uri, id).key).toBe(photoObjectTarget(uri, id).key);
  });

  it('keeps a hostile id inside the key and refuses an empty one', () => {
    expect(photoObjectTarget('u', '../x/y/z').key).toBe('ORIG/u-.._x_y_z.png');
    expect(() => photoObjectTarget('u', '')).toThrow(RangeError);
    expect(() => signatureObjectTarget('DEV', 'J1', now, '..')).toThrow(RangeError);
  });

  it('objectTargetOf: the signature as SIGNATURE/… JPEG at its creation second, every other photo ORIG/… PNG', () => {
    const base = { id, jobId: 'DS-7', createdAt: now.getTime() };
    expect(objectTargetOf('DEV', { ...base, uri: 'DS-7-signature', purpose: 'signature' })).toEqual({
      key: `SIGNATURE/DEV/DS-7-3f2a9c41-${unix}.jpg`,
      contentType: 'image/jpeg',
    });
    for (const purpose of ['failed', 'damage', 'collection-damage', 'delivered']) {
      const uri = `DS-7-${purpose}-${unix}`;
      expect(objectTargetOf('PROD', { ...base, uri, purpose })).toEqual({
        key: `ORIG/${uri}-3f2a9c41.png`,
        contentType: 'image/png',
      });
    }
  });

  it('goesToImageApi: only risk assessment photos', () => {
    expect(goesToImageApi('risk-assessment-q2')).toBe(true);
    for (const purpose of ['failed', 'damage', 'collection-damage', 'delivered', 'signature']) {
      expect(goesToImageApi(purpose)).toBe(false);
    }
  });

  it('objectUrl: base and key, each segment encoded, one slash between', () => {
    expect(objectUrl('http://127.0.0.1:4568/doorstep-dev', 'ORIG/a b-1.png')).toBe(
      'http://127.0.0.1:4568/doorstep-dev/ORIG/a%20b-1.png',
    );
    expect(objectUrl('https://b.s3.eu-west-1.amazonaws.com/', 'SIGNATURE/DEV/J-1.jpg')).toBe(
      'https://b.s3.eu-west-1.amazonaws.com/SIGNATURE/DEV/J-1.jpg',
    );
  });
});

describe('the job a key belongs to (upload scope)', () => {
  it("jobKeyPrefixes: the job's photos and its signatures of this environment", () => {
    expect(jobKeyPrefixes('DEV', 'DS-2026112410')).toEqual([
      'ORIG/DS-2026112410-',
      'SIGNATURE/DEV/DS-2026112410-',
    ]);
    expect(jobKeyPrefixes('PROD', 'DS-1')).toEqual(['ORIG/DS-1-', 'SIGNATURE/LIVE/DS-1-']);
  });

  it.each([
    ['ORIG/DS-2026112410-damage-1795000000-0a1b2c3d.png', 'DS-2026112410'],
    ['ORIG/DS-2026112410-collection-damage-1795000000-0a1b2c3d.png', 'DS-2026112410'],
    ['ORIG/DS-2026112410-risk-assessment-q12-1795000000-0a1b2c3d.png', 'DS-2026112410'],
    ['ORIG/DS-2026112410-risk-assessment-q2-1795000000-0a1b2c3d.jpg', 'DS-2026112410'],
    ['ORIG/DS-2026112410-delivered-1795000000.png', 'DS-2026112410'],
    ['SIGNATURE/DEV/DS-2026112410-0a1b2c3d-1795000000.jpg', 'DS-2026112410'],
    ['SIGNATURE/LIVE/DS-2026112410-12345678-1795000000.jpg', 'DS-2026112410'],
    ['SIGNATURE/LIVE/DS-2026112410-1795000000.jpg', 'DS-2026112410'],
  ])('jobIdOfObjectKey(%s) = %s', (key, jobId) => {
    expect(jobIdOfObjectKey(key)).toBe(jobId);
    expect(jobKeyPrefixes(key.includes('LIVE') ? 'PROD' : 'DEV', jobId).some((p) => key.startsWith(p))).toBe(
      true,
    );
  });

  it('the key of every photo and signature the app makes names its job', () => {
    const jobId = 'DS-2026112410';
    for (const purpose of [
      'failed',
      'damage',
      'collection-damage',
      'delivered',
      'risk-assessment-q3',
      'signature',
    ]) {
      const photo = {
        id: '0a1b2c3d-9999',
        uri: `${jobId}-${purpose}-${unix}`,
        jobId,
        purpose,
        createdAt: now.getTime(),
      };
      expect(jobIdOfObjectKey(objectTargetOf('PROD', photo).key)).toBe(jobId);
    }
  });

  it.each([
    'ORIG/holiday.png',
    'ORIG/DS-1-selfie-1795000000.png',
    'ORIG/DS-1-damage-1795000000.gif',
    'ORIG/a/DS-1-damage-1795000000.png',
    'SIGNATURE/TEST/DS-1-1795000000.jpg',
    'SIGNATURE/DEV/DS.jpg',
    'PRIVATE/DS-1-damage-1795000000.png',
    '',
  ])('names no job: %s', (key) => {
    expect(jobIdOfObjectKey(key)).toBeNull();
  });
});

describe('multipartPlan (product rules 5.12 and 9.8)', () => {
  it('uses the spec constants', () => {
    expect([MULTIPART_PART_MIN_BYTES, MULTIPART_MAX_PARTS, MULTIPART_QUEUE_SIZE]).toEqual([MB5, 10_000, 4]);
  });

  it.each([
    [0, MB5, 1, 0],
    [1, MB5, 1, 1],
    [MB5 - 1, MB5, 1, MB5 - 1],
    [MB5, MB5, 1, MB5],
    [MB5 + 1, MB5, 2, 1],
    [3 * MB5 + 7, MB5, 4, 7],
    [10_000 * MB5, MB5, 10_000, MB5],
    [10_000 * MB5 + 1, MB5 + 1, 10_000, MB5 + 1 - 9_999],
    [20_000 * MB5, 2 * MB5, 10_000, 2 * MB5],
  ])('%i bytes → parts of %i, %i parts, last %i', (size, partSize, partCount, lastPartSize) => {
    expect(multipartPlan(size)).toEqual({ partSize, partCount, lastPartSize, queueSize: 4 });
  });

  it('never cuts a part below 5 MB but the last, never more than 10000 parts, and adds up', () => {
    for (const size of [1, MB5 * 3 + 1, 10_000 * MB5 + 12_345, 123_456_789_012]) {
      const plan = multipartPlan(size);
      expect(plan.partSize).toBeGreaterThanOrEqual(MB5);
      expect(plan.partCount).toBeLessThanOrEqual(10_000);
      expect(plan.lastPartSize).toBeGreaterThan(0);
      expect(plan.lastPartSize).toBeLessThanOrEqual(plan.partSize);
      expect((plan.partCount - 1) * plan.partSize + plan.lastPartSize).toBe(size);
    }
  });

  it('queue size: 4 by default, as given otherwise, at least 1', () => {
    expect(multipartPlan(1, 2).queueSize).toBe(2);
    expect(multipartPlan(1, 0).queueSize).toBe(1);
    expect(multipartPlan(1, 2.7).queueSize).toBe(2);
    expect(() => multipartPlan(1, Number.NaN)).toThrow(RangeError);
  });

  it('rejects sizes that are not whole bytes', () => {
    for (const size of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => multipartPlan(size)).toThrow(RangeError);
    }
  });
});
