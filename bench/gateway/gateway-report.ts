/**
 * The gateway bench's results: the `gateway` section of docs/benchmarks/results.json (other sections are kept)
 * and the table printed at the end. Writes a file.
 */
import { writeResultsSection } from '../results-file';
import type { LoadSummary, Spread } from './run-summary';

/** One load on one setup at one concurrency. */
export interface GatewayRow extends LoadSummary {
  setup: string;
  database: 'pglite' | 'postgres';
  instances: number;
  scenario: string;
  /** Connections per gateway (two gateways: twice as many in all). */
  concurrency: number;
  /** Heartbeats (or updates) per request. */
  itemsPerRequest: number;
  /** requestsPerSecond × itemsPerRequest. */
  itemsPerSecond: Spread;
}

/** The `gateway` section. */
export interface GatewayResults {
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
  bigDayJobsPerDriver: number;
  /** Job updates that reused an updated job (0: every new update was of a not-started job). */
  reusedJobs: number;
  skipped: string[];
  rows: GatewayRow[];
}

/** Writes the gateway section into the results file, keeping its other sections. */
export function writeGatewayResults(path: string, results: GatewayResults): Promise<void> {
  return writeResultsSection(path, 'gateway', results);
}

function fixed(value: number): string {
  return Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

function spread(value: Spread): string {
  return `${fixed(value.median)} (${fixed(value.min)}–${fixed(value.max)})`;
}

/** The results as a Markdown table: medians with (min–max). */
export function gatewayTable(results: GatewayResults): string {
  const head = ['setup', 'load', 'conc.', 'req/s', 'items/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'errors'];
  const lines = results.rows.map((row) =>
    [
      row.setup,
      row.itemsPerRequest > 1 ? `${row.scenario} ×${row.itemsPerRequest}` : row.scenario,
      String(row.concurrency),
      spread(row.requestsPerSecond),
      row.itemsPerRequest > 1 ? spread(row.itemsPerSecond) : '',
      spread(row.p50Ms),
      spread(row.p99Ms),
      row.gatewayCpuMsPerRequest.median.toFixed(2),
      String(row.errors),
    ].join(' | '),
  );
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}
