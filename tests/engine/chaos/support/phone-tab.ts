/**
 * One tab of the chaos phone: an engine over the phone's shared IndexedDB,
 * with its own test timers, that can be torn down where it stands. A torn-down
 * tab's database connections close, its calls never end (ChaosNetwork), its
 * timers never run again, whatever waited on it through `guard` gets TabDied,
 * and what the browser would reclaim with the tab (its BroadcastChannel to the
 * other tabs) is released by starting the engine's close, never awaited.
 */
import type { Engine } from '@worker/engine';
import type { TestClock } from '../../support/engine-harness';
import { TestTimers } from '../../support/engine-harness';

/** Thrown into whatever waited on an engine when its tab was torn down. */
export class TabDied extends Error {
  constructor() {
    super('the tab was torn down');
    this.name = 'TabDied';
  }
}

/** An IDBFactory over the shared one that can close every connection it opened. */
function closableFactory(shared: IDBFactory): { factory: IDBFactory; closeAll: () => void } {
  const opened: IDBDatabase[] = [];
  const factory: IDBFactory = {
    open(name: string, version?: number) {
      const request = shared.open(name, version);
      request.addEventListener('success', () => opened.push(request.result));
      return request;
    },
    deleteDatabase: (name: string) => shared.deleteDatabase(name),
    cmp: (a: unknown, b: unknown) => shared.cmp(a, b),
    databases: () => shared.databases(),
  };
  return { factory, closeAll: () => opened.forEach((db) => db.close()) };
}

/** What a tab's engine is built from. */
export interface TabParts {
  /** The tab's view of the phone's database. */
  indexedDB: IDBFactory;
  timers: TestTimers;
  /** True once the tab is torn down. */
  dead: () => boolean;
}

/** A tab and its engine. */
export class PhoneTab {
  readonly timers: TestTimers;
  readonly engine: Engine;
  private torn = false;
  private readonly closeAll: () => void;
  private readonly death: Promise<never>;
  private die: () => void = () => undefined;

  constructor(shared: IDBFactory, clock: TestClock, build: (parts: TabParts) => Engine) {
    const { factory, closeAll } = closableFactory(shared);
    this.closeAll = closeAll;
    this.timers = new TestTimers(clock);
    this.death = new Promise<never>((_, reject) => (this.die = () => reject(new TabDied())));
    this.death.catch(() => undefined);
    this.engine = build({ indexedDB: factory, timers: this.timers, dead: () => this.torn });
  }

  /** True once torn down. */
  get dead(): boolean {
    return this.torn;
  }

  /** What the work came to; TabDied when the tab is torn down first (the work never ends then). */
  guard<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.death]);
  }

  /** Kills the tab where it stands (called from inside one of its calls). */
  tearDown(): void {
    if (this.torn) return;
    this.torn = true;
    this.closeAll();
    this.die();
    this.engine.close().catch(() => undefined);
  }
}
