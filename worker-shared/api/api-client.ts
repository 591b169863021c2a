/**
 * The gateway client: builds URLs and headers, sends through the injected
 * fetch (with a timeout), maps errors per product rules 8.1–8.5, and on a 401 refreshes the
 * token once and retries once. Tokens never go into URLs or logs.
 */
import { messages } from '@domain/app/messages';
import { apiFailure, networkFailure } from '@domain/gateway/api-errors';
import type { DeviceIds } from './device-ids';
import type { ApiResult, ClientFailure, RefreshOutcome } from './api-result';
import { isLocalhost } from './base-url';
import { uploadTimeoutMs } from '@domain/sync/upload-timeout';
import { bodyBytes, encodeBody, withQuery } from './request-body';
import type { RequestBody } from './request-body';
import { requestHeaders } from './request-headers';
import type { CallerIdentity } from './request-headers';

/** How a call authenticates: the session's token (refreshed on 401), a given bearer, or none. */
export type CallAuth = { kind: 'session' } | { kind: 'bearer'; token: string } | { kind: 'none' };

/** One gateway call. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** GET payload, sent as a query string. */
  query?: Record<string, string | number | boolean>;
  body?: RequestBody;
  /** Defaults to the session's token. */
  auth?: CallAuth;
  /** Overrides the session's branch/driverid (the login call, made before a session exists). */
  caller?: CallerIdentity;
  headers?: Record<string, string>;
  /**
   * 'blob': a 2xx answer's body is read as bytes (ApiSuccess.blob), not JSON; 'stream': it is left unread
   * (ApiSuccess.response, an event stream), the timeout covering only the wait for the answer's head.
   */
  accept?: 'json' | 'blob' | 'stream';
  /** Ends the call, a stream's reading included. */
  signal?: AbortSignal;
}

/** The client's deps. */
export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  appVersion: string;
  timeoutMs: number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  device(): Promise<DeviceIds>;
  accessToken(): Promise<string | null>;
  caller(): CallerIdentity | null;
  refresh(): Promise<RefreshOutcome>;
  onTokenExpired(message: string): Promise<void>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A Retry-After header given in seconds, in ms; an HTTP date or anything else is ignored. */
function retryAfterMsOf(header: string | null): number | undefined {
  const text = header?.trim() ?? '';
  return /^\d{1,7}$/.test(text) ? Number(text) * 1000 : undefined;
}

/** Sends gateway calls on behalf of the engine. */
export class ApiClient {
  constructor(private readonly deps: ApiClientDeps) {}

  /**
   * Sends a call; a 401 on a session call triggers one refresh and one retry. A retry refused again means the
   * gateway will not take the token it has just given: the login has ended (the driver logs in again; the
   * outbox waits for them), never a loop of refreshes nor the status text of a 401.
   */
  async request(call: ApiRequest): Promise<ApiResult> {
    const auth = call.auth ?? { kind: 'session' };
    const first = await this.send(call, auth);
    if (first.ok || first.status !== 401 || auth.kind !== 'session') return first;
    const refreshed = await this.deps.refresh();
    if (!refreshed.ok) return this.expire(refreshed.message, refreshed.tokenExpired);
    const retried = await this.send(call, auth);
    if (retried.ok || retried.status !== 401) return retried;
    return this.expire(messages.loginExpired, true);
  }

  private async expire(message: string, tokenExpired: boolean): Promise<ClientFailure> {
    if (tokenExpired) await this.deps.onTokenExpired(message);
    return { ok: false, status: 401, message, tokenExpired };
  }

  private async send(call: ApiRequest, auth: CallAuth): Promise<ApiResult> {
    const { deps } = this;
    const encoded = call.body ? encodeBody(call.body) : undefined;
    const bearer =
      auth.kind === 'session' ? await deps.accessToken() : auth.kind === 'bearer' ? auth.token : null;
    const headers = requestHeaders({
      device: await deps.device(),
      appVersion: deps.appVersion,
      bearer,
      caller: call.caller ?? deps.caller(),
      contentType: encoded?.contentType,
      extra: call.headers,
    });
    const url = withQuery(`${deps.baseUrl}${call.path}`, call.query);
    const abort = new AbortController();
    call.signal?.addEventListener('abort', () => abort.abort());
    // A body takes its time on a slow uplink on top of the wait for the answer (a photo to the image API).
    const timeoutMs = uploadTimeoutMs(bodyBytes(encoded?.body), deps.timeoutMs);
    const timer = deps.setTimeout(() => abort.abort(), timeoutMs);
    try {
      const response = await deps.fetch(url, {
        method: call.method,
        headers,
        body: encoded?.body,
        credentials: isLocalhost(deps.baseUrl) ? 'same-origin' : 'include',
        signal: abort.signal,
      });
      if (response.ok && call.accept === 'stream')
        return { ok: true, status: response.status, json: undefined, response };
      if (response.ok && call.accept === 'blob') {
        return { ok: true, status: response.status, json: undefined, blob: await response.blob() };
      }
      const json = await readJson(response);
      if (response.ok) return { ok: true, status: response.status, json };
      const retryAfterMs = retryAfterMsOf(response.headers.get('Retry-After'));
      const failure = apiFailure(response.status, json, response.statusText);
      return retryAfterMs === undefined ? failure : { ...failure, retryAfterMs };
    } catch {
      return { ...networkFailure(), network: true };
    } finally {
      deps.clearTimeout(timer);
    }
  }
}
