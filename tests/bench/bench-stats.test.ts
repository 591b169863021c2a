/** A figure's spread over a bench's runs: runs that could not measure it count in none of its three figures. */
import { describe, expect, it } from 'vitest';
import { spreadOf } from '@bench/bench-stats';

describe('spreadOf', () => {
  it('gives the median, least and most of an odd count, rounded to 0.1', () => {
    expect(spreadOf([3.14, 1.06, 2.25])).toEqual({ median: 2.3, min: 1.1, max: 3.1, runs: [3.1, 1.1, 2.3] });
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(spreadOf([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('leaves out a run that could not measure the figure, keeping it in the runs as such', () => {
    const spread = spreadOf([247.5, NaN, 235.3, 308.1, 371.2]);
    expect(spread).toMatchObject({ median: 277.8, min: 235.3, max: 371.2 });
    expect(spread.runs[1]).toBeNaN();
    expect(spreadOf([453.7, 341.7, 576.6, 300.9, NaN])).toMatchObject({
      min: 300.9,
      max: 576.6,
      median: 397.7,
    });
  });

  it('is NaN throughout when no run measured the figure', () => {
    const spread = spreadOf([NaN, NaN]);
    expect([spread.median, spread.min, spread.max]).toEqual([NaN, NaN, NaN]);
  });

  it('keeps three decimals for values under 1, or the precision asked for', () => {
    expect(spreadOf([0.0484, 0.00016]).median).toBe(0.024);
    expect(spreadOf([1.234, 1.236], 100)).toMatchObject({ min: 1.23, max: 1.24 });
  });
});
