/** The engine's state cell: one state, published as the snapshot, with isToday the clock's to say. */
import { describe, expect, it } from 'vitest';
import type { SnapshotChanges } from '@worker/engine-shapes';
import { initialSnapshot } from '@worker/state/initial-snapshot';
import { StateCell } from '@worker/state/state-cell';

const DAY = '2026-11-27';
const noon = (isoDay: string) => Date.parse(`${isoDay}T12:00:00`);

describe('the state cell', () => {
  it('publishes its state as it is, from the one initial value', () => {
    const cell = new StateCell(
      initialSnapshot(DAY),
      () => noon(DAY),
      () => undefined,
    );
    const pushes: SnapshotChanges[] = [];
    cell.listen((changes) => pushes.push(changes));
    expect(pushes).toEqual([initialSnapshot(DAY)]);
    cell.update({ lastDownloaded: `${DAY}T06:00:00Z` });
    expect(pushes[1]).toEqual({ lastDownloaded: `${DAY}T06:00:00Z` });
    expect(cell.current).toEqual({ ...initialSnapshot(DAY), lastDownloaded: `${DAY}T06:00:00Z` });
  });

  it('says whether the shown day is today by the clock at each push, so the day turns at midnight', () => {
    let now = noon(DAY);
    const cell = new StateCell(
      initialSnapshot(DAY),
      () => now,
      () => undefined,
    );
    const pushes: SnapshotChanges[] = [];
    cell.listen((changes) => pushes.push(changes));
    expect(pushes[0]?.isToday).toBe(true);

    now = noon('2026-11-28');
    cell.update({ fetching: true });
    expect(pushes[1]).toEqual({ fetching: true, isToday: false });

    cell.update({ displayDate: '2026-11-28' });
    expect(pushes[2]).toEqual({ displayDate: '2026-11-28', isToday: true });
  });
});
