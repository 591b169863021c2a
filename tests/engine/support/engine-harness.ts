/**
 * Runs the engine in Node: fake-indexeddb (a fresh factory per engine unless
 * shared), a test clock (and optionally test-driven timers), and real HTTP to
 * an in-process gateway, with every request recorded and some answers
 * optionally replaced or lost.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { demoClient } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import type { EngineStorage } from '@worker-shared/db/storage';
import { createEngine } from '@worker/engine';
import type { Engine } from '@worker/engine';
import type { EngineSnapshot, LoginResult } from '@worker/engine-shapes';
import type { ProcessPhoto } from '@worker/images/process-photo';
import type { EngineDeps } from '@worker/engine-deps';
import { afterPush } from './snapshot-pushes';
import { passThroughPhoto, passThroughThumbnail } from './test-photos';

export const TEST_APP_VERSION = '7.1.0-test';
export const TEST_DEVICE = { uuid: '0b6f3c2e-1d2a-4c7e-9f10-2a3b4c5d6e7f', imei: '356938035643809' };

/** A settable clock shared by the engine (and, where a test wants, the gateway). */
export class TestClock {
  constructor(public ms: number = Date.now()) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Timers driven by the test: callbacks run only when the test advances the clock past them. */
export class TestTimers {
  private nextId = 1;
  private readonly queue = new Map<number, { at: number; callback: () => void }>();

  constructor(private readonly clock: TestClock) {}

  readonly setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.queue.set(id, { at: this.clock.ms + Math.max(0, ms), callback });
    return id;
  };

  readonly clearTimeout = (handle: unknown): void => {
    this.queue.delete(handle as number);
  };

  /** Timers waiting to run. */
  get pending(): number {
    return this.queue.size;
  }

  /** The delay of the earliest waiting timer from now, or null. */
  nextDelay(): number | null {
    const times = [...this.queue.values()].map((timer) => timer.at);
    return times.length === 0 ? null : Math.min(...times) - this.clock.ms;
  }

  /** Moves the clock forward, running each timer that falls due in time order (awaiting settle() after each). */
  async advance(ms: number, settle: () => Promise<void> = () => Promise.resolve()): Promise<void> {
    const end = this.clock.ms + ms;
    for (;;) {
      const due = [...this.queue.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.queue.delete(due[0]);
      this.clock.ms = Math.max(this.clock.ms, due[1].at);
      due[1].callback();
      await settle();
    }
    this.clock.ms = end;
  }
}

/** One request as the gateway would see it. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  credentials: RequestCredentials | undefined;
  /** The request's abort signal, if it has one (an interceptor that never answers can end with it). */
  signal: AbortSignal | undefined;
}

/** Replaces the answer to a request, or returns undefined to let it through. */
export type Interceptor = (request: RecordedRequest) => Promise<Response | undefined> | Response | undefined;

/** Sees each real answer; may replace it, or throw to lose it as a network failure would. */
export type AnswerHook = (request: RecordedRequest, response: Response) => Promise<Response> | Response;

export interface HarnessOptions {
  baseUrl: string;
  clock?: TestClock;
  /** Test-driven timers; real timers when absent. */
  timers?: TestTimers;
  factory?: IDBFactory;
  intercept?: Interceptor;
  afterAnswer?: AnswerHook;
  /** Defaults to the pass-through PNG step. */
  processPhoto?: ProcessPhoto;
  /** Defaults to the photo itself. */
  thumbnailPhoto?: EngineDeps['thumbnailPhoto'];
  requestTimeoutMs?: number;
  /** The sync timer's jitter source (a number in [0, 1)); Math.random when absent. */
  random?: () => number;
  /** The least time between two pushes, as in a browser; absent: every update pushes at once. */
  pushGapMs?: number;
}

/** An engine with its recorded snapshots, requests and logs. */
export interface EngineHarness {
  engine: Engine;
  factory: IDBFactory;
  clock: TestClock;
  snapshots: EngineSnapshot[];
  requests: RecordedRequest[];
  logs: string[];
  latest(): EngineSnapshot;
  /** Starts the engine and waits for its background work. */
  start(online?: boolean): Promise<void>;
  /** Logs in as an account and waits for the first fetch. */
  login(account: DemoAccount): Promise<LoginResult>;
  /** Requests whose path starts with the prefix. */
  requestsTo(prefix: string): RecordedRequest[];
  /** A second connection to the engine's database. */
  openStorage(): Promise<EngineStorage>;
}

function bodyText(body: BodyInit | null | undefined): string | null {
  return typeof body === 'string' ? body : body === undefined || body === null ? null : '[binary]';
}

/** Creates an engine against the gateway at baseUrl. */
export function createHarness(options: HarnessOptions): EngineHarness {
  const clock = options.clock ?? new TestClock();
  const factory = options.factory ?? new IDBFactory();
  const snapshots: EngineSnapshot[] = [];
  const requests: RecordedRequest[] = [];
  const logs: string[] = [];
  const recordingFetch: typeof fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // The object-store client (AWS SDK) passes a Request and no init.
    const given = input instanceof Request ? input : null;
    const request: RecordedRequest = {
      method: init.method ?? given?.method ?? 'GET',
      url,
      path: new URL(url).pathname,
      headers: Object.fromEntries(new Headers(init.headers ?? given?.headers)),
      body: bodyText(init.body),
      credentials: init.credentials,
      signal: init.signal ?? given?.signal ?? undefined,
    };
    requests.push(request);
    const replaced = await options.intercept?.(request);
    if (replaced) return replaced;
    const response = await fetch(input, init);
    return options.afterAnswer ? options.afterAnswer(request, response) : response;
  };
  const engine = createEngine({
    baseUrl: options.baseUrl,
    fetch: recordingFetch,
    indexedDB: factory,
    now: clock.now,
    setTimeout: options.timers?.setTimeout ?? ((callback, ms) => setTimeout(callback, ms)),
    clearTimeout:
      options.timers?.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
    processPhoto: options.processPhoto ?? passThroughPhoto,
    thumbnailPhoto: options.thumbnailPhoto ?? passThroughThumbnail,
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    ...(options.random === undefined ? {} : { random: options.random }),
    ...(options.pushGapMs === undefined ? {} : { pushGapMs: options.pushGapMs }),
    clientId: demoClient.clientId,
    clientSecret: demoClient.clientSecret,
    appVersion: TEST_APP_VERSION,
    deviceIds: TEST_DEVICE,
    log: (message) => logs.push(message),
  });
  const harness: EngineHarness = {
    engine,
    factory,
    clock,
    snapshots,
    requests,
    logs,
    latest: () => {
      const last = snapshots.at(-1);
      if (!last) throw new Error('no snapshot yet');
      return last;
    },
    async start(online = true) {
      // The engine pushes what changed (the first push: everything); each entry is the snapshot after a push.
      await engine.start({ online, host: new URL(options.baseUrl).host }, (changes) => {
        snapshots.push(afterPush(snapshots.at(-1), changes));
      });
      await engine.idle();
    },
    async login(account) {
      const { username, password, driverid, branch } = account;
      const result = await engine.login({ username, password, driverid, branch });
      await engine.idle();
      return result;
    },
    requestsTo: (prefix) => requests.filter((request) => request.path.startsWith(prefix)),
    openStorage: () => openIdbStorage(factory),
  };
  return harness;
}

/** A JSON answer for interceptors. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
