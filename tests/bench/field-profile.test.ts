// The field day's CPU profile read against its long tasks (bench/field-test/field-profile.ts): whose time
// each sample was, the profile's clock lined up with the tasks' by its idle samples, and the sums over a set
// of tasks.
import { describe, expect, it } from 'vitest';
import {
  clockShift,
  profileTasks,
  sampleOwner,
  taskKind,
  timeByOwner,
  timedStacks,
  timeUnder,
} from '@bench/field-test/field-profile';
import type { LongTask } from '@bench/field-test/long-tasks';
import type { FieldCpuProfile, FieldProfileFrame } from '@bench/field-test/page-recordings';

const frame = (functionName: string, url = '', scriptId = '0'): FieldProfileFrame => ({
  functionName,
  scriptId,
  url,
  lineNumber: 0,
  columnNumber: 0,
});
const APP = 'http://127.0.0.1:4173/assets/index-9Oy7DMGi.js';

// (root) → idle; (root) → an app function → focus (a DOM call); (root) → a test script → querySelectorAll (a
// DOM call); (root) → native work.
const profile: FieldCpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 5, 7] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('next', APP, '31'), children: [4] },
    { id: 4, callFrame: frame('focus') },
    { id: 5, callFrame: frame('queryRole', '', '15'), children: [6] },
    { id: 6, callFrame: frame('querySelectorAll') },
    { id: 7, callFrame: frame('(program)') },
  ],
  startTime: 5_000_000,
  // Samples every 10 ms from 10 ms after the start: idle ×3, the app ×4, the test ×3, native ×2, idle ×3.
  samples: [2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 7, 7, 2, 2, 2],
  timeDeltas: Array.from({ length: 15 }, () => 10_000),
  startedAtEpochMs: 1_000_000,
};

const task = (startTime: number, duration: number, cause = 'self in window'): LongTask => ({
  startTime,
  duration,
  cause,
});

describe('the field day profile', () => {
  it('gives each sample its epoch time and its stack, innermost first', () => {
    const samples = timedStacks(profile);
    expect(samples.map((s) => s.at)).toEqual(Array.from({ length: 15 }, (_, i) => 1_000_010 + 10 * i));
    expect(samples[3]?.stack.map((f) => f.functionName)).toEqual(['focus', 'next']);
  });

  it("tells the test's scripts (no URL) from the app's, native work and idle", () => {
    const [idle, , , app, , , , test, , , native] = timedStacks(profile);
    expect([idle, app, test, native].map((s) => sampleOwner(s?.stack ?? []))).toEqual([
      'idle',
      'app',
      'test',
      'native',
    ]);
    expect(timeByOwner(timedStacks(profile))).toEqual({ idle: 50, app: 40, test: 30, native: 20 });
  });

  it('sums the busy time under each function over the whole profile, idle left out', () => {
    const under = timeUnder(timedStacks(profile), (f) => f.functionName);
    expect(Object.fromEntries(under)).toEqual({
      next: 40,
      focus: 40,
      queryRole: 30,
      querySelectorAll: 30,
      '(program)': 20,
    });
  });

  it('puts a task in a kind by what set it off', () => {
    expect(taskKind(task(0, 60, 'script: MessagePort.onmessage (ie index.js), 40 ms of it'))).toBe(
      'message (React scheduler, push pacer)',
    );
    expect(taskKind(task(0, 60, 'script: DIV#root.onclick (_h index.js), 33 ms of it'))).toBe("driver's tap");
    expect(taskKind(task(0, 60, 'self in window'))).toBe('other');
  });

  it("shifts the profile's clock to where no idle sample falls inside a task", () => {
    // The busy stretch is sampled at 1,000,040–1,000,120; the page saw it 35 ms later.
    const busy = task(1_000_075, 85);
    const shift = clockShift(timedStacks(profile), [busy], 100);
    const samples = timedStacks(profile).map((s) => ({ ...s, at: s.at + shift.ms }));
    const inside = samples.filter((s) => s.at > busy.startTime && s.at < busy.startTime + busy.duration);
    expect(inside.map((s) => sampleOwner(s.stack))).not.toContain('idle');
    expect(shift.ms).toBeGreaterThanOrEqual(26);
    expect(shift.ms).toBeLessThanOrEqual(45);
    expect(shift).toMatchObject({ idleSamplesInside: 0, atRangeEdge: false });
  });

  it('says when the best shift is at the edge of its range, and how many idle samples it leaves inside', () => {
    // Within ±10 ms the busy stretch cannot be reached: the best is the edge, with idle samples still inside.
    const shift = clockShift(timedStacks(profile), [task(1_000_075, 85)], 10);
    expect(shift.ms).toBe(10);
    expect(shift.atRangeEdge).toBe(true);
    expect(shift.idleSamplesInside).toBeGreaterThan(0);
  });

  it("sums a task's samples by owner and function, and counts it long without the test's time", () => {
    const samples = timedStacks(profile);
    // 1,000,035–1,000,125 holds the app's four samples (40 ms), the test's three (30 ms) and native work's two.
    const found = profileTasks(samples, [task(1_000_035, 90)], (f) => f.functionName);
    expect(found.byOwner).toEqual({ idle: 0, app: 40, test: 30, native: 20 });
    expect(found.ownTime.get('focus')).toBe(40);
    expect(found.timeUnder.get('next')).toBe(40);
    expect(found.longWithoutTest).toBe(1);
    // Without its 30 ms of the test's, a 75 ms task is not long.
    expect(profileTasks(samples, [task(1_000_045, 75)], (f) => f.functionName).longWithoutTest).toBe(0);
  });
});
