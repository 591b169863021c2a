/**
 * The live board part of the gateway bench: the `gatewayLiveBoard` section of docs/benchmarks/results.json
 * (other sections are kept) and the table printed at the end. Writes a file.
 */
import { writeResultsSection } from '../results-file';
import type { Spread } from '../bench-stats';
import { markdownTable, spreadText, type GatewayRunHeader } from './run-summary';

/** One load (job updates beside paced heartbeats) with or without the admins' streams, over its runs. */
export interface LiveBoardPhase {
  runs: number;
  /** Job updates answered per second over every gateway. */
  updatesPerSecond: Spread;
  updateP50Ms: Spread;
  updateP99Ms: Spread;
  /** Heartbeats (beats, not calls) stored per second over every gateway. */
  heartbeatsPerSecond: Spread;
  heartbeatP99Ms: Spread;
  /** Each gateway's CPU time over the run as a share of one core, averaged over the gateways (%). */
  gatewayCpuPercent: Spread;
  /**
   * The gateways' CPU milliseconds per answered call (updates and heartbeats): what the streams cost the
   * gateway itself, which the machine's other work moves far less than rates and latencies.
   */
  gatewayCpuMsPerCall: Spread;
  /** The process reading the streams: its CPU time as a share of one core (%; 0 without streams). */
  streamReaderCpuPercent: Spread;
  /** `board` events a stream received during a run, the mean over the streams (0 without streams). */
  boardEventsPerStream: Spread;
  /** The fewest `board` events any one stream received in a run (0 without streams). */
  fewestBoardEventsOfAStream: number;
  /** Megabytes a second the streams read, over every stream. */
  streamMegabytesPerSecond: Spread;
  /** Non-2xx answers, connection errors and timeouts of updates and heartbeats over all runs. */
  errors: number;
  /** Answers by load and status over all runs ("job-update 200", "heartbeat 200", …). */
  statuses: Record<string, number>;
}

/** One setup measured with and without the streams, in alternating runs. */
export interface LiveBoardRow {
  setup: string;
  instances: number;
  /** Admin streams held open at each gateway in the runs with streams. */
  streamsPerGateway: number;
  /** Heartbeats a second sent to each gateway (in calls of `heartbeatsPerCall`). */
  heartbeatsPerSecondPerGateway: number;
  heartbeatsPerCall: number;
  /** Connections per gateway sending job updates as fast as they are answered. */
  updateConnections: number;
  withoutStreams: LiveBoardPhase;
  withStreams: LiveBoardPhase;
  /** The median p99 of job updates with the streams ÷ without (the target: at most 1.10). */
  updateP99Ratio: number;
  /** The same ratio run by run (each run with streams over the run without just before it). */
  updateP99PairedRatio: Spread;
  /**
   * What the streams cost each gateway, as a share of one core (%): its CPU with streams less what its
   * calls in those runs cost at the CPU per call of the runs without (rebuilding and sending boards).
   */
  streamsGatewayCpuPercent: number;
}

/** The `gatewayLiveBoard` section. */
export interface LiveBoardResults extends GatewayRunHeader {
  /** The day of the big days the updates write, in days before the run (see bench/gateway/live-board-run.ts). */
  bigDayDaysAgo: number;
  bigDayJobsPerDriver: number;
  reusedJobs: number;
  skipped: string[];
  rows: LiveBoardRow[];
}

/** Writes the live board section into the results file, keeping its other sections. */
export function writeLiveBoardResults(path: string, results: LiveBoardResults): Promise<void> {
  return writeResultsSection(path, 'gatewayLiveBoard', results);
}

/** The results as a Markdown table: one line per setup and phase, medians with (min–max). */
export function liveBoardTable(results: LiveBoardResults): string {
  const head = [
    'setup',
    'streams',
    'updates/s',
    'p50 ms',
    'p99 ms',
    'heartbeats/s',
    'board events/stream',
    'gateway CPU %',
    'gateway CPU ms/call',
    'p99 ratio (paired)',
    'errors',
  ];
  const lines = results.rows.flatMap((row) =>
    (
      [
        [0, row.withoutStreams],
        [row.streamsPerGateway * row.instances, row.withStreams],
      ] as const
    ).map(([streams, phase]) =>
      [
        row.setup,
        String(streams),
        spreadText(phase.updatesPerSecond),
        spreadText(phase.updateP50Ms),
        spreadText(phase.updateP99Ms),
        spreadText(phase.heartbeatsPerSecond),
        streams > 0
          ? `${spreadText(phase.boardEventsPerStream)}, fewest ${phase.fewestBoardEventsOfAStream}`
          : '',
        spreadText(phase.gatewayCpuPercent),
        phase.gatewayCpuMsPerCall.median.toFixed(2),
        streams > 0 ? `${row.updateP99Ratio.toFixed(2)}× (${spreadText(row.updateP99PairedRatio)})` : '',
        String(phase.errors),
      ].join(' | '),
    ),
  );
  return markdownTable(head, lines);
}
