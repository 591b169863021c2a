/**
 * Photos' bytes across the schema upgrade: a database whose photos keep their bytes as ArrayBuffers (as
 * versions 1 and 2 stored them) opened by today's code holds each as a Blob of the photo's content type, the
 * same bytes; photos without bytes stay without.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { withBlobBytes } from '@worker-shared/db/photo-bytes-migration';
import { earlierPhoto } from './support/earlier-photo';
import { writeVersion1Database } from './support/version-1-database';

/** A photo of J1 as versions 1 and 2 stored it: these bytes, or none once uploaded and dropped. */
function storedPhoto(id: string, bytes: ArrayBuffer | null, contentType = 'image/png') {
  const location = bytes === null ? `https://media.example/${id}.png` : null;
  return earlierPhoto(id, 'J1', location, { bytes, contentType });
}

describe('photo bytes kept as Blobs on upgrade', () => {
  it('turns every stored ArrayBuffer into a Blob of the photo’s type with the same bytes', async () => {
    const factory = new IDBFactory();
    await writeVersion1Database(factory, {
      images: [
        [
          'J1',
          [
            storedPhoto('p1', new Uint8Array([1, 2, 3]).buffer),
            storedPhoto('p2', null),
            storedPhoto('p3', new Uint8Array([255, 216, 255]).buffer, 'image/jpeg'),
          ],
        ],
        ['DRA-J1', [storedPhoto('p4', new Uint8Array([9]).buffer)]],
      ],
    });

    const storage = await openIdbStorage(factory);
    const sets = await storage.photoSets();
    const photos = sets.flatMap((set) => set.photos);
    expect(photos.map((photo) => [photo.id, photo.bytes instanceof Blob, photo.bytes?.type ?? null])).toEqual(
      [
        ['p4', true, 'image/png'],
        ['p1', true, 'image/png'],
        ['p2', false, null],
        ['p3', true, 'image/jpeg'],
      ],
    );
    const bytes = await Promise.all(
      photos.map(async (photo) =>
        photo.bytes ? [...new Uint8Array(await photo.bytes.arrayBuffer())] : null,
      ),
    );
    expect(bytes).toEqual([[9], [1, 2, 3], null, [255, 216, 255]]);
    expect(photos.find((photo) => photo.id === 'p2')).toMatchObject({ status: 'down', bytes: null });
    storage.close();
  });

  it('upgrades past a record it cannot read, leaving it as it was', async () => {
    const factory = new IDBFactory();
    await writeVersion1Database(factory, {
      images: [
        ['J1', 'not a list of photos'],
        ['J2', [null, storedPhoto('p1', new Uint8Array([7]).buffer)]],
      ],
    });

    const storage = await openIdbStorage(factory);
    const sets = await storage.photoSets();
    expect(sets.map((set) => set.key)).toEqual(['J1', 'J2']);
    expect(sets[0]?.photos).toBe('not a list of photos');
    expect(sets[1]?.photos[0]).toBeNull();
    expect(sets[1]?.photos[1]?.bytes).toBeInstanceOf(Blob);
    storage.close();
  });

  it('leaves a photo whose bytes are a Blob already, or gone, as it is', () => {
    const blob = new Blob([new Uint8Array([1])], { type: 'image/png' });
    const photos = [{ ...storedPhoto('p1', null), bytes: blob }, storedPhoto('p2', null)];
    const [first, second] = photos.map(withBlobBytes);
    expect(first).toBe(photos[0]);
    expect(second).toBe(photos[1]);
  });
});
