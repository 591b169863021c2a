/**
 * Playwright's test for every e2e spec, each test run within one day of the drivers' clock. The jobs a test
 * works are today's, and the phone refuses a change to a job once its day has passed (domain/job/job-day.ts):
 * a test begun at 23:59 that saves at 00:00 would see that refusal, not what it checks. So a test that might
 * not end before midnight waits, before its first step, until midnight has passed (at most its own length,
 * once a night). Specs import `test` from here, never from '@playwright/test' (eslint.config.js).
 */
import { test as base } from '@playwright/test';
import { waitClearOfMidnight } from './midnight';

/**
 * The most an e2e test takes, fixtures included, unless it says more: the longest timeout a spec sets, the chaos
 * run's aside, is 4 minutes.
 */
const A_TEST_AT_MOST_MS = 5 * 60_000;
/** The most a test may say it takes (the chaos run's cycles, 20 unless told more, take about 14 s each). */
const LONGEST_A_TEST_MAY_SAY_MS = 30 * 60_000;

export const test = base.extend<{ testTakesAtMostMs: number; clearOfMidnight: void }>({
  /** How long the test may take, its fixtures included; `test.use` it in a spec whose tests take longer. */
  testTakesAtMostMs: [A_TEST_AT_MOST_MS, { option: true }],
  clearOfMidnight: [
    async ({ testTakesAtMostMs }, use) => {
      if (testTakesAtMostMs > LONGEST_A_TEST_MAY_SAY_MS) {
        throw new Error(`a test may say it takes at most ${LONGEST_A_TEST_MAY_SAY_MS} ms`);
      }
      await waitClearOfMidnight(testTakesAtMostMs);
      await use();
    },
    // The wait has its own timeout, not the test's.
    { auto: true, timeout: LONGEST_A_TEST_MAY_SAY_MS + 60_000 },
  ],
});
