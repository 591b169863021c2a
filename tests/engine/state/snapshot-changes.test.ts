/** The engine pushes the whole snapshot once, then only what changed, down to the jobs (worker/state/state-cell.ts). */
import { describe, expect, it } from 'vitest';
import type { SnapshotChanges, UploadProgress } from '@worker/engine-shapes';
import { initialSnapshot } from '@worker/state/initial-snapshot';
import { StateCell } from '@worker/state/state-cell';
import { makeJob } from '../../domain/support/job-fixture';

const upload = (loaded: number): UploadProgress => ({
  photoId: 'p',
  jobId: 'J1',
  uri: 'u',
  loaded,
  total: 10,
});

function listenedCell() {
  const pushes: SnapshotChanges[] = [];
  const cell = new StateCell(
    initialSnapshot('2026-11-27'),
    () => Date.now(),
    () => undefined,
  );
  cell.listen((changes) => pushes.push(changes));
  return { cell, pushes };
}

describe('what the engine pushes', () => {
  it('pushes every field first, then only the fields an update changed', () => {
    const { cell, pushes } = listenedCell();
    expect(Object.keys(pushes[0]!)).toContain('jobs');
    const syncing = { ...cell.current.sync, state: 'syncing' as const, pendingPhotos: 1 };
    cell.update({ sync: syncing });
    cell.update({ sync: { ...syncing, uploads: [upload(3)] } });
    expect(pushes.slice(1).map((push) => Object.keys(push))).toEqual([['sync'], ['sync']]);
    expect(pushes[2]!.sync?.uploads).toEqual([upload(3)]);
  });

  it('pushes nothing for an update that changed nothing, and the jobs only when they changed', () => {
    const { cell, pushes } = listenedCell();
    cell.update({ jobs: cell.current.jobs, online: cell.current.online });
    expect(pushes).toHaveLength(1);
    cell.update({ jobs: [] });
    expect(pushes, 'a new array of the same (no) jobs').toHaveLength(1);
    cell.update({ jobs: [makeJob()] });
    expect(pushes).toHaveLength(2);
    expect(Object.keys(pushes[1]!)).toEqual(['jobs']);
  });

  it('pushes only the jobs that changed when most of the day did not', () => {
    const { cell, pushes } = listenedCell();
    const day = Array.from({ length: 500 }, (_, index) => makeJob({ id: `J${index}` }));
    cell.update({ jobs: day });
    expect(pushes.at(-1)?.jobs).toHaveLength(500);
    const uploaded = { ...day[7]!, arrived_at_drop: true };
    cell.update({ jobs: day.map((job, index) => (index === 7 ? uploaded : job)) });
    expect(pushes.at(-1)).toEqual({ jobsPatch: { ids: null, changed: [uploaded] } });
    // What crosses to the page: one job, not the day.
    const bytes = (value: unknown) => JSON.stringify(value).length;
    expect(bytes(pushes.at(-1))).toBeLessThan(bytes(day) / 100);
    cell.update({ jobs: day.filter((_, index) => index !== 3) });
    const dropped = pushes.at(-1)?.jobsPatch;
    expect(dropped?.ids).toHaveLength(499);
    expect(dropped?.changed.map((job) => job.id)).toEqual(['J7']);
  });

  it('pushes the whole snapshot again to a new listener (a new page)', () => {
    const { cell, pushes } = listenedCell();
    cell.update({ online: false });
    cell.listen((changes) => pushes.push(changes));
    expect(pushes.at(-1)?.online).toBe(false);
    expect(Object.keys(pushes.at(-1)!)).toEqual(Object.keys(pushes[0]!));
  });
});
