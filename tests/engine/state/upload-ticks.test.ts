/** Issue 13: an update that moved only the uploads' progress goes as an upload tick, not the whole day (worker/state/state-cell.ts). */
import { describe, expect, it } from 'vitest';
import type { EngineSnapshot, UploadProgress } from '../../../worker/engine-shapes';
import { initialEngineState } from '../../../worker/state/engine-state';
import { StateCell } from '../../../worker/state/state-cell';

const upload = (loaded: number): UploadProgress => ({
  photoId: 'p',
  jobId: 'J1',
  uri: 'u',
  loaded,
  total: 10,
});

function cellWith(ticks: boolean) {
  const pushes: string[] = [];
  const cell = new StateCell(
    initialEngineState('2026-11-27'),
    () => Date.now(),
    () => undefined,
  );
  const onSnapshot = (snapshot: EngineSnapshot, seq: number) =>
    pushes.push(
      `${seq} snapshot ${snapshot.sync.state} ${snapshot.sync.uploads.map((u) => u.loaded).join()}`,
    );
  const onTick = (uploads: UploadProgress[], seq: number) =>
    pushes.push(`${seq} tick ${uploads.map((u) => u.loaded).join()}`);
  cell.listen(onSnapshot, ticks ? onTick : undefined);
  return { cell, pushes };
}

describe('upload ticks', () => {
  it('sends the uploads alone when only they changed, one sequence for ticks and snapshots', () => {
    const { cell, pushes } = cellWith(true);
    const syncing = { ...cell.current.sync, state: 'syncing' as const, pendingPhotos: 1 };
    cell.update({ sync: syncing });
    cell.update({ sync: { ...syncing, uploads: [upload(3)] } });
    cell.update({ sync: { ...syncing, uploads: [upload(7)] } });
    cell.update({ sync: { ...syncing, pendingPhotos: 0, uploads: [] } });
    expect(pushes).toEqual([
      '1 snapshot idle ',
      '2 snapshot syncing ',
      '3 tick 3',
      '4 tick 7',
      '5 snapshot syncing ',
    ]);
    expect(cell.current.sync.uploads).toEqual([]);
  });

  it('sends a snapshot when anything beside the uploads changed with them', () => {
    const { cell, pushes } = cellWith(true);
    cell.update({ sync: { ...cell.current.sync, uploads: [upload(1)] }, online: false });
    expect(pushes.at(-1)).toBe('2 snapshot idle 1');
  });

  it('sends only snapshots to a UI that does not listen for ticks (the engine tests)', () => {
    const { cell, pushes } = cellWith(false);
    cell.update({ sync: { ...cell.current.sync, uploads: [upload(5)] } });
    expect(pushes).toEqual(['1 snapshot idle ', '2 snapshot idle 5']);
  });
});
