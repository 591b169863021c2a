/**
 * The browser chaos run's settings: its seed (CHAOS_SEED to replay one, else a
 * fresh one), how many cycles (CHAOS_BROWSER_CYCLES, default 20; each fault kind leads at least one), the command
 * that replays a run up to a cycle.
 */

/** The default number of cycles in `npm test`. */
export const DEFAULT_CYCLES = 20;

/** One run: its seed and its number of cycles. */
export interface ChaosRun {
  seed: number;
  cycles: number;
}

function whole(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${raw}`);
  return value;
}

/**
 * The run the environment asks for. A fresh seed is written back to the
 * environment: the runner process loads the spec first, so its workers (and a
 * retry) inherit it and replay the same schedule.
 */
export function chaosRun(env: NodeJS.ProcessEnv = process.env): ChaosRun {
  env.CHAOS_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
  const seed = whole('CHAOS_SEED', env.CHAOS_SEED, 0) >>> 0;
  const cycles = whole('CHAOS_BROWSER_CYCLES', env.CHAOS_BROWSER_CYCLES, DEFAULT_CYCLES);
  if (cycles < 1) throw new Error('CHAOS_BROWSER_CYCLES must be at least 1');
  return { seed, cycles };
}

/** The command that replays the run's schedule up to and including the cycle (0-based). */
export function replayCommand(run: ChaosRun, cycle: number = run.cycles - 1): string {
  return `CHAOS_SEED=${run.seed} CHAOS_BROWSER_CYCLES=${cycle + 1} npx playwright test e2e/chaos.spec.ts`;
}
