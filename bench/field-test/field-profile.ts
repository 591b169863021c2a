/**
 * The field day's CPU profile (page-recordings.ts) read against its long tasks: each sample's epoch time
 * and stack, whose time it was (the test's script, the app's, or native work outside script), the shift that
 * lines the profile's clock up with the tasks', and what ran in a set of tasks. Pure:
 * field-profile-report.ts reads the files and prints.
 */
import { nodeStacks } from '../gateway/cpu-profile-summary';
import { LONG_TASK_MS, type LongTask } from './long-tasks';
import type { FieldCpuProfile, FieldProfileFrame } from './page-recordings';

/** A sample: its epoch time (ms) and its stack, innermost frame first. */
export interface TimedStack {
  at: number;
  stack: FieldProfileFrame[];
}

export type SampleOwner = 'test' | 'app' | 'native' | 'idle';

/**
 * Whose time a sample is: the test's own script (Playwright's injected scripts and the recorder's
 * page.evaluate calls: scripts without a URL, run on the page's main thread, and what they call), the app's
 * script, native work outside any script (the profile's "(program)" and "(garbage collector)": style,
 * layout, paint, garbage collection, but also the browser's task and input handling and its DevTools
 * protocol work), or idle.
 */
export function sampleOwner(stack: readonly FieldProfileFrame[]): SampleOwner {
  const [own] = stack;
  if (own === undefined || own.functionName === '(program)' || own.functionName === '(garbage collector)')
    return 'native';
  if (own.functionName === '(idle)') return 'idle';
  // Native functions (a DOM call) have script id 0 and no URL too; they are whoever's called them.
  if (stack.some((frame) => frame.url === '' && frame.scriptId !== '0')) return 'test';
  return 'app';
}

export type TaskKind = 'message (React scheduler, push pacer)' | "driver's tap" | 'other';

/**
 * The kind of a long task, by what its cause (long-tasks.ts) says set it off: a message (React's scheduler
 * and the push pacer both run in MessageChannel tasks), a driver's tap or key, or anything else.
 */
export function taskKind(task: LongTask): TaskKind {
  if (/MessagePort\.onmessage/.test(task.cause)) return 'message (React scheduler, push pacer)';
  if (/\.on(click|pointer\w+|mouse\w+|touch\w+|key\w+|input|change|submit)\b/.test(task.cause))
    return "driver's tap";
  return 'other';
}

/** Each sample's epoch time and the stack it was taken in. */
export function timedStacks(profile: FieldCpuProfile): TimedStack[] {
  const stackOf = nodeStacks(profile);
  let clock = profile.startTime;
  return profile.samples.map((id, i) => {
    clock += profile.timeDeltas[i] ?? 0;
    const stack = stackOf(id).filter((frame) => frame.functionName !== '(root)');
    return { at: profile.startedAtEpochMs + (clock - profile.startTime) / 1000, stack };
  });
}

/** The index of the first of the sorted `times` at or after `at`. */
function firstAtOrAfter(times: readonly number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? Infinity) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How far the profile's clock is moved, and how well that lines it up. */
export interface ClockShift {
  ms: number;
  /** Idle samples still inside the tasks at that shift: a few at their edges; many say it failed. */
  idleSamplesInside: number;
  /** The best shift is the range's own edge: the true one may lie beyond it. */
  atRangeEdge: boolean;
}

/**
 * The shift (ms, within ±`range`) that best lines the profile's clock up with the tasks': a main thread is
 * never idle inside a task, so the shift that leaves the fewest idle samples inside them (of equals, the one
 * nearest zero). The epoch time kept at the profile's start is not enough: it was off by a constant 300–550 ms
 * in the days profiled.
 */
export function clockShift(
  samples: readonly TimedStack[],
  tasks: readonly LongTask[],
  range = 1000,
): ClockShift {
  const idle = samples.filter((s) => s.stack[0]?.functionName === '(idle)').map((s) => s.at);
  let best = { shift: 0, inside: Infinity };
  for (let step = 0; step <= 2 * range; step++) {
    const shift = step % 2 === 0 ? step / 2 : -(step + 1) / 2;
    let inside = 0;
    for (const task of tasks) {
      const from = task.startTime - shift;
      inside += firstAtOrAfter(idle, from + task.duration) - firstAtOrAfter(idle, from + 1e-6);
    }
    if (inside < best.inside) best = { shift, inside };
  }
  return { ms: best.shift, idleSamplesInside: best.inside, atRangeEdge: Math.abs(best.shift) === range };
}

/** What ran in a set of tasks: time by owner, by own function and under each function, named by `name`. */
export interface TasksProfile {
  tasks: number;
  ms: number;
  byOwner: Record<SampleOwner, number>;
  /** Tasks still over 50 ms with the test's own samples taken out. */
  longWithoutTest: number;
  ownTime: Map<string, number>;
  timeUnder: Map<string, number>;
}

/** Adds a sample's time to each function it ran under, once each however deep the recursion. */
function addUnder(timeUnder: Map<string, number>, names: readonly string[], ms: number): void {
  for (const each of new Set(names)) timeUnder.set(each, (timeUnder.get(each) ?? 0) + ms);
}

/** The samples (sorted, their clock lined up) that fell in each task, summed. */
export function profileTasks(
  samples: readonly TimedStack[],
  tasks: readonly LongTask[],
  name: (frame: FieldProfileFrame) => string,
): TasksProfile {
  const times = samples.map((s) => s.at);
  const result: TasksProfile = {
    tasks: tasks.length,
    ms: 0,
    byOwner: { test: 0, app: 0, native: 0, idle: 0 },
    longWithoutTest: 0,
    ownTime: new Map(),
    timeUnder: new Map(),
  };
  for (const task of tasks) {
    result.ms += task.duration;
    let testMs = 0;
    for (let i = firstAtOrAfter(times, task.startTime); i < samples.length; i++) {
      const sample = samples[i];
      if (sample === undefined || sample.at > task.startTime + task.duration) break;
      // A sample stands for the time since the one before it.
      const ms = i === 0 ? 0 : sample.at - (samples[i - 1]?.at ?? sample.at);
      const owner = sampleOwner(sample.stack);
      result.byOwner[owner] += ms;
      if (owner === 'test') testMs += ms;
      const names = sample.stack.map(name);
      const own = names[0] ?? '(program)';
      result.ownTime.set(own, (result.ownTime.get(own) ?? 0) + ms);
      addUnder(result.timeUnder, names, ms);
    }
    if (task.duration - testMs > LONG_TASK_MS) result.longWithoutTest++;
  }
  return result;
}

/** The whole profile's busy time (ms) under each function, named by `name`: what its idle time is not. */
export function timeUnder(
  samples: readonly TimedStack[],
  name: (frame: FieldProfileFrame) => string,
): Map<string, number> {
  const under = new Map<string, number>();
  samples.forEach((sample, i) => {
    if (i === 0 || sampleOwner(sample.stack) === 'idle') return;
    addUnder(under, sample.stack.map(name), sample.at - (samples[i - 1]?.at ?? sample.at));
  });
  return under;
}

/** The whole profile's time by owner (ms). */
export function timeByOwner(samples: readonly TimedStack[]): Record<SampleOwner, number> {
  const byOwner: Record<SampleOwner, number> = { test: 0, app: 0, native: 0, idle: 0 };
  samples.forEach((sample, i) => {
    if (i > 0) byOwner[sampleOwner(sample.stack)] += sample.at - (samples[i - 1]?.at ?? sample.at);
  });
  return byOwner;
}
