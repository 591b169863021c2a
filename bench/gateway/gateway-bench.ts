/**
 * `npm run bench:gateway`: the gateway on loopback under load (docs/performance.md). For each setup (one
 * gateway on PGlite, one on PostgreSQL, two on one PostgreSQL; the PostgreSQL ones need DATABASE_URL,
 * which the npm script sets through scripts/with-postgres.sh) it starts the real gateway as child
 * processes, signs the demo drivers in through the OAuth call and loads heartbeats, new job updates and
 * replays with autocannon at each concurrency, BENCH_RUNS short runs each. Writes the `gateway` section
 * of docs/benchmarks/results.json and prints a table. Settings: BENCH_SECONDS (4), BENCH_RUNS (3),
 * BENCH_CONCURRENCY (10,50), BENCH_SETUPS (all), BENCH_LOADS (all), BENCH_BIG_DAY (jobs per driver),
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

function setting(name: string, fallback: string): string {
  return process.env[name]?.trim() || fallback;
}

const seconds = Number(setting('BENCH_SECONDS', '4'));
const runs = Number(setting('BENCH_RUNS', '3'));
const concurrencies = setting('BENCH_CONCURRENCY', '10,50').split(',').map(Number);
const setupNames = setting('BENCH_SETUPS', setupSpecs.map((spec) => spec.name).join(',')).split(',');
const loads = scenarioNames.filter((name) => setting('BENCH_LOADS', scenarioNames.join(',')).includes(name));
const bigDay = Number(setting('BENCH_BIG_DAY', '20000'));
const databaseUrl = process.env.DATABASE_URL;
const round2 = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);

const results: GatewayResults = {
  command: 'npm run bench:gateway',
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageBefore: round2(loadavg()),
    loadAverageAfter: [],
  },
  secondsPerRun: seconds,
  runsPerLoad: runs,
  bigDayJobsPerDriver: bigDay,
  reusedJobs: 0,
  skipped: [],
  rows: [],
};

async function measure(spec: SetupSpec): Promise<void> {
  const setup = await startSetup(spec, { bigDay, databaseUrl, profileDir: process.env.BENCH_PROFILE_DIR });
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

for (const spec of setupSpecs.filter((candidate) => setupNames.includes(candidate.name))) {
  if (spec.database === 'postgres' && !databaseUrl) {
    results.skipped.push(`${spec.name}: DATABASE_URL is not set`);
    continue;
  }
  await measure(spec);
}
results.machine.loadAverageAfter = round2(loadavg());
await writeGatewayResults(resultsPath, results);
console.log(
  `\nGateway on loopback (${results.machine.cpus} cores, load average before ${results.machine.loadAverageBefore.join(' ')}, after ${results.machine.loadAverageAfter.join(' ')}); median (min–max) of ${runs} runs of ${seconds} s:\n`,
);
console.log(gatewayTable(results));
if (results.skipped.length > 0) console.log(`\nSkipped: ${results.skipped.join('; ')}`);
if (results.reusedJobs > 0)
  console.log(`\n${results.reusedJobs} job updates reused an updated job (the big day ran out).`);
