/**
 * Runs the engine in Node: fake-indexeddb (a fresh factory per engine unless
 * shared), a test clock, and real HTTP to an in-process gateway, with every
 * request recorded and some answers optionally replaced.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { demoClient } from '../../server/seed/demo-accounts';
import type { DemoAccount } from '../../server/seed/demo-accounts';
import { openIdbStorage } from '../../worker/db/idb-storage';
import type { EngineStorage } from '../../worker/db/storage';
import { createEngine } from '../../worker/engine';
import type { Engine } from '../../worker/engine';
import type { EngineSnapshot, LoginResult } from '../../worker/engine-api';

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

/** One request as the gateway would see it. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  credentials: RequestCredentials | undefined;
}

/** Replaces the answer to a request, or returns undefined to let it through. */
export type Interceptor = (request: RecordedRequest) => Promise<Response | undefined> | Response | undefined;

export interface HarnessOptions {
  baseUrl: string;
  clock?: TestClock;
  factory?: IDBFactory;
  intercept?: Interceptor;
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
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: new URL(url).pathname,
      headers: Object.fromEntries(new Headers(init.headers)),
      body: bodyText(init.body),
      credentials: init.credentials,
    };
    requests.push(request);
    const replaced = await options.intercept?.(request);
    return replaced ?? fetch(input, init);
  };
  const engine = createEngine({
    baseUrl: options.baseUrl,
    fetch: recordingFetch,
    indexedDB: factory,
    now: clock.now,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
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
      await engine.start({ online, host: new URL(options.baseUrl).host }, (snapshot) => {
        snapshots.push(snapshot);
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
