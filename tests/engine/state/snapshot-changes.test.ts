/** Issue 13: the engine pushes the whole snapshot once, then only what changed (worker/state/state-cell.ts). */
import { describe, expect, it } from 'vitest';
import type { SnapshotChanges, UploadProgress } from '../../../worker/engine-shapes';
import { initialEngineState } from '../../../worker/state/engine-state';
import { StateCell } from '../../../worker/state/state-cell';

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
    initialEngineState('2026-11-27'),
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
    expect(pushes).toHaveLength(2);
    expect(Object.keys(pushes[1]!)).toEqual(['jobs']);
  });

  it('pushes the whole snapshot again to a new listener (a new page)', () => {
    const { cell, pushes } = listenedCell();
    cell.update({ online: false });
    cell.listen((changes) => pushes.push(changes));
    expect(pushes.at(-1)?.online).toBe(false);
    expect(Object.keys(pushes.at(-1)!)).toEqual(Object.keys(pushes[0]!));
  });
});
