/** The engine's state cell: one state, published as the snapshot, with isToday the clock's to say. */
import { describe, expect, it } from 'vitest';
import type { SnapshotChanges } from '@worker/engine-shapes';
import { initialSnapshot } from '@worker/state/initial-snapshot';
import { StateCell } from '@worker/state/state-cell';
import { TestClock, TestTimers } from '../support/engine-harness';

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

describe('the state cell with a push gap', () => {
  const GAP_MS = 200;

  /** A cell with a test gap and a listener that records each push, then runs `onPush` if given. */
  const listening = ({
    gapMs = GAP_MS,
    onPush,
  }: {
    gapMs?: number;
    onPush?: (changes: SnapshotChanges, cell: StateCell) => void;
  } = {}) => {
    const clock = new TestClock(noon(DAY));
    const timers = new TestTimers(clock);
    const cell = new StateCell(initialSnapshot(DAY), clock.now, () => undefined, { gapMs, timers });
    const pushes: SnapshotChanges[] = [];
    cell.listen((changes) => {
      pushes.push(changes);
      onPush?.(changes, cell);
    });
    return { cell, pushes, timers, clock };
  };

  it('sends the whole snapshot at once, then holds the updates within the gap for one push at its end', async () => {
    const { cell, pushes, timers } = listening();
    expect(pushes).toEqual([initialSnapshot(DAY)]);

    cell.update({ fetching: true });
    cell.update({ lastDownloaded: `${DAY}T06:00:00Z` });
    cell.update({ fetching: false });
    expect(pushes).toHaveLength(1);

    await timers.advance(GAP_MS - 1);
    expect(pushes).toHaveLength(1);
    await timers.advance(1);
    expect(pushes).toEqual([initialSnapshot(DAY), { lastDownloaded: `${DAY}T06:00:00Z` }]);
    expect(timers.pending).toBe(1);
  });

  it('pushes an update after a quiet gap at once, and nothing at the end of a gap that held nothing', async () => {
    const { cell, pushes, timers } = listening();
    await timers.advance(GAP_MS);
    expect(pushes).toHaveLength(1);
    expect(timers.pending).toBe(0);

    cell.update({ fetching: true });
    expect(pushes[1]).toEqual({ fetching: true });
  });

  it('pushes nothing at the end of a gap whose updates undid each other', async () => {
    const { cell, pushes, timers } = listening();
    cell.update({ fetching: true });
    cell.update({ fetching: false });
    await timers.advance(GAP_MS);
    expect(pushes).toHaveLength(1);
    expect(timers.pending).toBe(0);
  });

  it('sends a held push at once when flushed, and nothing when none is held', async () => {
    const { cell, pushes, timers } = listening();
    cell.flush();
    expect(pushes).toHaveLength(1);

    cell.update({ fetching: true });
    cell.flush();
    expect(pushes).toEqual([initialSnapshot(DAY), { fetching: true }]);
    await timers.advance(GAP_MS);
    expect(pushes).toHaveLength(2);
  });

  it('sends a new listener the whole snapshot at once, a held update in it', async () => {
    const { cell, pushes, timers } = listening();
    cell.update({ fetching: true });
    const again: SnapshotChanges[] = [];
    cell.listen((changes) => again.push(changes));
    expect(again).toEqual([{ ...initialSnapshot(DAY), fetching: true }]);
    await timers.advance(GAP_MS);
    expect(again).toHaveLength(1);
    expect(pushes).toHaveLength(1);
  });

  it('says at the end of a gap whether the shown day is today, by the clock then', async () => {
    const { cell, pushes, timers, clock } = listening();
    cell.update({ fetching: true });
    clock.ms = noon('2026-11-28') - GAP_MS;
    await timers.advance(GAP_MS);
    expect(pushes[1]).toEqual({ fetching: true, isToday: false });
  });

  it('holds an update the listener makes as it takes a push, keeping one gap', async () => {
    const { cell, pushes, timers } = listening({
      onPush: (changes, pushed) => {
        if (changes.fetching === true) pushed.update({ lastDownloaded: `${DAY}T06:00:00Z` });
      },
    });
    await timers.advance(GAP_MS);
    cell.update({ fetching: true });
    expect(pushes).toEqual([initialSnapshot(DAY), { fetching: true }]);
    expect(timers.pending).toBe(1);
    await timers.advance(GAP_MS);
    expect(pushes[2]).toEqual({ lastDownloaded: `${DAY}T06:00:00Z` });
  });

  it('sends each update at once with no gap', () => {
    const { cell, pushes, timers } = listening({ gapMs: 0 });
    cell.update({ fetching: true });
    cell.update({ fetching: false });
    expect(pushes).toEqual([initialSnapshot(DAY), { fetching: true }, { fetching: false }]);
    expect(timers.pending).toBe(0);
  });
});
