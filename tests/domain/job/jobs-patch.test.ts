/** A day's jobs cross to the page as what changed (domain/job/jobs-patch.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyJobsPatch, jobsPatch } from '@domain/job/jobs-patch';
import type { Job } from '@domain/job/job';
import { makeJob } from '../support/job-fixture';

const day = (count: number) => Array.from({ length: count }, (_, index) => makeJob({ id: `J${index}` }));

/** A later list: some jobs changed (new objects), some dropped, some added, maybe reordered. */
const laterList = (before: readonly Job[]) =>
  fc
    .record({
      changed: fc.array(fc.nat({ max: 29 }), { maxLength: 5 }),
      dropped: fc.array(fc.nat({ max: 29 }), { maxLength: 5 }),
      added: fc.nat({ max: 4 }),
      reversed: fc.boolean(),
    })
    .map(({ changed, dropped, added, reversed }) => {
      const next = before
        .filter((_, index) => !dropped.includes(index))
        .map((job, index) => (changed.includes(index) ? { ...job, arrived_at_drop: true } : job))
        .concat(Array.from({ length: added }, (_, index) => makeJob({ id: `NEW${index}` })));
      return reversed ? next.reverse() : next;
    });

describe('jobsPatch and applyJobsPatch', () => {
  it('rebuild the later list exactly, keeping every unchanged job the same object', () => {
    const before = day(30);
    fc.assert(
      fc.property(laterList(before), (next) => {
        const patch = jobsPatch(before, next);
        const crossed: typeof patch = structuredClone(patch);
        const rebuilt = crossed === null ? next : applyJobsPatch(before, crossed);
        expect(rebuilt).toEqual(next);
        const kept = new Set(before);
        rebuilt.forEach((job, index) => {
          if (kept.has(next[index]!)) expect(job).toBe(next[index]);
        });
      }),
    );
  });

  it('carry only the changed job, and no ids, when one job of the day changed', () => {
    const before = day(500);
    const changed = { ...before[42]!, arrived_at_drop: true };
    const patch = jobsPatch(
      before,
      before.map((job) => (job.id === 'J42' ? changed : job)),
    );
    expect(patch).toEqual({ ids: null, changed: [changed] });
  });

  it('give no patch when most jobs changed (a new download) or when ids repeat', () => {
    const before = day(10);
    expect(jobsPatch(before, day(10))).toBeNull();
    expect(jobsPatch([], day(3))).toBeNull();
    expect(jobsPatch(before, [...before, before[0]!])).toBeNull();
  });

  it('refuse a patch that names a job the page does not hold, saying which', () => {
    expect(() => applyJobsPatch(day(2), { ids: ['J0', 'J9'], changed: [] })).toThrow(/job J9/);
  });
});
