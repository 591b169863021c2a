/** The first-photo figures of the photo benchmark: long tasks counted once each, and each way's spread. */
import { describe, expect, it } from 'vitest';
import { firstPhotoSummary, tasksOverDuring } from '@bench/browser/first-photo-summary';

const ms = (value: number) => value * 1000;

describe('tasksOverDuring', () => {
  it('counts a task and the RunTask the trace nests inside it once', () => {
    const tasks = [
      { ts: ms(100), ms: 53.5 },
      { ts: ms(100) + 20, ms: 51.5 },
      { ts: ms(300), ms: 80 },
    ];
    expect(tasksOverDuring(tasks, { from: ms(0), to: ms(1000) }, 50)).toBe(2);
  });

  it('counts only tasks over the limit that ran during the window, one already running included', () => {
    const tasks = [
      { ts: ms(0), ms: 120 },
      { ts: ms(200), ms: 50 },
      { ts: ms(400), ms: 60 },
      { ts: ms(900), ms: 70 },
    ];
    expect(tasksOverDuring(tasks, { from: ms(100), to: ms(800) }, 50)).toBe(2);
  });
});

describe('firstPhotoSummary', () => {
  it('gives each way the median, minimum and maximum of its runs', () => {
    const run = (thumbnailMs: number, longest: number, over: number, duringResize: number | null = null) => ({
      thumbnailMs,
      longestMainThreadTaskMs: longest,
      tasksOver50ms: over,
      longestTaskDuringResizeMs: duringResize,
    });
    const summary = firstPhotoSummary({
      cpuThrottlingRate: 4,
      runs: {
        gallery: [run(500, 30, 0, 8), run(400, 60, 1, 12), run(450, 20, 0, 4)],
        photoField: [run(150, 15, 0)],
      },
    });
    expect(summary.cpuThrottlingRate).toBe(4);
    expect(summary.gallery.thumbnailMs).toMatchObject({ median: 450, min: 400, max: 500 });
    expect(summary.gallery.longestMainThreadTaskMs).toMatchObject({ median: 30, min: 20, max: 60 });
    expect(summary.gallery.tasksOver50ms).toMatchObject({ median: 0, max: 1 });
    expect(summary.gallery.longestTaskDuringResizeMs).toMatchObject({ median: 8, min: 4, max: 12 });
    expect(summary.photoField.thumbnailMs.median).toBe(150);
    expect(summary.photoField.longestTaskDuringResizeMs).toBeUndefined();
  });
});
