/**
 * Product rules 4.13 and 8.1–8.3: what a call's result means for the work it sends, sorted the
 * same way by every sender (the engine's sync pass and uploads, the service
 * worker's backstop). Only a clean success counts. No answer, a 5xx, 408, 425,
 * 429, the 409 of a key still in progress or a streamed answer carrying an
 * Error is worth retrying; any other 4xx is the gateway's considered refusal
 * (a 401 is the login's business, not a refusal). A network failure arrives as status 404 with `network` set (see
 * product rule 8.3) and is retried; a real 404 answer is a refusal.
 */
import { streamedErrorMessage } from '@domain/gateway/api-errors';
import { messages } from '@domain/app/messages';
import type { ApiResult } from '../api/api-result';
import { refusalCodes } from '@domain/sync/sync-window';

/** The outcome of one attempt. */
export type SendOutcome =
  | { kind: 'accepted'; json: unknown }
  /** Try again later; retryAfterMs is the gateway's Retry-After, when it gave one. */
  | { kind: 'retry'; message: string; network: boolean; retryAfterMs: number | null }
  /** The gateway refused this request for good: sending it again changes nothing. */
  | { kind: 'refused'; status: number; code: string | null; message: string; json: unknown }
  /** The login ended: the client already ended the session (handled) or the answer said so. */
  | { kind: 'expired'; message: string; handled: boolean };

/** Statuses below 500 that mean "not now" rather than "no". */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

function field(json: unknown, name: string): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
}

/** The refusal's `code` field when it is a non-empty string. */
function codeOf(json: unknown): string | null {
  const code = field(json, 'code');
  return typeof code === 'string' && code !== '' ? code : null;
}

/** True for the 409 of a key whose first call is still being applied (two senders racing one key): transient. */
function inProgress(status: number, json: unknown): boolean {
  if (status !== 409) return false;
  return codeOf(json) === refusalCodes.requestInProgress;
}

/** Sorts a failed call: retry, refused or expired. */
function failureOutcome(result: Extract<ApiResult, { ok: false }>): SendOutcome {
  const { status, message } = result;
  if (result.tokenExpired === true) return { kind: 'expired', message, handled: true };
  const retryAfterMs = result.retryAfterMs ?? null;
  if (result.network === true) return { kind: 'retry', message, network: true, retryAfterMs };
  const transient = status === 401 || status >= 500 || status < 400 || RETRY_STATUSES.has(status);
  if (transient || inProgress(status, result.json)) {
    return { kind: 'retry', message, network: false, retryAfterMs };
  }
  return { kind: 'refused', status, code: codeOf(result.json), message, json: result.json };
}

/** Sorts a call's result into accepted, retry, refused or expired. */
export function sendOutcomeOf(result: ApiResult): SendOutcome {
  if (!result.ok) return failureOutcome(result);
  if (field(result.json, 'tokenExpired') === true) {
    const error = field(result.json, 'error') ?? field(result.json, 'Error');
    const message = typeof error === 'string' && error.trim() !== '' ? error : messages.loginExpired;
    return { kind: 'expired', message, handled: false };
  }
  const streamed = streamedErrorMessage(result.json);
  if (streamed !== null) return { kind: 'retry', message: streamed, network: false, retryAfterMs: null };
  return { kind: 'accepted', json: result.json };
}
