/** Median, minimum and maximum of a benchmark's runs, rounded to 0.1 (0.001 for CLS-sized values). */

/** A figure over several runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

function round(value: number): number {
  const digits = Math.abs(value) < 1 ? 1000 : 10;
  return Math.round(value * digits) / digits;
}

/** The spread of the values (the median of an even count is the mean of the middle two). */
export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return {
    median: round(median),
    min: round(sorted[0] ?? NaN),
    max: round(sorted.at(-1) ?? NaN),
    runs: values.map(round),
  };
}
