/**
 * Runs a fast-check property with the fuzz's bounded settings and a seed that can
 * be replayed: FC_SEED (and FC_PATH) from the environment, else a random seed; a
 * failure names both and the command that replays it. FC_RUNS overrides the runs.
 */
import fc from 'fast-check';

/** The seed of this run of the file. */
export const FUZZ_SEED = process.env.FC_SEED
  ? Number(process.env.FC_SEED)
  : Math.floor(Math.random() * 2 ** 31);

/** Runs per property. */
export const FUZZ_RUNS = Number(process.env.FC_RUNS ?? 60);

/** Runs the property; throws a report with the counterexample and the replay command when it fails. */
export async function checkFuzzProperty<T>(name: string, property: fc.IAsyncProperty<T>, runs = FUZZ_RUNS) {
  const details = await fc.check(property, {
    seed: FUZZ_SEED,
    numRuns: runs,
    // The first failure is reported as found: shrinking would replay requests against a changed database.
    endOnFailure: true,
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
  });
  if (!details.failed) return;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const replay =
    `FC_SEED=${details.seed} FC_PATH=${details.counterexamplePath ?? ''} ` +
    `npx vitest run tests/server/fuzz.test.ts -t ${JSON.stringify(name)}`;
  throw new Error(
    `${name}: failed after ${details.numRuns} runs (seed ${details.seed}).\n${error}\nReplay: ${replay}`,
  );
}
