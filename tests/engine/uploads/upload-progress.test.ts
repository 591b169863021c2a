/** The upload progress board: a new upload and a settled one show at once, progress at most every 250 ms. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_PROGRESS_INTERVAL_MS, UploadProgressBoard } from '@worker/uploads/upload-progress';

const progress = (photoId: string, loaded: number, total = 100) => ({
  photoId,
  jobId: 'J1',
  uri: `J1-damage-${photoId}`,
  loaded,
  total,
});

describe('UploadProgressBoard', () => {
  it('shows a new upload at once and further progress only after 250 ms', () => {
    let now = 1_000;
    const board = new UploadProgressBoard(() => now);
    expect(UPLOAD_PROGRESS_INTERVAL_MS).toBe(250);

    expect(board.report(progress('a', 0))).toBe(true);
    expect(board.shown()).toEqual([progress('a', 0)]);
    now += 100;
    expect(board.report(progress('a', 40))).toBe(false);
    now += 149;
    expect(board.report(progress('a', 60))).toBe(false);
    now += 1;
    expect(board.report(progress('a', 80))).toBe(true);
    expect(board.shown()).toEqual([progress('a', 80)]);
  });

  it('shows a second upload at once, keeps both until each settles', () => {
    const now = 5_000;
    const board = new UploadProgressBoard(() => now);
    board.report(progress('a', 10));
    board.shown();
    expect(board.report(progress('b', 0))).toBe(true);
    expect(board.shown()).toEqual([progress('a', 10), progress('b', 0)]);
    board.settle('a');
    expect(board.shown()).toEqual([progress('b', 0)]);
    board.settle('b');
    board.settle('unknown');
    expect(board.shown()).toEqual([]);
  });
});
