/**
 * The retail webhook part of the gateway bench: the `gatewayWebhooks` section of
 * docs/benchmarks/results.json (other sections are kept) and the table printed at the end. Writes a file.
 */
import { writeResultsSection } from '../results-file';
import type { Spread } from '../bench-stats';
import { markdownTable, spreadText, type GatewayRunHeader } from './run-summary';

/** One setup's runs: job updates under load and how soon their webhooks were first posted. */
export interface WebhookDelayRow {
  setup: string;
  instances: number;
  updateConnections: number;
  runs: number;
  updatesPerSecond: Spread;
  updateP99Ms: Spread;
  /** Job updates answered 200 over all runs (some jobs have no retailer, so no event). */
  acceptedUpdates: number;
  /** Distinct events first posted during and after the runs. */
  events: number;
  /** From the update's acceptance to its event's first post (ms), per run. */
  delayP50Ms: Spread;
  delayP99Ms: Spread;
  delayMaxMs: Spread;
  /** Non-2xx answers, connection errors and timeouts of the updates over all runs. */
  errors: number;
}

/** The `gatewayWebhooks` section. */
export interface WebhookDelayResults extends GatewayRunHeader {
  bigDayJobsPerDriver: number;
  skipped: string[];
  rows: WebhookDelayRow[];
}

/** Writes the webhook section into the results file, keeping its other sections. */
export function writeWebhookDelayResults(path: string, results: WebhookDelayResults): Promise<void> {
  return writeResultsSection(path, 'gatewayWebhooks', results);
}

/** The results as a Markdown table: one line per setup, medians with (min–max). */
export function webhookDelayTable(results: WebhookDelayResults): string {
  const head = [
    'setup',
    'update connections',
    'updates/s',
    'update p99 ms',
    'events',
    'first post p50 ms',
    'first post p99 ms',
    'first post max ms',
    'errors',
  ];
  const lines = results.rows.map((row) =>
    [
      row.setup,
      String(row.updateConnections * row.instances),
      spreadText(row.updatesPerSecond),
      spreadText(row.updateP99Ms),
      `${row.events} of ${row.acceptedUpdates} updates`,
      spreadText(row.delayP50Ms),
      spreadText(row.delayP99Ms),
      spreadText(row.delayMaxMs),
      String(row.errors),
    ].join(' | '),
  );
  return markdownTable(head, lines);
}
