/**
 * The gateway bench's results: the `gateway` section of docs/benchmarks/results.json (other sections are kept)
 * and the table printed at the end. Writes a file.
 */
import type { Spread } from '../bench-stats';
import { writeResultsSection } from '../results-file';
import { markdownTable, spreadText, type GatewayRunHeader, type LoadSummary } from './run-summary';

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
export interface GatewayResults extends GatewayRunHeader {
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

/** The results as a Markdown table: medians with (min–max). */
export function gatewayTable(results: GatewayResults): string {
  const head = ['setup', 'load', 'conc.', 'req/s', 'items/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'errors'];
  const lines = results.rows.map((row) =>
    [
      row.setup,
      row.itemsPerRequest > 1 ? `${row.scenario} ×${row.itemsPerRequest}` : row.scenario,
      String(row.concurrency),
      spreadText(row.requestsPerSecond),
      row.itemsPerRequest > 1 ? spreadText(row.itemsPerSecond) : '',
      spreadText(row.p50Ms),
      spreadText(row.p99Ms),
      row.gatewayCpuMsPerRequest.median.toFixed(2),
      String(row.errors),
    ].join(' | '),
  );
  return markdownTable(head, lines);
}
