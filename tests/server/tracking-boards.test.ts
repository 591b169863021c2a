// The tracking pages' boards: a branch's board is built once and served for BOARD_FRESH_MS, whatever the
// number of pages asking meanwhile; each branch has its own; a failed build is not kept.
import { describe, expect, it } from 'vitest';
import type { TodayBoard } from '@domain/office/today-board';
import { BOARD_FRESH_MS, TrackingBoards } from '@server/tracking/tracking-boards';

function counting() {
  const built: string[] = [];
  let fail = false;
  const build = (branch: string): Promise<TodayBoard> => {
    built.push(branch);
    if (fail) return Promise.reject(new Error('database gone'));
    return Promise.resolve({ branch, version: String(built.length) } as TodayBoard);
  };
  return { built, build, failNext: (value: boolean) => (fail = value) };
}

describe('TrackingBoards', () => {
  it('builds a branch’s board once per BOARD_FRESH_MS, for every page asking meanwhile', async () => {
    let now = 1_000_000;
    const source = counting();
    const boards = new TrackingBoards(source.build, () => now);
    const first = await boards.board('1');
    now += BOARD_FRESH_MS - 1;
    const asked = await Promise.all(Array.from({ length: 50 }, () => boards.board('1')));
    expect(source.built).toEqual(['1']);
    for (const board of asked) expect(board).toBe(first);
    now += 1;
    const next = await boards.board('1');
    expect(next).not.toBe(first);
    expect(source.built).toEqual(['1', '1']);
  });

  it('keeps each branch’s board apart', async () => {
    const source = counting();
    const boards = new TrackingBoards(source.build, () => 0);
    expect((await boards.board('1')).branch).toBe('1');
    expect((await boards.board('2')).branch).toBe('2');
    await boards.board('1');
    expect(source.built).toEqual(['1', '2']);
  });

  it('builds again after a failed build instead of serving the failure', async () => {
    const source = counting();
    const boards = new TrackingBoards(source.build, () => 0);
    source.failNext(true);
    await expect(boards.board('1')).rejects.toThrow('database gone');
    source.failNext(false);
    expect((await boards.board('1')).branch).toBe('1');
    expect(source.built).toEqual(['1', '1']);
  });
});
