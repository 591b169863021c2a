/**
 * Median, minimum and maximum of a benchmark's runs, the one summary every bench part gives of a figure. A run that
 * could not measure the figure (NaN, or any value that is not finite: a trace without the event, a load that made no
 * request) counts in none of the three, and is kept in `runs` as such (null in JSON): sorting NaN among numbers
 * would put a median outside its own range.
 */

/** A figure over several runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Each run's value in run order, as it came (NaN where the run could not measure it). */
  runs: number[];
}

/** Rounded to 1/per; without per, to 0.1, or 0.001 for values under 1 (CLS-sized values, ratios). */
function round(value: number, per: number | undefined): number {
  const digits = per ?? (Math.abs(value) < 1 ? 1000 : 10);
  return Math.round(value * digits) / digits;
}

/** The spread of the finite values (the median of an even count is the mean of the middle two). */
export function spreadOf(values: readonly number[], per?: number): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return {
    median: round(median ?? NaN, per),
    min: round(sorted[0] ?? NaN, per),
    max: round(sorted.at(-1) ?? NaN, per),
    runs: values.map((value) => round(value, per)),
  };
}
