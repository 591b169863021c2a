/**
 * The field test's options: `npm run field-test -- --jobs 200 --cpu 4 --seed 7 --profile mid-range`.
 * run-field-test.ts reads them from the command line and hands them to the Playwright run in the
 * environment (FIELD_TEST_JOBS, FIELD_TEST_CPU, FIELD_TEST_SEED, FIELD_TEST_PROFILE), where the day
 * reads them back.
 */
import { DEFAULT_DAY } from './field-day-plan';
import { deviceProfiles, type DeviceProfileName } from './field-profiles';
import type { FieldOptions } from './field-results';

/** The options as flags, and the environment variable each travels in. */
export const optionVariables = {
  jobs: 'FIELD_TEST_JOBS',
  cpu: 'FIELD_TEST_CPU',
  seed: 'FIELD_TEST_SEED',
  profile: 'FIELD_TEST_PROFILE',
} as const;

export type OptionFlag = keyof typeof optionVariables;

const DEFAULT_SEED = 1;

function isProfile(name: string): name is DeviceProfileName {
  return Object.hasOwn(deviceProfiles, name);
}

function positive(text: string | undefined, fallback: number, what: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${what} must be a positive number, not "${text}"`);
  return value;
}

/** The options from the environment (each missing one at its default). */
export function readFieldOptions(env: Record<string, string | undefined>): FieldOptions {
  const profile = env[optionVariables.profile] || 'low-end';
  if (!isProfile(profile)) {
    throw new Error(`no device profile "${profile}"; known: ${Object.keys(deviceProfiles).join(', ')}`);
  }
  return {
    jobs: Math.floor(positive(env[optionVariables.jobs], DEFAULT_DAY.length, '--jobs')),
    seed: Math.floor(positive(env[optionVariables.seed], DEFAULT_SEED, '--seed')),
    profile,
    cpuRate: positive(env[optionVariables.cpu], deviceProfiles[profile].cpuRate, '--cpu'),
  };
}

/** The command line's flags (`--jobs 50` or `--jobs=50`) as environment variables; throws on an unknown flag. */
export function flagsToEnvironment(argv: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '');
    if (!Object.hasOwn(optionVariables, name)) {
      throw new Error(`unknown option ${flag}; use --jobs N, --cpu RATE, --seed N, --profile NAME`);
    }
    let value = inline;
    if (value === undefined) {
      i += 1;
      value = argv[i];
    }
    if (value === undefined) throw new Error(`${flag} needs a value`);
    env[optionVariables[name as OptionFlag]] = value;
  }
  return env;
}
