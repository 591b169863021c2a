/**
 * `npx tsx bench/gateway/cpu-profile-report.ts <file.cpuprofile>…`: prints where each gateway's time went
 * (cpu-profile-summary.ts), each heading's milliseconds, its share of the busy time and its longest stretch
 * without a break. The profiles are the ones `npm run bench:gateway` writes with BENCH_PROFILE_DIR set.
 * Reads the files.
 */
import { readFileSync } from 'node:fs';
import { profileHeadings, summarizeCpuProfile } from './cpu-profile-summary';
import type { CpuProfile } from './cpu-profile-summary';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx bench/gateway/cpu-profile-report.ts <file.cpuprofile>…');
  process.exit(1);
}
for (const file of files) {
  const summary = summarizeCpuProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  console.log(`${file}: ${Math.round(summary.totalMs)} ms profiled, ${Math.round(summary.busyMs)} ms busy`);
  const rows = profileHeadings
    .filter((heading) => heading !== 'idle')
    .map((heading) => ({
      heading,
      ms: summary.byHeading[heading],
      longest: summary.longestStretchMs[heading],
    }))
    .sort((a, b) => b.ms - a.ms);
  for (const { heading, ms, longest } of rows) {
    const share = summary.busyMs > 0 ? (100 * ms) / summary.busyMs : 0;
    console.log(
      `  ${heading.padEnd(40)} ${String(Math.round(ms)).padStart(7)} ms  ${share.toFixed(1).padStart(5)} %` +
        `  longest stretch ${longest.toFixed(1).padStart(6)} ms`,
    );
  }
}
