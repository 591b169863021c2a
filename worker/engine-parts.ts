/** Builds the engine's parts over an open storage, each given its world as arguments. */
import { ApiClient } from './api/api-client';
import type { ApiRequest } from './api/api-client';
import type { ApiResult } from './api/api-result';
import { callerOf } from './api/request-headers';
import { Session } from './auth/session';
import { TokenRefresher } from './auth/token-refresher';
import { TokenStore } from './auth/token-store';
import type { EngineStorage } from './db/storage';
import { loadDeviceIds } from './device/device-ids';
import type { DeviceIds } from './device/device-ids';
import type { EngineWorld } from './engine-world';
import { JobList } from './jobs/job-list';
import { ReasonCodeLoader } from './jobs/reason-code-loader';
import type { BackgroundTasks } from './state/background-tasks';
import type { StateCell } from './state/state-cell';

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** The parts the engine's methods use. */
export interface EngineParts {
  storage: EngineStorage;
  session: Session;
  jobList: JobList;
}

/** What the parts share besides the world. */
export interface EngineShared {
  storage: EngineStorage;
  state: StateCell;
  tasks: BackgroundTasks;
  log: (message: string) => void;
}

/** Wires client, refresher, session, job list and reason codes together. */
export function buildEngineParts(world: EngineWorld, shared: EngineShared): EngineParts {
  const { storage, state, tasks, log } = shared;
  const { now, clientId, clientSecret } = world;
  const tokens = new TokenStore(storage, now);
  let deviceIds: Promise<DeviceIds> | null = null;
  const expireSession = (message: string): Promise<void> => session.end({ rememberUserName: false, message });
  const background = (task: Promise<void>) => tasks.run(task);

  const client: ApiClient = new ApiClient({
    baseUrl: world.baseUrl,
    fetch: world.fetch,
    appVersion: world.appVersion,
    timeoutMs: world.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    setTimeout: (callback, ms) => world.setTimeout(callback, ms),
    clearTimeout: (handle) => world.clearTimeout(handle),
    device: () => (deviceIds ??= loadDeviceIds(storage, world.deviceIds)),
    accessToken: () => tokens.accessToken(),
    caller: () => callerOf(state.current.login),
    refresh: () => refresher.refresh(),
    onTokenExpired: expireSession,
  });
  const send = (call: ApiRequest): Promise<ApiResult> => client.request(call);
  const refresher = new TokenRefresher({ send, tokens, clientId, clientSecret });
  const reasonCodes = new ReasonCodeLoader({ storage, client, now, log });
  const jobList: JobList = new JobList({
    storage,
    client,
    state,
    reasonCodes,
    now,
    log,
    expireSession,
    background,
  });
  const session: Session = new Session({
    storage,
    tokens,
    state,
    jobList,
    send,
    clientId,
    clientSecret,
    now,
    background,
  });
  return { storage, session, jobList };
}
