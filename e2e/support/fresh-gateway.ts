/**
 * Specs that need jobs nobody else touches: one real gateway per Playwright
 * worker on its own origin (the chaos run's: a fresh in-memory database,
 * serving the production build in dist/, no fault armed), with a van of
 * today's deliveries for demo.driver that tests take jobs from. The page and
 * request fixtures go to it (baseURL). A worker that lives past midnight plans
 * the new day's van before the first test of that day that takes jobs:
 * yesterday's jobs are no longer the driver's to change.
 */
import { todayIso } from '@domain/time/dates';
import { demoDriver } from '@server/seed/demo-accounts';
import { buildA } from './chaos-build';
import { startChaosGateway, type ChaosGateway } from './chaos-gateway';
import { planChaosJobs, type ChaosJob } from './chaos-jobs';
import { test as base } from './test-within-a-day';

/** The van the jobs are on. */
const VAN = 'FRESH 1';
/** How many jobs the van holds (enough for every spec of a worker). */
const JOBS = 40;

interface FreshGateway {
  gateway: ChaosGateway;
  /** The day the jobs are of, YYYY-MM-DD. */
  day: string;
  jobs: ChaosJob[];
}

/** Playwright's test with the worker's fresh gateway and `takeJobs(n)`: n jobs no other test has had. */
export const test = base.extend<{ takeJobs: (count: number) => ChaosJob[] }, { fresh: FreshGateway }>({
  fresh: [
    async ({ playwright: _playwright }, use) => {
      const gateway = await startChaosGateway(buildA.dir);
      const day = todayIso();
      const jobs = await planChaosJobs(gateway.db, demoDriver, VAN, JOBS);
      await use({ gateway, day, jobs });
      await gateway.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ fresh }, use) => use(fresh.gateway.url),
  // After the wait for midnight (the base's), so the day cannot turn during the test.
  takeJobs: async ({ fresh, clearOfMidnight: _clearOfMidnight }, use) => {
    if (fresh.day !== todayIso()) {
      fresh.day = todayIso();
      fresh.jobs = await planChaosJobs(fresh.gateway.db, demoDriver, VAN, JOBS);
    }
    await use((count) => {
      if (fresh.jobs.length < count) throw new Error(`the fresh gateway has ${fresh.jobs.length} jobs left`);
      return fresh.jobs.splice(0, count);
    });
  },
});

export { expect } from '@playwright/test';
