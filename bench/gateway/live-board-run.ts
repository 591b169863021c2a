/**
 * What the office's live board costs the drivers: on one setup, job updates as fast as they are answered
 * beside heartbeats at a fixed rate, in alternating runs without and with `streamsPerGateway` admin streams
 * of the board open at every gateway (half demo.admin, half demo.admin2, so both branches' boards are
 * rebuilt and sent). Every heartbeat says what waits on the phone, as the current app's do, carries the
 * moment it is sent and names a job of today's plan; every accepted heartbeat and update changes a branch's
 * board, so each run with streams has the gateways rebuild and send boards all along.
 *
 * The updates write a big day planned YESTERDAY (work saved offline yesterday, sent today: the driver's
 * late path, If-Match and Doorstep-Saved-At of yesterday): the board shows today's vans, so it stays the
 * size of a real day's board, where a big day of today would put 20,000 stops on it. The streams are read
 * in a process of their own (board-streams-child.ts). Starts processes and opens sockets.
 */
import { demoAdmin, demoAdmin2 } from '@server/seed/demo-accounts';
import type { PhoneBacklogFields } from './bench-requests';
import { prepareLoads } from './bench-scenarios';
import type { SetupLoads } from './bench-scenarios';
import { startSetup } from './bench-setups';
import type { RunningSetup, SetupSpec } from './bench-setups';
import { startBoardStreams } from './board-streams-process';
import type { BoardStreamsProcess, StreamCounts } from './board-streams-process';
import type { LiveBoardPhase, LiveBoardRow } from './live-board-report';
import { runLoad } from './load-run';
import type { RunFigures } from './load-run';
import { cpuMsOf } from './process-cpu';
import { spreadOf } from '../bench-stats';
import { signIn } from './sign-in';

/** The day the updates' big day is planned on: yesterday. */
export const LIVE_BOARD_BIG_DAY_DAYS_AGO = 1;

/** What every heartbeat says waits on the phone: 3 changes and 5 photos for 47 minutes. */
const BACKLOG: PhoneBacklogFields = {
  pending_changes: 3,
  pending_photos: 5,
  pending_oldest_seconds: 47 * 60,
};
/** Beats in each heartbeat call: one, as the app sends them, so heartbeats/s is calls/s. */
const BEATS_PER_CALL = 1;
/** Connections per gateway that carry the paced heartbeats. */
const HEARTBEAT_CONNECTIONS = 10;
/** Pause after the streams open, so their opening is not inside the measured run. */
const SETTLE_MS = 1000;

/** How the live board part runs. */
export interface LiveBoardSettings {
  seconds: number;
  runs: number;
  streamsPerGateway: number;
  heartbeatsPerSecondPerGateway: number;
  updateConnections: number;
  bigDay: number;
  databaseUrl?: string;
  profileDir?: string;
}

/** A setup's row and the updates that reused an updated job. */
export interface LiveBoardMeasure {
  row: LiveBoardRow;
  reusedJobs: number;
}

interface RunOutcome {
  updates: RunFigures;
  heartbeats: RunFigures;
  gatewayCpuPercent: number;
  gatewayCpuMsPerCall: number;
  /** Updates and heartbeat calls answered a second, per gateway. */
  callsPerSecondPerGateway: number;
  streamReaderCpuPercent: number;
  /** Events each stream received during the run (empty without streams). */
  events: number[];
  megabytesPerSecond: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function oneRun(
  setup: RunningSetup,
  loads: SetupLoads,
  settings: LiveBoardSettings,
  streams: BoardStreamsProcess | null,
): Promise<RunOutcome> {
  const callsPerSecond = settings.heartbeatsPerSecondPerGateway / BEATS_PER_CALL;
  const beatTargets = loads
    .targets('heartbeat', HEARTBEAT_CONNECTIONS)
    .map((target) => ({ ...target, rate: callsPerSecond }));
  const cpu = () => setup.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const none: StreamCounts = { events: [], bytes: 0 };
  const before = (await streams?.read()) ?? none;
  const cpuBefore = cpu();
  const readerBefore = streams ? cpuMsOf(streams.pid) : 0;
  const started = performance.now();
  const [updates, heartbeats] = await Promise.all([
    runLoad(loads.targets('job-update', settings.updateConnections), settings.seconds),
    runLoad(beatTargets, settings.seconds),
  ]);
  const wallMs = performance.now() - started;
  const cpuUsed = cpu() - cpuBefore;
  const readerUsed = streams ? cpuMsOf(streams.pid) - readerBefore : 0;
  const calls = updates.requests + heartbeats.requests;
  const after = (await streams?.read()) ?? none;
  return {
    updates,
    heartbeats,
    gatewayCpuPercent: (cpuUsed / wallMs / setup.pids.length) * 100,
    gatewayCpuMsPerCall: calls > 0 ? cpuUsed / calls : Number.NaN,
    callsPerSecondPerGateway: calls / (wallMs / 1000) / setup.pids.length,
    streamReaderCpuPercent: (readerUsed / wallMs) * 100,
    events: after.events.map((count, i) => count - (before.events[i] ?? 0)),
    megabytesPerSecond: ((after.bytes - before.bytes) / (wallMs / 1000)) * 1e-6,
  };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function phaseOf(outcomes: readonly RunOutcome[]): LiveBoardPhase {
  const statuses: Record<string, number> = {};
  for (const outcome of outcomes) {
    for (const [load, figures] of [
      ['job-update', outcome.updates],
      ['heartbeat', outcome.heartbeats],
    ] as const) {
      for (const [status, count] of Object.entries(figures.statuses))
        statuses[`${load} ${status}`] = (statuses[`${load} ${status}`] ?? 0) + count;
    }
  }
  const fewest = outcomes.flatMap((outcome) => outcome.events);
  return {
    runs: outcomes.length,
    updatesPerSecond: spreadOf(outcomes.map((o) => o.updates.requestsPerSecond)),
    updateP50Ms: spreadOf(outcomes.map((o) => o.updates.p50Ms)),
    updateP99Ms: spreadOf(outcomes.map((o) => o.updates.p99Ms)),
    heartbeatsPerSecond: spreadOf(outcomes.map((o) => o.heartbeats.requestsPerSecond * BEATS_PER_CALL)),
    heartbeatP99Ms: spreadOf(outcomes.map((o) => o.heartbeats.p99Ms)),
    gatewayCpuPercent: spreadOf(outcomes.map((o) => o.gatewayCpuPercent)),
    gatewayCpuMsPerCall: spreadOf(
      outcomes.map((o) => o.gatewayCpuMsPerCall),
      100,
    ),
    streamReaderCpuPercent: spreadOf(outcomes.map((o) => o.streamReaderCpuPercent)),
    boardEventsPerStream: spreadOf(outcomes.map((o) => mean(o.events))),
    fewestBoardEventsOfAStream: fewest.length === 0 ? 0 : Math.min(...fewest),
    streamMegabytesPerSecond: spreadOf(
      outcomes.map((o) => o.megabytesPerSecond),
      100,
    ),
    errors: outcomes.reduce((sum, o) => sum + o.updates.errors + o.heartbeats.errors, 0),
    statuses,
  };
}

function median(values: readonly number[]): number {
  return spreadOf(values, 1000).median;
}

/**
 * Each gateway's CPU spent on the streams (% of a core): the median CPU with streams less the median calls
 * a second with streams at the median CPU per call without them.
 */
function streamsCpuPercent(without: readonly RunOutcome[], withStreams: readonly RunOutcome[]): number {
  const perCallMs = median(without.map((o) => o.gatewayCpuMsPerCall));
  const callsPerSecond = median(withStreams.map((o) => o.callsPerSecondPerGateway));
  const spent = median(withStreams.map((o) => o.gatewayCpuPercent)) - (callsPerSecond * perCallMs) / 10;
  return Math.round(spent * 10) / 10;
}

/** Measures one setup: `runs` runs without streams and `runs` with, in turns. */
export async function measureLiveBoard(
  spec: SetupSpec,
  settings: LiveBoardSettings,
): Promise<LiveBoardMeasure> {
  const setup = await startSetup(spec, {
    bigDay: settings.bigDay,
    bigDayDaysAgo: LIVE_BOARD_BIG_DAY_DAYS_AGO,
    databaseUrl: settings.databaseUrl,
    profileDir: settings.profileDir,
  });
  try {
    const loads = await prepareLoads(setup.urls, settings.bigDay, {
      bigDayDaysAgo: LIVE_BOARD_BIG_DAY_DAYS_AGO,
      backlog: BACKLOG,
      beatsPerCall: BEATS_PER_CALL,
      liveBeats: true,
    });
    const gateways = await Promise.all(
      setup.urls.map(async (url) => ({
        url,
        admins: await Promise.all([demoAdmin, demoAdmin2].map((admin) => signIn(url, admin))),
      })),
    );
    await runLoad(loads.targets('job-update', settings.updateConnections), 1);
    await runLoad(loads.targets('heartbeat', HEARTBEAT_CONNECTIONS), 1);
    const without: RunOutcome[] = [];
    const withStreams: RunOutcome[] = [];
    for (let i = 0; i < settings.runs; i += 1) {
      without.push(await oneRun(setup, loads, settings, null));
      const streams = await startBoardStreams(gateways, settings.streamsPerGateway);
      try {
        await sleep(SETTLE_MS);
        withStreams.push(await oneRun(setup, loads, settings, streams));
      } finally {
        await streams.close();
      }
      await sleep(SETTLE_MS);
    }
    const withoutPhase = phaseOf(without);
    const withPhase = phaseOf(withStreams);
    const row: LiveBoardRow = {
      setup: spec.name,
      instances: spec.instances,
      streamsPerGateway: settings.streamsPerGateway,
      heartbeatsPerSecondPerGateway: settings.heartbeatsPerSecondPerGateway,
      heartbeatsPerCall: BEATS_PER_CALL,
      updateConnections: settings.updateConnections,
      withoutStreams: withoutPhase,
      withStreams: withPhase,
      updateP99Ratio:
        Math.round((withPhase.updateP99Ms.median / withoutPhase.updateP99Ms.median) * 100) / 100,
      updateP99PairedRatio: spreadOf(
        withStreams.map((run, i) => run.updates.p99Ms / (without[i]?.updates.p99Ms ?? Number.NaN)),
        100,
      ),
      streamsGatewayCpuPercent: streamsCpuPercent(without, withStreams),
    };
    return { row, reusedJobs: loads.reusedJobs() };
  } finally {
    await setup.stop();
  }
}
