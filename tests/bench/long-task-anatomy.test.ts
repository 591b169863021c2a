// What a long main-thread task was made of (bench/browser/long-task-anatomy.ts): each event's own time under the
// nearest kind it ran under, script time by chunk, and only the tasks over the threshold inside the window.
import { describe, expect, it } from 'vitest';
import { fileOf, longTaskAnatomy, summedParts } from '@bench/browser/long-task-anatomy';
import type { TraceEvent } from '@e2e/support/main-thread-tasks';

const X = (name: string, ts: number, durMs: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 1,
  ts,
  dur: durMs * 1000,
  ...(url === undefined ? {} : { args: { data: { url } } }),
});

// A 100 ms task: a 60 ms function call of the entry chunk holding a 10 ms minor GC and a 5 ms forced layout,
// then a 20 ms style recalculation and a 10 ms paint; 10 ms of the task under nothing named.
const longTask = [
  X('ThreadControllerImpl::RunTask', 0, 100),
  X('FunctionCall', 0, 60, 'http://127.0.0.1/assets/index-BSQhCj8h.js'),
  X('v8.callFunction', 1_000, 40),
  X('MinorGC', 5_000, 10),
  X('Layout', 45_000, 5),
  X('UpdateLayoutTree', 60_000, 20),
  X('Paint', 80_000, 10),
];
// A short task after it, and a long one outside the window.
const others = [
  X('ThreadControllerImpl::RunTask', 200_000, 30),
  X('FunctionCall', 200_000, 30, 'http://127.0.0.1/assets/engine-abcdEFGH.js'),
  X('ThreadControllerImpl::RunTask', 900_000, 80),
];

describe('the long-task anatomy', () => {
  it('splits a long task into script, garbage collection, style, layout, paint and the rest', () => {
    const [task, ...rest] = longTaskAnatomy([...others, ...longTask], 50, 0, 500_000);
    expect(rest).toEqual([]);
    expect(task?.ms).toBe(100);
    expect(task?.parts).toEqual({
      script: 45,
      'garbage collection': 10,
      style: 20,
      layout: 5,
      paint: 10,
      other: 10,
    });
    expect(task?.scriptByFile).toEqual([['index', 45]]);
  });

  it('counts only tasks over the threshold that start in the window, and sums their parts', () => {
    const all = longTaskAnatomy([...longTask, ...others], 50);
    expect(all.map((task) => task.ms)).toEqual([100, 80]);
    expect(summedParts(all).other).toBe(90);
    expect(
      longTaskAnatomy([...longTask, ...others], 20, 100_000, 500_000).map((task) => task.startMs),
    ).toEqual([100]);
  });

  it('names V8 writing a chunk’s code cache apart from the chunk’s own code', () => {
    const entry = 'http://127.0.0.1/assets/index-BSQhCj8h.js';
    const [task] = longTaskAnatomy(
      [
        X('ThreadControllerImpl::RunTask', 0, 100),
        X('v8.produceModuleCache', 0, 90, entry),
        X('FunctionCall', 90_000, 10, entry),
      ],
      50,
    );
    expect(task?.scriptByFile).toEqual([
      ['index code cache', 90],
      ['index', 10],
    ]);
  });

  it('names a chunk without its content hash', () => {
    expect(fileOf('http://127.0.0.1:4173/assets/index-BSQhCj8h.js')).toBe('index');
    expect(fileOf('http://127.0.0.1:4173/assets/job-list-day-picker-CanqPf9w.js')).toBe(
      'job-list-day-picker',
    );
    expect(fileOf('')).toBe('(no file)');
  });
});
