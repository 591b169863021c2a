/**
 * The gateway client the backstop replays with: the engine's own ApiClient,
 * headers and error mapping (product rules 8.1–8.5), with the tokens read from the kv store at send
 * time (never a token frozen in the queue). An expired access token is
 * refreshed before the call; a 401 refreshes once and retries once; the
 * rotated pair is stored back in kv, under the origin-wide refresh lock the
 * engine holds too. The login is never ended here: the engine does that.
 */
import type { LoginStatus } from '@domain/accounts/login-status';
import { ApiClient } from '@worker-shared/api/api-client';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { callerOf } from '@worker-shared/api/request-headers';
import type { AppConfig } from '@worker-shared/app-config';
import type { Exclusive } from '@worker-shared/auth/refresh-lock';
import { loginStatusKey } from '@worker-shared/auth/login-status-key';
import { TokenRefresher } from '@worker-shared/auth/token-refresher';
import { TokenStore } from '@worker-shared/auth/token-store';
import type { EngineStorage } from '@worker-shared/db/storage';
import { loadDeviceIds } from '@worker-shared/api/device-ids';

/** A call without an answer by then counts as a network failure (as in the engine). */
const REPLAY_TIMEOUT_MS = 30_000;

/** What the client is built from. */
export interface ReplayClientDeps {
  config: AppConfig;
  fetch: typeof fetch;
  now: () => number;
  /** The origin-wide token refresh lock. */
  exclusive: Exclusive;
  log: (message: string) => void;
}

/** The logged-in user (null when logged out) and a send with that user's current tokens. */
export interface ReplayClient {
  login: LoginStatus | null;
  send(call: ApiRequest): Promise<ApiResult>;
}

/** Builds the client over the app's database. */
export async function replayClient(storage: EngineStorage, deps: ReplayClientDeps): Promise<ReplayClient> {
  const { config, log } = deps;
  const login = (await storage.get(loginStatusKey)) ?? null;
  const tokens = new TokenStore(storage, deps.now);
  const client: ApiClient = new ApiClient({
    baseUrl: config.baseUrl,
    fetch: deps.fetch,
    appVersion: config.appVersion,
    timeoutMs: REPLAY_TIMEOUT_MS,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    device: () => loadDeviceIds(storage),
    accessToken: async () => {
      const current = await tokens.accessToken();
      if (current !== null) return current;
      const refreshed = await refresher.refresh();
      return refreshed.ok ? tokens.accessToken() : null;
    },
    caller: () => callerOf(login),
    refresh: () => refresher.refresh(),
    onTokenExpired: (message) => {
      log(`Background sync: the login has ended (${message}); the queue waits for the next login`);
      return Promise.resolve();
    },
  });
  const refresher = new TokenRefresher({
    send: (call) => client.request(call),
    tokens,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    exclusive: deps.exclusive,
  });
  return { login, send: (call) => client.request(call) };
}
