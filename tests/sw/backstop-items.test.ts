/** The backstop's items: one per outbox entry (with its photos) plus lone `up` photos, and the calls they end with. */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { backstopItems, finalCall, isBackstopItem, itemSignature, queuedRequest } from '@sw/backstop-item';
import type { StoredPhotoSet } from '@worker-shared/stored/stored-photo';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { callOf, frozenRequestOf } from '@worker-shared/sending/outbox-request';
import { makeJob } from '../domain/support/job-fixture';
import { downPhoto as down, upPhoto as photo } from './support/stored-photo-fixture';

const NOW = new Date(2026, 10, 21, 14, 5, 0);

function entry(id: number, overrides: Partial<StoredOutboxEntry> = {}): StoredOutboxEntry {
  const job = makeJob({ id: overrides.jobId ?? 'ORD123-01' });
  return {
    id,
    kind: 'jobUpdate',
    jobId: job.id,
    owner: 'demo.driver',
    idempotencyKey: `entry-key-${id}`,
    payload: buildJobUpdatePayload(job, NOW),
    photos: [],
    createdAt: 1,
    attempts: 0,
    lastError: null,
    ...overrides,
  } as StoredOutboxEntry;
}

describe('backstopItems', () => {
  it('makes one item per entry with the photos it names, lone `up` photos first', () => {
    const first = entry(1, { photos: [{ imageKey: 'ORD123-01', photoId: 'a' }] });
    const second = entry(2, { jobId: 'ORD456-01', owner: 'demo.driver2' });
    const sets: StoredPhotoSet[] = [{ key: 'ORD123-01', photos: [photo('a'), photo('lone'), down('old')] }];

    const items = backstopItems([first, second], sets);

    expect(items.map((item) => [item.key, item.owner, item.lane])).toEqual([
      ['photo-key-lone', 'demo.driver', 'photo:lone'],
      ['entry-key-1', 'demo.driver', 'job:ORD123-01'],
      ['entry-key-2', 'demo.driver2', 'job:ORD456-01'],
    ]);
    expect(items[0]?.entry).toBeNull();
    expect(items[1]?.photos).toEqual([{ imageKey: 'ORD123-01', photo: photo('a') }]);
    expect(items[2]?.photos).toEqual([]);
  });

  it('leaves out an entry that needs attention; its `up` photo goes as a lone photo', () => {
    const attention = { message: 'Job not found', code: null, status: 404, at: 2, conflict: null };
    const held = entry(1, {
      photos: [{ imageKey: 'ORD123-01', photoId: 'a' }],
      state: 'attention',
      attention,
    });
    const items = backstopItems([held, entry(2)], [{ key: 'ORD123-01', photos: [photo('a')] }]);
    expect(items.map((item) => item.key)).toEqual(['photo-key-a', 'entry-key-2']);
  });

  it('puts a risk assessment in its own lane', () => {
    const dra = entry(3, { kind: 'draUpdate' });
    expect(backstopItems([dra], [])[0]?.lane).toBe('dra:ORD123-01');
  });

  it('gives an item a new signature once a photo of it went up', () => {
    const named = entry(1, { photos: [{ imageKey: 'ORD123-01', photoId: 'a' }] });
    const [before] = backstopItems([named], [{ key: 'ORD123-01', photos: [photo('a')] }]);
    const [after] = backstopItems([named], [{ key: 'ORD123-01', photos: [down('a')] }]);
    expect(before && after && itemSignature(before) !== itemSignature(after)).toBe(true);
  });
});

describe('finalCall and queuedRequest', () => {
  it('ends a ready entry with exactly the call the engine makes (same key, same body)', () => {
    const ready = entry(1, { photos: [{ imageKey: 'ORD123-01', photoId: 'a' }] });
    const [item] = backstopItems([ready], [{ key: 'ORD123-01', photos: [down('a')] }]);
    const engineCall = frozenRequestOf(
      ready,
      () => down('a'),
      () => undefined,
    );

    expect(engineCall.kind).toBe('ready');
    expect(item && finalCall(item)).toEqual(engineCall.kind === 'ready' ? callOf(engineCall.request) : null);
  });

  it('keeps the saved payload while photos are still to go up, and stores no token', async () => {
    const waiting = entry(1, { photos: [{ imageKey: 'ORD123-01', photoId: 'a' }] });
    const [item] = backstopItems([waiting], [{ key: 'ORD123-01', photos: [photo('a')] }]);
    if (!item) throw new Error('no item');

    const request = queuedRequest(item, 'http://gw.test');

    expect(request.method).toBe('POST');
    expect(request.url).toBe(`http://gw.test${apiPaths.jobUpdate}`);
    expect(request.headers.get('Idempotency-Key')).toBe('entry-key-1');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(await request.text())).toEqual(waiting.payload);
  });

  it('ends a lone photo with its upload, under the photo’s own key', async () => {
    const [item] = backstopItems([], [{ key: 'ORD123-01', photos: [photo('lone')] }]);
    if (!item) throw new Error('no item');

    const request = queuedRequest(item, 'http://gw.test');

    const url = new URL(request.url);
    expect(url.pathname).toBe(apiPaths.imageUpload);
    expect(url.searchParams.get('name')).toBe('ORD123-01-failed-lone.png');
    expect(url.searchParams.get('contentType')).toBe('png');
    expect(request.headers.get('Idempotency-Key')).toBe('photo-key-lone');
    expect(new Uint8Array(await request.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('isBackstopItem', () => {
  it('accepts an item read back and refuses other queue metadata', () => {
    const [item] = backstopItems([entry(1)], []);
    expect(isBackstopItem(structuredClone(item))).toBe(true);
    expect(isBackstopItem(undefined)).toBe(false);
    expect(isBackstopItem({ key: 'k', owner: 'o', lane: 'l', photos: [], entry: { id: 1 } })).toBe(false);
  });
});
