/** Snapshots are structurally shared, so what did not change keeps its identity (domain/sharing/structural-share.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareStructure } from '@domain/sharing/structural-share';
import { makeJob } from '../support/job-fixture';

describe('shareStructure', () => {
  it('answers the previous value itself when the next one is deep-equal', () => {
    const previous = { jobs: [makeJob(), makeJob({ id: 'B' })], online: true, sync: { uploads: [] } };
    expect(shareStructure(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps every unchanged part and replaces only the changed path', () => {
    const a = makeJob({ id: 'A' });
    const b = makeJob({ id: 'B' });
    const previous = { jobs: [a, b], sync: { state: 'idle', uploads: [{ photoId: 'p', loaded: 1 }] } };
    const next = structuredClone(previous);
    next.sync.uploads[0]!.loaded = 2;
    const shared = shareStructure(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.jobs).toBe(previous.jobs);
    expect(shared.sync).not.toBe(previous.sync);
    expect(shared.sync.uploads).not.toBe(previous.sync.uploads);
  });

  it('matches records with ids by id: a job inserted before others leaves them as they were', () => {
    const a = makeJob({ id: 'A' });
    const b = makeJob({ id: 'B' });
    const inserted = makeJob({ id: 'C' });
    const shared = shareStructure([a, b], structuredClone([inserted, a, b]));
    expect(shared[0]).toEqual(inserted);
    expect(shared[1]).toBe(a);
    expect(shared[2]).toBe(b);
  });

  it('a changed job is a new object; its unchanged parts are the old ones', () => {
    const a = makeJob({ id: 'A' });
    const next = structuredClone([a]);
    next[0]!.requiresSync = true;
    const [shared] = shareStructure([a], next);
    expect(shared).not.toBe(a);
    expect(shared?.requiresSync).toBe(true);
    expect(shared?.customer).toBe(a.customer);
    expect(shared?.products).toBe(a.products);
  });

  it('matches by index when ids repeat or are missing, and notices removed keys and shorter arrays', () => {
    expect(shareStructure([{ id: 1 }, { id: 1 }], [{ id: 1 }, { id: 1 }])).toEqual([{ id: 1 }, { id: 1 }]);
    const child = { c: [1] };
    const previous = { a: child, b: 2 };
    const dropped = shareStructure(previous, { a: { c: [1] } });
    expect(dropped).toEqual({ a: { c: [1] } });
    expect(dropped.a).toBe(child);
    const list = [1, 2, 3];
    expect(shareStructure(list, [1, 2])).toEqual([1, 2]);
    expect(shareStructure({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
  });

  it('keeps what is not plain data as it arrives', () => {
    const blob = new Blob(['x']);
    const shared = shareStructure({ photo: new Blob(['x']) }, { photo: blob });
    expect(shared.photo).toBe(blob);
    expect(shareStructure(null, { a: 1 })).toEqual({ a: 1 });
    expect(shareStructure({ a: 1 }, null)).toBeNull();
    expect(shareStructure([1], { 0: 1 })).toEqual({ 0: 1 });
  });

  it('always answers a value deep-equal to the next one, and the previous one when they are deep-equal', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, (previous, next) => {
        const shared = shareStructure(previous, next);
        expect(shared).toStrictEqual(next);
        const same = shareStructure(previous, structuredClone(previous));
        expect(same).toBe(previous);
      }),
    );
  });
});
