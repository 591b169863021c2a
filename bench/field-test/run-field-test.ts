/**
 * `npm run field-test [-- --jobs N --cpu RATE --seed N --profile NAME]`, after the build and the
 * browser check: checks the options and that the day can end before midnight (day-end.ts), then runs the
 * field-test day in Playwright (playwright.field-test.config.ts) with them in its environment.
 */
import { spawnSync } from 'node:child_process';
import { midnightRefusal } from './day-end';
import { flagsToEnvironment, readFieldOptions } from './field-options';

const env = { ...process.env, ...flagsToEnvironment(process.argv.slice(2)) };
const options = readFieldOptions(env);
const refusal = midnightRefusal(new Date(), options.jobs, Intl.DateTimeFormat().resolvedOptions().timeZone);
if (refusal !== null) {
  console.error(refusal);
  process.exit(2);
}
console.log(
  `field test: ${options.jobs} jobs, device ${options.profile}, CPU ${options.cpuRate}×, seed ${options.seed}`,
);
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.field-test.config.ts'], {
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
