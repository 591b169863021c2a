/**
 * The backstop queue's items as this version reads them (sw/item-queue.ts): an item an earlier service worker
 * queued, its photos' bytes ArrayBuffers, comes back with them as Blobs of each photo's type; an item already
 * so comes back as it is, and anything else is no item.
 */
import { describe, expect, it } from 'vitest';
import type { BackstopItem } from '@sw/backstop-item';
import { itemAsQueued } from '@sw/item-queue';
import { downPhoto, upPhoto } from './support/stored-photo-fixture';

function item(photos: BackstopItem['photos']): BackstopItem {
  return { key: 'photo-key-p1', owner: 'demo.driver', lane: 'ORD123-01', entry: null, photos };
}

describe('itemAsQueued', () => {
  it('turns the ArrayBuffer bytes of an item an earlier version queued into Blobs with the same bytes', async () => {
    const earlier = upPhoto('p1', { contentType: 'image/jpeg' }) as unknown as Record<string, unknown>;
    earlier.bytes = new Uint8Array([4, 5, 6]).buffer;
    const queued = item([
      { imageKey: 'ORD123-01', photo: earlier as never },
      { imageKey: 'ORD123-01', photo: downPhoto('p2') },
    ]);

    const read = itemAsQueued(queued);

    const bytes = read?.photos[0]?.photo.bytes;
    expect(bytes).toBeInstanceOf(Blob);
    expect(bytes?.type).toBe('image/jpeg');
    expect([...new Uint8Array((await bytes?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([4, 5, 6]);
    expect(read?.photos[1]?.photo).toBe(queued.photos[1]?.photo);
    expect(read?.key).toBe('photo-key-p1');
  });

  it('answers an item whose bytes are Blobs as it is, and no item for anything else', () => {
    const current = item([{ imageKey: 'ORD123-01', photo: upPhoto('p1') }]);
    expect(itemAsQueued(current)).toBe(current);
    expect(itemAsQueued({ key: 1 })).toBeNull();
    expect(itemAsQueued(undefined)).toBeNull();
  });
});
