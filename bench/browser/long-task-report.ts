/**
 * `npx tsx bench/browser/long-task-report.ts TRACE.json [--over MS] [--from MARK] [--to MARK]`: the app page's
 * main-thread tasks over MS (default 50) in a Chromium trace taken with the devtools.timeline categories (the
 * engine-realm bench's ENGINE_REALM_BENCH_PROFILE, the cold-start bench's COLD_START_BENCH_TRACE_DIR, the photo
 * bench's PHOTO_BENCH_TRACE_DIR), each split into script, garbage collection, style, layout, paint and the rest
 * (long-task-anatomy.ts), then their sums: what the long tasks docs/performance.md names are made of. --from
 * and --to bound the window by the bench's User Timing marks (bench:reconnect, bench:synced,
 * bench:list-painted, bench:first-photo-gallery-1:start…).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { appMainThreadEvents, traceEventsOf } from '@e2e/support/main-thread-tasks';
import { longTaskAnatomy, summedParts, taskParts } from './long-task-anatomy';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { over: { type: 'string', default: '50' }, from: { type: 'string' }, to: { type: 'string' } },
});
const [file] = positionals;
if (file === undefined) {
  console.error('usage: long-task-report.ts TRACE.json [--over MS] [--from MARK] [--to MARK]');
  process.exit(2);
}
// Thread names, complete events and the bench's marks: a sync of minutes traced is millions of events.
const onMain = appMainThreadEvents(
  traceEventsOf(
    readFileSync(file),
    (event) => event.ph === 'M' || event.ph === 'X' || event.name.startsWith('bench:'),
  ),
);
const markAt = (name: string | undefined, otherwise: number): number => {
  if (name === undefined) return otherwise;
  const mark = onMain.find((event) => event.name === name);
  if (mark === undefined) throw new Error(`the trace has no mark ${name}`);
  return mark.ts;
};
const from = markAt(values.from, Math.min(...onMain.filter((e) => e.ph === 'X').map((e) => e.ts)));
const to = markAt(values.to, Infinity);
const tasks = longTaskAnatomy(onMain, Number(values.over), from, to);

const ms = (value: number) => value.toFixed(0).padStart(6);
console.log(`${tasks.length} tasks over ${values.over} ms on the page's main thread`);
console.log(
  `${'at ms'.padStart(8)} ${'task'.padStart(6)} ${taskParts.map((part) => part.slice(0, 6).padStart(6)).join(' ')}  script by file`,
);
for (const task of tasks) {
  const files = task.scriptByFile
    .slice(0, 3)
    .map(([name, time]) => `${name} ${time.toFixed(0)}`)
    .join(', ');
  console.log(
    `${task.startMs.toFixed(0).padStart(8)} ${ms(task.ms)} ${taskParts.map((part) => ms(task.parts[part])).join(' ')}  ${files}`,
  );
}
const sum = summedParts(tasks);
const total = tasks.reduce((all, task) => all + task.ms, 0);
console.log(
  `${'sum'.padStart(8)} ${ms(total)} ${taskParts.map((part) => ms(sum[part])).join(' ')}  (${taskParts
    .map((part) => `${part} ${total === 0 ? 0 : Math.round((100 * sum[part]) / total)} %`)
    .join(', ')})`,
);
