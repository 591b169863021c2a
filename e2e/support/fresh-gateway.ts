/**
 * Specs that need jobs nobody else touches: one real gateway per Playwright
 * worker on its own origin (the chaos run's: a fresh in-memory database,
 * serving the production build in dist/, no fault armed), with a van of
 * today's deliveries for demo.driver that tests take jobs from. The page and
 * request fixtures go to it (baseURL).
 */
import { test as base } from '@playwright/test';
import { demoDriver } from '@server/seed/demo-accounts';
import { buildA } from './chaos-build';
import { startChaosGateway, type ChaosGateway } from './chaos-gateway';
import { planChaosJobs, type ChaosJob } from './chaos-jobs';

/** The van the jobs are on. */
const VAN = 'FRESH 1';
/** How many jobs the van holds (enough for every spec of a worker). */
const JOBS = 40;

interface FreshGateway {
  gateway: ChaosGateway;
  jobs: ChaosJob[];
}

/** Playwright's test with the worker's fresh gateway and `takeJobs(n)`: n jobs no other test has had. */
export const test = base.extend<{ takeJobs: (count: number) => ChaosJob[] }, { fresh: FreshGateway }>({
  fresh: [
    async ({ playwright: _playwright }, use) => {
      const gateway = await startChaosGateway(buildA.dir);
      const jobs = await planChaosJobs(gateway.db, demoDriver, VAN, JOBS);
      await use({ gateway, jobs });
      await gateway.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ fresh }, use) => use(fresh.gateway.url),
  takeJobs: async ({ fresh }, use) =>
    use((count) => {
      if (fresh.jobs.length < count) throw new Error(`the fresh gateway has ${fresh.jobs.length} jobs left`);
      return fresh.jobs.splice(0, count);
    }),
});

export { expect } from '@playwright/test';
