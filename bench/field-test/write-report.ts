/**
 * Writes the day's results: docs/benchmarks/field-test/results.json (raw) and REPORT.html (self-contained),
 * and prints the headline figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@e2e/support/chaos-build';
import { budgetRows } from './budgets';
import type { FieldResults } from './field-results';
import { reportHtml } from './report-html';

/** The report's folder, beside the other benches' results; git-ignored, as one run's figures are no baseline. */
export const reportDir = join(repoRoot, 'docs', 'benchmarks', 'field-test');

/** Writes results.json and REPORT.html; answers the report's path. */
export function writeFieldReport(results: FieldResults): string {
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'results.json'), `${JSON.stringify(results, null, 1)}\n`);
  const report = join(reportDir, 'REPORT.html');
  writeFileSync(report, reportHtml(results));
  const { summary, cpu } = results;
  const lines = [
    ...(results.failure === null ? [] : [`the day stopped early: ${results.failure}`]),
    `CPU ${cpu.askedRate}× asked, ${cpu.observedSlowdown}× observed`,
    `${summary.longTasks} long tasks (longest ${Math.round(summary.longestTaskMs)} ms), TBT ${summary.totalBlockingTimeMs} ms`,
    `INP ${Math.round(summary.inpMs)} ms over ${summary.interactions} interactions`,
    `reconnect → empty outbox ${summary.reconnect?.ms ?? '—'} ms`,
    `arrival heartbeats ${summary.arrivalHeartbeatsSent}/${summary.arrivalHeartbeatsExpected}, worst delay ${summary.worstArrivalDelayMs ?? '—'} ms`,
    `integrity problems ${summary.integrityProblems}, runtime ${Math.round(summary.runtimeMs / 1000)} s`,
    ...budgetRows(summary).map((row) => `${row.met ? 'met   ' : 'MISSED'} ${row.budget}: ${row.measured}`),
    `report: ${report}`,
  ];
  console.log(lines.join('\n'));
  return report;
}
