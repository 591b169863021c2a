/**
 * The in-process gateway an engine test file runs against: one per file, on a
 * memory database, started in beforeAll and closed in afterAll; and engines
 * created (or started and logged in) against it.
 */
import { afterAll, beforeAll } from 'vitest';
import { startGateway } from '@server/gateway';
import type { GatewayOptions, RunningGateway } from '@server/gateway';
import type { Database } from '@server/db/database';
import { demoDriver } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { createHarness } from './engine-harness';
import type { EngineHarness, HarnessOptions } from './engine-harness';

/** Harness options without the base URL, which the test gateway supplies. */
export type EngineOptions = Omit<HarnessOptions, 'baseUrl'>;

/** The file's gateway, and engines against it. */
export interface TestGateway {
  /** Base URL of the running gateway (read it in tests and hooks, once beforeAll has run). */
  readonly url: string;
  /** The gateway's database, for what the office does behind the API (a reassignment). */
  readonly db: Database;
  /** An engine against the gateway, not started. */
  harness(options?: EngineOptions): EngineHarness;
  /** An engine against the gateway, started online, logged in as the account (demo.driver by default) and holding its day's list. */
  loggedIn(options?: EngineOptions & { account?: DemoAccount }): Promise<EngineHarness>;
}

/** Registers the hooks that start this file's gateway (memory database, free port) and close it. */
export function useTestGateway(options: Omit<GatewayOptions, 'database'> = {}): TestGateway {
  let running: RunningGateway | null = null;

  beforeAll(async () => {
    running = await startGateway({ ...options, port: 0, database: { kind: 'memory' } });
  });

  afterAll(async () => {
    await running?.close();
  });

  const gateway: TestGateway = {
    get url() {
      if (!running) throw new Error('the test gateway starts in beforeAll');
      return running.url;
    },
    get db() {
      if (!running) throw new Error('the test gateway starts in beforeAll');
      return running.db;
    },
    harness: (harnessOptions = {}) => createHarness({ ...harnessOptions, baseUrl: gateway.url }),
    async loggedIn({ account = demoDriver, ...harnessOptions } = {}) {
      const h = gateway.harness(harnessOptions);
      await h.start();
      await h.login(account);
      // A test reads the day's list right after this: say plainly when it never came (a download lost to a
      // short request timeout on a loaded machine) rather than let the test fail later on an empty list.
      const after = h.latest();
      if (after.login !== null && !after.loaded) {
        throw new Error(
          `the day's jobs did not arrive after logging in as ${account.username}: ${after.notification?.message ?? 'no message'}`,
        );
      }
      return h;
    },
  };
  return gateway;
}
