/**
 * The driver's phone in a chaos run: one IndexedDB (fake-indexeddb) that
 * outlives every engine built over it, a test clock, and the tab of the
 * moment. The engine can be reloaded (closed, then rebuilt from IndexedDB),
 * updated (rebuilt as the next app version over the same outbox), or its tab
 * torn down mid-pass (phone-tab.ts), after which a new engine starts over
 * what the dead one left.
 */
import { IDBFactory } from 'fake-indexeddb';
import { demoClient } from '@server/seed/demo-accounts';
import { createEngine } from '@worker/engine';
import type { Engine } from '@worker/engine';
import type { EngineSnapshot } from '@worker/engine-shapes';
import { TEST_DEVICE, TestClock } from '../../support/engine-harness';
import { passThroughThumbnail } from '../../support/test-photos';
import type { TestTimers } from '../../support/engine-harness';
import { appVersionOf, runningApp } from './app-versions';
import type { ChaosNetwork } from './chaos-network';
import { PhoneTab, TabDied } from './phone-tab';
import type { SeededRandom } from '@e2e/support/chaos-random';
import { uprightPhotoStep } from './test-camera';
import { afterPush } from '../../support/snapshot-pushes';

export { TabDied } from './phone-tab';

/** The phone: its database, clock and current tab. */
export class ChaosPhone {
  readonly factory = new IDBFactory();
  readonly clock: TestClock;
  /** What the engine was last told about the connection. */
  online = true;
  /** The app version running: 0 is the first, each update adds one. */
  generation = 0;
  snapshot: EngineSnapshot | null = null;
  /** Times the driver had to log in again because the engine ended the login. */
  relogins = 0;
  /** The engines' last log lines. */
  readonly logs: string[] = [];
  private tab: PhoneTab | null = null;

  constructor(
    private readonly gatewayUrl: string,
    private readonly network: ChaosNetwork,
    private readonly random: SeededRandom,
    now: number,
  ) {
    this.clock = new TestClock(now);
  }

  /** The engine running now. */
  get engine(): Engine {
    return this.current().engine;
  }

  /** The current engine's test timers. */
  get timers(): TestTimers {
    return this.current().timers;
  }

  /** True once the current tab was torn down (a new engine must boot). */
  get dead(): boolean {
    return this.tab?.dead ?? true;
  }

  /** Builds and starts an engine over the phone's database. */
  async boot(): Promise<void> {
    const tab = new PhoneTab(this.factory, this.clock, ({ indexedDB, timers, dead }) =>
      createEngine({
        baseUrl: this.gatewayUrl,
        fetch: this.network.fetchFor(dead),
        indexedDB,
        now: () => this.clock.now(),
        setTimeout: timers.setTimeout,
        clearTimeout: timers.clearTimeout,
        processPhoto: uprightPhotoStep,
        thumbnailPhoto: passThroughThumbnail,
        clientId: demoClient.clientId,
        clientSecret: demoClient.clientSecret,
        appVersion: appVersionOf(this.generation),
        deviceIds: TEST_DEVICE,
        random: () => this.random.next(),
        log: (line) => {
          if (this.logs.push(line) > 200) this.logs.shift();
        },
      }),
    );
    this.tab = tab;
    runningApp.generation = this.generation;
    const host = new URL(this.gatewayUrl).host;
    try {
      await tab.guard(
        tab.engine.start({ online: this.online, host }, (changes) => {
          if (!tab.dead) this.snapshot = afterPush(this.snapshot, changes);
        }),
      );
      await tab.guard(tab.engine.idle());
    } catch (error) {
      // Torn down while starting (its first sync call met the armed teardown): a new tab starts, as after a
      // reload. Unguarded, this waited for ever on the dead tab's calls (seed 2403).
      if (!(error instanceof TabDied)) throw error;
      await this.boot();
    }
  }

  /** What the engine's work came to; TabDied when the tab is torn down first. */
  guard<T>(work: Promise<T>): Promise<T> {
    return this.tab ? this.tab.guard(work) : Promise.reject(new TabDied());
  }

  /** Kills the current tab where it stands (called from inside one of its calls). */
  tearDown(): void {
    this.tab?.tearDown();
  }

  /** Closes the engine (waiting for its work) and boots a new one: a reload. */
  async reload(): Promise<void> {
    await this.closeOrDie();
    await this.boot();
  }

  /** Closes the engine and boots the next app version over the same outbox. */
  async update(): Promise<void> {
    await this.closeOrDie();
    this.generation += 1;
    await this.boot();
  }

  /** Tells the engine about the connection (a new engine starts knowing it, if the tab dies meanwhile). */
  async setOnline(online: boolean): Promise<void> {
    this.online = online;
    await this.orBoot(() => this.engine.setOnline(online));
  }

  /** Lets phone time pass: the engine's timers that fall due run, each followed by its work. */
  async wait(ms: number): Promise<void> {
    await this.orBoot(() => this.timers.advance(ms, () => this.guard(this.engine.idle())));
  }

  /** Does the engine's work; when the tab dies meanwhile, boots a new engine instead. */
  async orBoot(work: () => Promise<void>): Promise<void> {
    try {
      await this.guard(work());
    } catch (error) {
      if (!(error instanceof TabDied)) throw error;
      await this.boot();
    }
  }

  /** Closes the engine at the end of the run (a dead one is left as it is). */
  async close(): Promise<void> {
    if (this.tab && !this.tab.dead) await this.closeOrDie();
    this.tab = null;
  }

  private current(): PhoneTab {
    if (!this.tab) throw new Error('the phone has no engine running');
    return this.tab;
  }

  /** Closes the engine, unless the tab dies while it finishes its work. */
  private async closeOrDie(): Promise<void> {
    try {
      await this.guard(this.engine.close());
    } catch (error) {
      if (!(error instanceof TabDied)) throw error;
    }
  }
}
