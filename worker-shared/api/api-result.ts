/** What a gateway call yields: the parsed answer, or a failure as product rules 8.1–8.5 sort it. */
import type { ApiFailure } from '@domain/gateway/api-errors';

/** A 2xx answer; json is undefined when the body was empty or not JSON. */
export interface ApiSuccess {
  ok: true;
  status: number;
  json: unknown;
  /** The body's bytes, for a call made with accept: 'blob'. */
  blob?: Blob;
  /** The answer, its body unread, for a call made with accept: 'stream'. */
  response?: Response;
}

/**
 * A failed call; network marks a failure to reach the gateway (reported as
 * status 404, product rule 8.3); retryAfterMs is the answer's Retry-After in ms, when
 * it gave one in seconds.
 */
export type ClientFailure = ApiFailure & { network?: boolean; retryAfterMs?: number };

/** Either outcome of a call. */
export type ApiResult = ApiSuccess | ClientFailure;

/** The outcome of a token refresh. */
export type RefreshOutcome = { ok: true } | { ok: false; message: string; tokenExpired: boolean };
