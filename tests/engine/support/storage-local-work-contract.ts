/**
 * The EngineStorage contract for local work (saves, outbox, image cache,
 * fetched-day merge, geocodes), runnable against any implementation.
 */
import { describe, expect, it } from 'vitest';
import type { JobUpdateRequest } from '@domain/gateway/job-update-payload';
import { activeJobKey } from '@worker-shared/db/job-writes';
import { kvKey } from '@worker-shared/db/kv-key';
import { kvUpdate } from '@worker-shared/db/local-save';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { upPhoto } from '../../sw/support/stored-photo-fixture';
import { day, job } from './storage-contract';

/** An `up` photo of a job, stored under its key. */
function photo(id: string, jobId: string, owner = 'demo.driver'): StoredPhoto {
  const uri = `${jobId}-failed-1795000000`;
  return upPhoto(id, { uri, jobId, owner, uploadName: `${uri}.png`, idempotencyKey: `key-${id}` });
}

function entry(jobId: string, kind: 'jobUpdate' | 'draUpdate' = 'jobUpdate') {
  const payload = { id: jobId } as unknown as JobUpdateRequest;
  return kind === 'jobUpdate'
    ? newOutboxEntry({ kind, jobId, owner: 'demo.driver', payload, photos: [] }, 1)
    : newOutboxEntry(
        {
          kind,
          jobId,
          owner: 'demo.driver',
          photos: [],
          payload: {
            orderReference: 'O',
            user_type: 'driver',
            firstName: '',
            lastName: '',
            timestamp: '',
            questions: [],
          },
        },
        1,
      );
}

/** The outbox, image cache, local-save and geocode parts of the contract. */
export function describeLocalWorkContract(name: string, open: () => Promise<EngineStorage>): void {
  describe(`EngineStorage local work: ${name}`, () => {
    it('commits a save whole: job, outbox entry, photos and kv; outbox entries come back in order', async () => {
      const storage = await open();
      await storage.writeDay(day('2026-11-21', [job('a')]));
      await storage.set(activeJobKey, job('a'));
      const changed = job('a', { requiresSync: true, changed: true, job_outcome_status: 5 });
      const counter = kvKey<number>('counter');
      const first = await storage.commitSave({
        job: { id: 'a', date: '2026-11-21', job: changed },
        outbox: entry('a'),
        photos: { key: 'a', photos: [photo('p1', 'a')] },
        kv: [kvUpdate(counter, (n) => (n ?? 0) + 1)],
      });
      const second = await storage.commitSave({
        outbox: entry('b', 'draUpdate'),
        photos: { key: 'a', photos: [photo('p2', 'a')] },
        kv: [kvUpdate(counter, (n) => (n ?? 0) + 1)],
      });
      expect(typeof first).toBe('number');
      expect(second).toBeGreaterThan(first ?? Infinity);
      expect((await storage.readJob('a'))?.job).toEqual(changed);
      expect(await storage.get(activeJobKey)).toEqual(changed);
      expect((await storage.outboxEntries()).map((e) => [e.id, e.kind, e.jobId])).toEqual([
        [first, 'jobUpdate', 'a'],
        [second, 'draUpdate', 'b'],
      ]);
      expect((await storage.photoSets()).map((s) => [s.key, s.photos.map((p) => p.id)])).toEqual([
        ['a', ['p1', 'p2']],
      ]);
      expect(await storage.get(counter)).toBe(2);
      storage.close();
    });

    it('writes nothing of a save that fails part-way', async () => {
      const storage = await open();
      await storage.writeDay(day('2026-11-21', [job('a')]));
      const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      await expect(
        storage.commitSave({
          job: { id: 'a', date: '2026-11-21', job: job('a', { requiresSync: true }) },
          outbox: entry('a'),
          photos: { key: 'a', photos: [photo('p1', 'a')] },
          kv: [
            kvUpdate(kvKey<number>('n'), () => {
              throw full;
            }),
          ],
        }),
      ).rejects.toBe(full);
      expect((await storage.readJob('a'))?.job.requiresSync).toBeUndefined();
      expect(await storage.outboxEntries()).toEqual([]);
      expect(await storage.photoSets()).toEqual([]);
      storage.close();
    });

    it('clears requiresSync when the last job update of a job is accepted, not before', async () => {
      const storage = await open();
      const pending = job('a', { requiresSync: true, changed: true });
      await storage.writeDay(day('2026-11-21', [pending]));
      const one = await storage.commitSave({ outbox: entry('a') });
      const dra = await storage.commitSave({ outbox: entry('a', 'draUpdate') });
      const two = await storage.commitSave({ outbox: entry('a') });
      await storage.recordOutboxFailure(one ?? 0, 'Database unavailable');
      expect((await storage.outboxEntries())[0]).toMatchObject({
        attempts: 1,
        lastError: 'Database unavailable',
      });
      expect(await storage.completeOutboxEntry(one ?? 0)).toBeUndefined();
      expect((await storage.readJob('a'))?.job.requiresSync).toBe(true);
      expect(await storage.completeOutboxEntry(two ?? 0)).toMatchObject({ id: 'a', requiresSync: false });
      expect((await storage.readJob('a'))?.job).toMatchObject({ requiresSync: false, changed: true });
      expect((await storage.outboxEntries()).map((e) => e.id)).toEqual([dra]);
      storage.close();
    });

    it('reads the photos of some keys alone, in the store’s key order, as photoSets lists them', async () => {
      const storage = await open();
      await storage.commitSave({ photos: { key: 'b', photos: [photo('p1', 'b'), photo('p2', 'b')] } });
      await storage.commitSave({ photos: { key: 'DRA-b', photos: [photo('p3', 'b')] } });
      await storage.commitSave({ photos: { key: 'c', photos: [photo('p4', 'c')] } });
      const ids = (sets: { key: string; photos: StoredPhoto[] }[]) =>
        sets.map((set) => [set.key, set.photos.map((p) => p.id)]);
      expect(ids(await storage.photoSetsOf(['b', 'DRA-b', 'none']))).toEqual([
        ['DRA-b', ['p3']],
        ['b', ['p1', 'p2']],
      ]);
      const all = await storage.photoSets();
      expect(await storage.photoSetsOf(['c', 'b', 'DRA-b', 'c'])).toEqual(all);
      expect(await storage.photoSetsOf([])).toEqual([]);
      storage.close();
    });

    it('marks a photo uploaded: `down` at its location, bytes dropped, the job gallery following', async () => {
      const storage = await open();
      const withGallery = job('a', {
        job_activity_gallery: [{ id: 'p1', uri: 'a-failed-1', type: 'failed', status: 'up' }],
      });
      await storage.writeDay(day('2026-11-21', [withGallery]));
      await storage.commitSave({ photos: { key: 'a', photos: [photo('p1', 'a'), photo('p2', 'a')] } });
      await storage.recordPhotoFailure('a', 'p2', 'Bucket offline');
      const changed = await storage.markPhotoUploaded('a', 'p1', 'https://media/p1');
      expect(changed?.job_activity_gallery).toEqual([
        { id: 'p1', uri: 'https://media/p1', type: 'failed', status: 'down' },
      ]);
      const [set] = await storage.photoSets();
      expect(set?.photos[0]).toMatchObject({ status: 'down', location: 'https://media/p1', bytes: null });
      expect(set?.photos[1]).toMatchObject({ status: 'up', attempts: 1, lastError: 'Bucket offline' });
      expect((await storage.readJob('a'))?.job.job_activity_gallery?.[0]?.status).toBe('down');
      storage.close();
    });

    it('merges a fetched day with the local jobs read in the same transaction', async () => {
      const storage = await open();
      await storage.writeDay(
        day('2026-11-21', [job('a', { requiresSync: true, job_outcome_status: 4 }), job('b')]),
      );
      const list = await storage.mergeDay({ date: '2026-11-21', manifests: [], download: [] }, (local) =>
        [job('a'), job('b'), job('c')].map((server) => local.find((l) => l.id === server.id) ?? server),
      );
      expect(list.jobs.map((j) => [j.id, j.job_outcome_status])).toEqual([
        ['a', 4],
        ['b', 3],
        ['c', 3],
      ]);
      expect((await storage.readDay('2026-11-21'))?.jobs).toEqual(list.jobs);
      storage.close();
    });

    it('caches geocodes by postcode key', async () => {
      const storage = await open();
      expect(await storage.readGeocode('M202LW')).toBeUndefined();
      await storage.writeGeocode({ postcode: 'M202LW', latitude: 53.4221, longitude: -2.231 });
      expect(await storage.readGeocode('M202LW')).toEqual({
        postcode: 'M202LW',
        latitude: 53.4221,
        longitude: -2.231,
      });
      storage.close();
    });
  });
}
