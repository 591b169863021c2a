/** Sums up repeated runs of one load: the median of each figure with its min and max. */
import { spreadOf, type Spread } from '../bench-stats';
import type { MeasuredRun } from './measured-run';

function fixed(value: number): string {
  return Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

/** A figure over the runs as a report's tables write it: "median (min–max)". */
export function spreadText(value: Spread): string {
  return `${fixed(value.median)} (${fixed(value.min)}–${fixed(value.max)})`;
}

/** A Markdown table of the head and the lines (each line's cells already joined with ' | '). */
export function markdownTable(head: readonly string[], lines: readonly string[]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}

/** What every gateway results section opens with: the command, when, on what machine, how long each run. */
export interface GatewayRunHeader {
  command: string;
  measuredAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
  };
  secondsPerRun: number;
  runsPerLoad: number;
}

/** The runs of one load, summed up. */
export interface LoadSummary {
  runs: number;
  requestsPerSecond: Spread;
  p50Ms: Spread;
  p99Ms: Spread;
  /** The gateways' CPU milliseconds per answered request. */
  gatewayCpuMsPerRequest: Spread;
  /** Non-2xx answers, connection errors and timeouts over all runs. */
  errors: number;
  /** Answers by status over all runs. */
  statuses: Record<string, number>;
}

/** The summary of the runs. */
export function summarize(runs: readonly MeasuredRun[]): LoadSummary {
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  }
  return {
    runs: runs.length,
    requestsPerSecond: spreadOf(runs.map((run) => run.requestsPerSecond)),
    p50Ms: spreadOf(runs.map((run) => run.p50Ms)),
    p99Ms: spreadOf(runs.map((run) => run.p99Ms)),
    gatewayCpuMsPerRequest: spreadOf(
      runs.map((run) => run.gatewayCpuMsPerRequest),
      100,
    ),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    statuses,
  };
}
