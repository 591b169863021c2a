/**
 * The answer fuzz's runs and seed: FC_SEED with FC_RUNS replays a run (FC_PATH one case), FC_RUNS
 * raises the runs of every property (the defaults keep the folder under ~40 s);
 * a failure names the seed and the command that replays it. The engine's state
 * carries from run to run, so a failure is reported as found (no shrinking).
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** A report longer than this (a huge answer) is cut: the replay command brings the whole case back. */
const REPORT_MAX_CHARS = 4000;

/**
 * The seed of this run of the folder: fixed in npm test, so CI is repeatable; FC_SEED=<n> replays a
 * failure and FC_SEED=random explores new cases (a random seed found the refused refreshed token of
 * token-answer-fuzz.test.ts).
 */
const DEFAULT_SEED = 20261125;
export const FUZZ_SEED =
  process.env.FC_SEED === 'random'
    ? Date.now() % 2 ** 31
    : process.env.FC_SEED
      ? Number(process.env.FC_SEED)
      : DEFAULT_SEED;

/** Runs per property: FC_RUNS when set, else the property's default. */
export function fuzzRuns(byDefault: number): number {
  return process.env.FC_RUNS ? Number(process.env.FC_RUNS) : byDefault;
}

/** A test's time limit for a property of this many runs by default, each taking up to msPerRun. */
export function fuzzTimeoutMs(byDefault: number, msPerRun: number): number {
  return Math.max(30_000, fuzzRuns(byDefault) * msPerRun);
}

/** Runs the property; throws the counterexample, its seed and the replay command when it fails. */
export async function checkAnswers<T>(
  file: string,
  name: string,
  property: fc.IAsyncProperty<T>,
  runs: number,
): Promise<void> {
  const details = await fc.check(property, {
    seed: FUZZ_SEED,
    numRuns: fuzzRuns(runs),
    endOnFailure: true,
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
  });
  if (!details.failed) return;
  const replay =
    `FC_SEED=${details.seed} FC_RUNS=${details.numRuns} ` +
    `npx vitest run tests/engine/fuzz/${file} -t ${JSON.stringify(testNamePattern())}`;
  const report = fc.defaultReportMessage(details) ?? 'failed';
  const shown = report.length > REPORT_MAX_CHARS ? `${report.slice(0, REPORT_MAX_CHARS)}… (cut)` : report;
  throw new Error(`${name}: ${shown}\nReplay: ${replay}`);
}

/**
 * The running test's own name as a -t pattern. The engine's state carries from run to run, so a replay runs the
 * property from its first case to the failing one (FC_RUNS), not that case alone.
 */
function testNamePattern(): string {
  const name = expect.getState().currentTestName?.split(' > ').pop() ?? '';
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
