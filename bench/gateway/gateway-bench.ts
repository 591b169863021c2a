/**
 * `npm run bench:gateway`: the gateway on loopback under load (docs/performance.md). For each setup (one
 * gateway on PGlite, one on PostgreSQL, two on one PostgreSQL; the PostgreSQL ones need DATABASE_URL,
 * which the npm script sets through scripts/with-postgres.sh) it starts the real gateway as child
 * processes, signs the demo drivers in through the OAuth call and loads heartbeats, new job updates and
 * replays with autocannon at each concurrency, BENCH_RUNS short runs each. Writes the `gateway` section
 * of docs/benchmarks/results.json and prints a table. Then the live board part (live-board-run.ts) on
 * the PostgreSQL setups: job updates beside paced heartbeats, without and with admins' board streams
 * open, written to the `gatewayLiveBoard` section. Then the retail webhook part (webhook-delay-run.ts) on
 * the PostgreSQL setups: job updates at concurrency 50 a gateway with every retailer's webhooks posted to a
 * receiver on loopback, and how soon each event's first post arrived, written to the `gatewayWebhooks`
 * section. A part that measures nothing leaves its section as it was. Settings: BENCH_SECONDS (4), BENCH_RUNS (3), BENCH_CONCURRENCY (10,50), BENCH_SETUPS (all; `none`
 * for none), BENCH_LOADS (all), BENCH_BIG_DAY (jobs per driver), BENCH_BOARD_SETUPS (postgres,postgres-2;
 * `none` for none), BENCH_BOARD_STREAMS (admin streams per gateway, 500), BENCH_BOARD_HEARTBEATS
 * (heartbeats per second per gateway, 1000), BENCH_BOARD_RUNS (5 with and 5 without, in turns),
 * BENCH_BOARD_CONCURRENCY (update connections per gateway, 10), BENCH_WEBHOOK_SETUPS (postgres,postgres-2;
 * `none` for none), BENCH_WEBHOOK_RUNS (5), BENCH_WEBHOOK_CONCURRENCY (update connections per gateway, 50),
 * BENCH_PROFILE_DIR (V8 CPU profiles of the gateways), BENCH_RESULTS (the file).
 */
import { cpus, loadavg } from 'node:os';
import { gatewayTable, writeGatewayResults } from './gateway-report';
import { resultsPath } from '../results-file';
import type { GatewayResults, GatewayRow } from './gateway-report';
import { itemsPerRequest, prepareLoads, scenarioNames } from './bench-scenarios';
import { setupSpecs, startSetup } from './bench-setups';
import type { SetupSpec } from './bench-setups';
import { runLoad } from './load-run';
import { measuredRun } from './measured-run';
import type { MeasuredRun } from './measured-run';
import { summarize } from './run-summary';
import { LIVE_BOARD_BIG_DAY_DAYS_AGO, measureLiveBoard } from './live-board-run';
import { liveBoardTable, writeLiveBoardResults } from './live-board-report';
import type { LiveBoardResults } from './live-board-report';
import { measureWebhookDelay } from './webhook-delay-run';
import { webhookDelayTable, writeWebhookDelayResults } from './webhook-delay-report';
import type { WebhookDelayResults } from './webhook-delay-report';

function setting(name: string, fallback: string): string {
  return process.env[name]?.trim() || fallback;
}

const seconds = Number(setting('BENCH_SECONDS', '4'));
const runs = Number(setting('BENCH_RUNS', '3'));
const concurrencies = setting('BENCH_CONCURRENCY', '10,50').split(',').map(Number);
const setupNames = setting('BENCH_SETUPS', setupSpecs.map((spec) => spec.name).join(',')).split(',');
const loads = scenarioNames.filter((name) => setting('BENCH_LOADS', scenarioNames.join(',')).includes(name));
const bigDay = Number(setting('BENCH_BIG_DAY', '20000'));
const boardSetupNames = setting('BENCH_BOARD_SETUPS', 'postgres,postgres-2').split(',');
const boardSettings = {
  seconds,
  runs: Number(setting('BENCH_BOARD_RUNS', '5')),
  streamsPerGateway: Number(setting('BENCH_BOARD_STREAMS', '500')),
  heartbeatsPerSecondPerGateway: Number(setting('BENCH_BOARD_HEARTBEATS', '1000')),
  updateConnections: Number(setting('BENCH_BOARD_CONCURRENCY', '10')),
  bigDay,
};
const webhookSetupNames = setting('BENCH_WEBHOOK_SETUPS', 'postgres,postgres-2').split(',');
const webhookSettings = {
  seconds,
  runs: Number(setting('BENCH_WEBHOOK_RUNS', '5')),
  updateConnections: Number(setting('BENCH_WEBHOOK_CONCURRENCY', '50')),
  bigDay,
};
const databaseUrl = process.env.DATABASE_URL;
const round2 = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  loadAverageBefore: round2(loadavg()),
  loadAverageAfter: [] as number[],
};

const results: GatewayResults = {
  command: 'npm run bench:gateway',
  measuredAt: new Date().toISOString(),
  machine,
  secondsPerRun: seconds,
  runsPerLoad: runs,
  bigDayJobsPerDriver: bigDay,
  reusedJobs: 0,
  skipped: [],
  rows: [],
};

const profileDir = process.env.BENCH_PROFILE_DIR;

async function measure(spec: SetupSpec): Promise<void> {
  const setup = await startSetup(spec, { bigDay, databaseUrl, profileDir });
  try {
    const prepared = await prepareLoads(setup.urls, bigDay);
    for (const name of loads) await runLoad(prepared.targets(name, 10), 1);
    for (const name of loads) {
      for (const concurrency of concurrencies) {
        const figures: MeasuredRun[] = [];
        for (let i = 0; i < runs; i += 1)
          figures.push(await measuredRun(prepared.targets(name, concurrency), seconds, setup.pids));
        const summary = summarize(figures);
        const items = itemsPerRequest[name];
        const perSecond = summary.requestsPerSecond;
        const row: GatewayRow = {
          setup: spec.name,
          database: spec.database,
          instances: spec.instances,
          scenario: name,
          concurrency,
          itemsPerRequest: items,
          ...summary,
          itemsPerSecond: {
            median: perSecond.median * items,
            min: perSecond.min * items,
            max: perSecond.max * items,
            runs: perSecond.runs.map((value) => value * items),
          },
        };
        results.rows.push(row);
        console.log(
          `${spec.name} ${name} c${concurrency}: ${perSecond.median} req/s, p50 ${summary.p50Ms.median} ms, ` +
            `p99 ${summary.p99Ms.median} ms, gateway CPU ${summary.gatewayCpuMsPerRequest.median} ms/request, ` +
            `errors ${summary.errors} ${JSON.stringify(summary.statuses)}`,
        );
      }
    }
    results.reusedJobs += prepared.reusedJobs();
  } finally {
    await setup.stop();
  }
}

const loadSpecs = setupSpecs.filter((candidate) => setupNames.includes(candidate.name));
for (const spec of loadSpecs) {
  if (spec.database === 'postgres' && !databaseUrl) {
    results.skipped.push(`${spec.name}: DATABASE_URL is not set`);
    continue;
  }
  await measure(spec);
}

const board: LiveBoardResults = {
  command: 'npm run bench:gateway',
  measuredAt: new Date().toISOString(),
  machine,
  secondsPerRun: seconds,
  runsPerLoad: boardSettings.runs,
  bigDayDaysAgo: LIVE_BOARD_BIG_DAY_DAYS_AGO,
  bigDayJobsPerDriver: bigDay,
  reusedJobs: 0,
  skipped: [],
  rows: [],
};
const boardSpecs = setupSpecs.filter(
  (candidate) => boardSetupNames.includes(candidate.name) && candidate.database === 'postgres',
);
for (const spec of boardSpecs) {
  if (!databaseUrl) {
    board.skipped.push(`${spec.name}: DATABASE_URL is not set`);
    continue;
  }
  const measured = await measureLiveBoard(spec, { ...boardSettings, databaseUrl, profileDir });
  board.rows.push(measured.row);
  board.reusedJobs += measured.reusedJobs;
  const { withoutStreams: off, withStreams: on } = measured.row;
  console.log(
    `${spec.name} live board: updates ${off.updatesPerSecond.median} → ${on.updatesPerSecond.median}/s, ` +
      `p99 ${off.updateP99Ms.median} → ${on.updateP99Ms.median} ms (${measured.row.updateP99Ratio}×; paired ${measured.row.updateP99PairedRatio.median}×), ` +
      `streams cost ${measured.row.streamsGatewayCpuPercent} % of a core a gateway, ` +
      `heartbeats ${on.heartbeatsPerSecond.median}/s, ${on.boardEventsPerStream.median} board events a stream, ` +
      `gateway CPU ${off.gatewayCpuPercent.median} → ${on.gatewayCpuPercent.median} % ` +
      `(${off.gatewayCpuMsPerCall.median} → ${on.gatewayCpuMsPerCall.median} ms a call), ` +
      `stream reader ${on.streamReaderCpuPercent.median} %, ` +
      `errors ${off.errors + on.errors} ${JSON.stringify(on.statuses)}`,
  );
}

const webhooks: WebhookDelayResults = {
  command: 'npm run bench:gateway',
  measuredAt: new Date().toISOString(),
  machine,
  secondsPerRun: seconds,
  runsPerLoad: webhookSettings.runs,
  bigDayJobsPerDriver: bigDay,
  skipped: [],
  rows: [],
};
const webhookSpecs = setupSpecs.filter(
  (candidate) => webhookSetupNames.includes(candidate.name) && candidate.database === 'postgres',
);
for (const spec of webhookSpecs) {
  if (!databaseUrl) {
    webhooks.skipped.push(`${spec.name}: DATABASE_URL is not set`);
    continue;
  }
  const row = await measureWebhookDelay(spec, { ...webhookSettings, databaseUrl, profileDir });
  webhooks.rows.push(row);
  console.log(
    `${spec.name} retail webhooks: updates ${row.updatesPerSecond.median}/s (p99 ${row.updateP99Ms.median} ms), ` +
      `${row.events} events of ${row.acceptedUpdates} accepted updates, first post p50 ${row.delayP50Ms.median} ms, ` +
      `p99 ${row.delayP99Ms.median} ms, max ${row.delayMaxMs.median} ms, errors ${row.errors}`,
  );
}

machine.loadAverageAfter = round2(loadavg());
if (loadSpecs.length > 0) {
  await writeGatewayResults(resultsPath, results);
  console.log(
    `\nGateway on loopback (${machine.cpus} cores, load average before ${machine.loadAverageBefore.join(' ')}, after ${machine.loadAverageAfter.join(' ')}); median (min–max) of ${runs} runs of ${seconds} s:\n`,
  );
  console.log(gatewayTable(results));
  if (results.skipped.length > 0) console.log(`\nSkipped: ${results.skipped.join('; ')}`);
  if (results.reusedJobs > 0)
    console.log(`\n${results.reusedJobs} job updates reused an updated job (the big day ran out).`);
}
if (boardSpecs.length > 0) {
  await writeLiveBoardResults(resultsPath, board);
  console.log(
    `\nThe live board: job updates (${boardSettings.updateConnections} connections a gateway) beside ${boardSettings.heartbeatsPerSecondPerGateway} heartbeats/s a gateway, without and with ${boardSettings.streamsPerGateway} admin streams a gateway; median (min–max) of ${boardSettings.runs} runs of ${seconds} s:\n`,
  );
  console.log(liveBoardTable(board));
  if (board.skipped.length > 0) console.log(`\nSkipped: ${board.skipped.join('; ')}`);
  if (board.reusedJobs > 0)
    console.log(`\n${board.reusedJobs} job updates reused an updated job (the big day ran out).`);
}
if (webhookSpecs.length > 0) {
  await writeWebhookDelayResults(resultsPath, webhooks);
  console.log(
    `\nRetail webhooks: job updates (${webhookSettings.updateConnections} connections a gateway) with every retailer's events posted to a receiver on loopback; from acceptance to the first post; median (min–max) of ${webhookSettings.runs} runs of ${seconds} s:\n`,
  );
  console.log(webhookDelayTable(webhooks));
  if (webhooks.skipped.length > 0) console.log(`\nSkipped: ${webhooks.skipped.join('; ')}`);
}
