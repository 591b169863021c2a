/**
 * `npx tsx bench/field-test/field-profile-report.ts RESULTS.json DAY.cpuprofile [DIST]`: whose time the
 * field day's main thread spent (the test's script, the app's, native work), and what ran in the long tasks
 * while the app was syncing. The tasks come from the day's results.json, the functions from the CPU profile
 * the day writes with FIELD_TEST_CPU_PROFILE (page-recordings.ts); field-profile.ts does the sums. Tasks are
 * put in three kinds by what set them off, and for each kind the functions are listed by their own time and
 * by the time spent under them. With a build made by `npx vite build --sourcemap` in DIST (dist/ by
 * default), minified names are read back to the source's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { clockShift, profileTasks, taskKind, timeByOwner, timedStacks, timeUnder } from './field-profile';
import { tasksWithin, LONG_TASK_MS, type LongTask } from './long-tasks';
import { syncingWindows, type OutboxSample } from './outbox-timeline';
import type { FieldCpuProfile, FieldProfileFrame } from './page-recordings';

/** Reads a frame back to its source through the build's source maps, where there are any. */
function frameNamer(dist: string): (frame: FieldProfileFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    const file = frame.url === '' ? '' : basename(new URL(frame.url, 'http://page/').pathname);
    const own = `${frame.functionName || '(anonymous)'} ${file}`.trim();
    if (!file.endsWith('.js')) return own;
    if (!maps.has(file)) {
      const mapFile = join(dist, 'assets', `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(readFileSync(mapFile, 'utf8')) : null);
    }
    const map = maps.get(file);
    if (!map) return own;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at.source === null) return own;
    const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${at.name || frame.functionName || '(anonymous)'} ${source}:${at.line}`;
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

function top(counts: Map<string, number>, n: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => `    ${ms(time).padStart(10)}  ${name}`);
}

const [resultsFile, profileFile, dist = 'dist'] = process.argv.slice(2);
if (resultsFile === undefined || profileFile === undefined) {
  console.error('usage: npx tsx bench/field-test/field-profile-report.ts RESULTS.json DAY.cpuprofile [DIST]');
  process.exit(2);
}
const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
  longTasks: LongTask[];
  outbox: OutboxSample[];
};
const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as FieldCpuProfile;
const name = frameNamer(dist);
const unshifted = timedStacks(profile);
const syncTasks = tasksWithin(results.longTasks, syncingWindows(results.outbox)).filter(
  (task) => task.duration > LONG_TASK_MS,
);
const shift = clockShift(unshifted, results.longTasks);
const samples = unshifted.map((sample) => ({ ...sample, at: sample.at + shift.ms }));
const whole = timeByOwner(samples);
console.log(
  `profile clock shifted by ${shift.ms} ms to line up with the tasks (${shift.idleSamplesInside} idle samples ` +
    `left inside the day's ${results.longTasks.length} long tasks)`,
);
if (shift.atRangeEdge)
  console.warn('warning: the shift is at the edge of its range; the clocks may be further apart');
console.log(
  `the whole day: test ${ms(whole.test)}, app ${ms(whole.app)}, native ${ms(whole.native)}, idle ${ms(whole.idle)}`,
);
console.log('  time under, the whole day:');
console.log(top(timeUnder(samples, name), 30).join('\n'));
const kinds = new Map<string, LongTask[]>();
for (const task of syncTasks) kinds.set(taskKind(task), [...(kinds.get(taskKind(task)) ?? []), task]);
for (const [kind, tasks] of kinds) {
  const found = profileTasks(samples, tasks, name);
  const owners = Object.entries(found.byOwner).map(([owner, time]) => `${owner} ${ms(time)}`);
  console.log(`${kind}: ${found.tasks} tasks over ${LONG_TASK_MS} ms while syncing, ${ms(found.ms)}`);
  console.log(
    `  ${owners.join(', ')}; still over ${LONG_TASK_MS} ms without the test's own time: ${found.longWithoutTest}`,
  );
  console.log('  own time:');
  console.log(top(found.ownTime, 20).join('\n'));
  console.log('  time under:');
  console.log(top(found.timeUnder, 30).join('\n'));
}
