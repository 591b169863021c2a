/**
 * Seeded chaos: a driver's day of jobs against the real in-process
 * gateway while faults strike (support/fault-schedule.ts), then quiet, sync
 * and every promise checked (support/run-checks.ts). Runs CHAOS_RUNS seeds (default 300) from CHAOS_FIRST
 * (default 1), or only CHAOS_SEED; CHAOS_JOBS sets the day's jobs (default 8).
 * A failing run prints its seed, its fault schedule and the command that replays it.
 */
// First, before any date is taken: the chaos day starts in the morning, whatever the hour (support/morning-zone.ts).
import './support/morning-zone';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FrozenRequestModule from '@worker-shared/stored/frozen-request';
import { bodyOfRunningVersion } from './support/app-versions';
import { startChaosGateway } from './support/shared-gateway';
import type { ChaosGateway } from './support/shared-gateway';
import { ChaosRunFailure, chaosRun } from './support/seeded-run';
import { describeSchedule } from './support/fault-schedule';
import { installFullDisk } from './support/full-disk';
import { FigureTotals } from './support/run-figures';

// An app update is new engine code over an old outbox: each version freezes a call's body in its own way.
vi.mock('@worker-shared/stored/frozen-request', async (importOriginal) => {
  const actual = await importOriginal<typeof FrozenRequestModule>();
  return {
    ...actual,
    freezeRequest: (...args: Parameters<typeof actual.freezeRequest>) => {
      const frozen = actual.freezeRequest(...args);
      return { ...frozen, body: bodyOfRunningVersion(frozen.body) };
    },
  };
});

const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const replaySeed = process.env.CHAOS_SEED;
const seeds = replaySeed
  ? [numberFrom('CHAOS_SEED', 0)]
  : Array.from({ length: numberFrom('CHAOS_RUNS', 300) }, (_, i) => i + numberFrom('CHAOS_FIRST', 1));
/**
 * The day's jobs: 8 by default, so the 300 runs of `npm test` take about 3 minutes on the 2-core machine
 * (about 0.6 s a run); CHAOS_JOBS=30 works the full day (about 2.4 s a run: some 12 minutes for 300).
 */
const shape = { jobs: numberFrom('CHAOS_JOBS', 8), faultsPerStep: 0.5 };
/** Stop after this many failing runs (each is printed in full). */
const FAILURES_SHOWN = 3;
/** A long run prints its figures so far every this many runs. */
const PROGRESS_EVERY = 500;

let gateway: ChaosGateway;

beforeAll(async () => {
  installFullDisk();
  gateway = await startChaosGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** The failing run as the reader needs it: seed, schedule, what broke, and the replay command. */
function report(failure: ChaosRunFailure, logs: readonly string[]): string {
  return [
    `chaos seed ${failure.seed} failed: ${failure.message}`,
    `fault schedule:\n${describeSchedule(failure.schedule) || '  (none)'}`,
    `last engine log lines:\n  ${logs.slice(-(Number(process.env.CHAOS_LOG_LINES) || 15)).join('\n  ')}`,
    `replay: CHAOS_SEED=${failure.seed} CHAOS_JOBS=${shape.jobs} npx vitest run tests/engine/chaos/chaos.test.ts`,
  ].join('\n');
}

describe('seeded chaos: a day of jobs under faults loses nothing and applies nothing twice', () => {
  it(`holds for ${seeds.length} seeded run(s) of ${shape.jobs} jobs`, { timeout: 0 }, async () => {
    const totals = new FigureTotals();
    const failures: string[] = [];
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = () => {
      const cpu = process.cpuUsage(cpuBefore);
      const seconds = (performance.now() - started) / 1000;
      return `chaos: ${totals.describe()}\ntime ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`;
    };
    for (const seed of seeds) {
      try {
        totals.add(await chaosRun(gateway, seed, shape));
      } catch (error) {
        if (!(error instanceof ChaosRunFailure)) throw error;
        failures.push(report(error, error.logs));
        if (failures.length >= FAILURES_SHOWN) break;
      }
      // Long local runs say how far they are.
      if (seeds.length > PROGRESS_EVERY && totals.runs % PROGRESS_EVERY === 0) console.log(summary());
    }
    console.log(summary());
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(totals.total('lost') + totals.total('duplicated')).toBe(0);
  });
});
