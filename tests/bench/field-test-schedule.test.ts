// The field test's seeded network schedule, its day plan and its options (bench/field-test/).
import { describe, expect, it } from 'vitest';
import { DEFAULT_DAY, dayWork } from '@bench/field-test/field-day-plan';
import { flagsToEnvironment, readFieldOptions } from '@bench/field-test/field-options';
import { networkForJob, networkSchedule, ROUTE_NETWORKS } from '@bench/field-test/network-schedule';

describe('the network schedule', () => {
  it('follows the route 4G → 3G → 2G → offline → 4G, each stretch a job or more (the tunnel two), covering every job', () => {
    for (const jobs of [5, 6, 12, 50, 200]) {
      for (const seed of [1, 2, 99]) {
        const schedule = networkSchedule(jobs, seed);
        expect(schedule.map((s) => s.network)).toEqual(ROUTE_NETWORKS);
        expect(schedule.every((s) => s.jobs >= 1)).toBe(true);
        expect(schedule.reduce((sum, s) => sum + s.jobs, 0)).toBe(jobs);
        expect(schedule.find((s) => s.network === 'offline')!.jobs).toBeGreaterThanOrEqual(jobs > 5 ? 2 : 1);
      }
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(networkSchedule(50, 7)).toEqual(networkSchedule(50, 7));
    const lengths = (seed: number) => networkSchedule(50, seed).map((s) => s.jobs);
    expect(new Set([1, 2, 3, 4, 5].map((seed) => lengths(seed).join()))).not.toHaveProperty('size', 1);
  });

  it('gives the default day of six one job per stretch and two in the tunnel', () => {
    const schedule = networkSchedule(6, 1);
    expect([0, 1, 2, 3, 4, 5].map((i) => networkForJob(schedule, i))).toEqual([
      '4g',
      '3g',
      '2g',
      'offline',
      'offline',
      '4g',
    ]);
  });

  it('keeps to the route’s start on a day shorter than the route', () => {
    expect(networkSchedule(2, 1).map((s) => s.network)).toEqual(['4g', '3g']);
  });
});

describe('the day plan', () => {
  it('has every kind of work in the default day and repeats deliveries, failures and suspensions after', () => {
    expect(dayWork(6)).toEqual(DEFAULT_DAY);
    expect(new Set(DEFAULT_DAY)).toEqual(new Set(['complete', 'combined', 'fail', 'suspend']));
    expect(dayWork(10).slice(6)).toEqual(['complete', 'fail', 'complete', 'suspend']);
    expect(dayWork(3)).toEqual(DEFAULT_DAY.slice(0, 3));
  });
});

describe('the options', () => {
  it('read flags into the environment and back, with the profile’s CPU rate by default', () => {
    const env = flagsToEnvironment(['--jobs', '50', '--seed=3', '--profile', 'mid-range']);
    expect(readFieldOptions(env)).toEqual({ jobs: 50, seed: 3, profile: 'mid-range', cpuRate: 4 });
    expect(readFieldOptions({})).toEqual({ jobs: 6, seed: 1, profile: 'low-end', cpuRate: 6 });
    expect(readFieldOptions(flagsToEnvironment(['--cpu', '2'])).cpuRate).toBe(2);
  });

  it('refuse unknown flags, missing values, bad numbers and unknown profiles', () => {
    expect(() => flagsToEnvironment(['--job', '5'])).toThrow(/unknown option/);
    expect(() => flagsToEnvironment(['--jobs'])).toThrow(/needs a value/);
    expect(() => readFieldOptions({ FIELD_TEST_JOBS: 'many' })).toThrow(/positive number/);
    expect(() => readFieldOptions({ FIELD_TEST_PROFILE: 'tablet' })).toThrow(/no device profile/);
  });
});
