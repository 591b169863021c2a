/** Product rules 8.1–8.5: how failed answers become the messages users see. */
import { messages } from '../app/messages';

/** A failed call as the worker's API client reports it. */
export type ApiFailure = {
  ok: false;
  status: number;
  message: string;
  tokenExpired?: boolean;
  json?: unknown;
};

/** Status a network failure counts as (product rule 8.3) (no answer at all). */
export const NETWORK_FAILURE_STATUS = 404;

/**
 * Error codes a 400/500 body may carry (`code`, or `error` as a code) when it
 * has no `message`, mapped to the product rules' texts.
 */
export const errorCodeMessages: Readonly<Record<string, string>> = {
  token_expired: messages.loginExpired,
  server_data_error: messages.serverDataError,
  job_update_failed: messages.serverUpdateError,
  no_location_data: messages.noLocationData,
  no_response: messages.noResponseFromApi,
  unknown_error: messages.unknownError,
};

/** A non-empty string field of an object body, else null. */
function textField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function mappedCodeMessage(body: unknown): string | null {
  for (const field of ['code', 'error']) {
    const code = textField(body, field);
    if (code !== null && Object.prototype.hasOwnProperty.call(errorCodeMessages, code)) {
      return errorCodeMessages[code] ?? null;
    }
  }
  return null;
}

/** Refusals whose body's message says why, and is shown (the gateway's own words). */
const EXPLAINED_REFUSALS: ReadonlySet<number> = new Set([403, 409, 422]);

/**
 * 400 and 500: the body's message, else a mapped code, else 'Something went wrong!'.
 * 403, 409 and 422: the body's message when there is one (the gateway says why
 * it refuses: a driver changing an earlier day's job, a job someone else
 * changed, a change saved too long ago). Any other status: the status text
 * ('Something went wrong!' when there is none).
 */
export function messageForErrorResponse(status: number, body: unknown, statusText?: string): string {
  if (status === 400 || status === 500) {
    return textField(body, 'message') ?? mappedCodeMessage(body) ?? messages.somethingWentWrong;
  }
  const refusal = EXPLAINED_REFUSALS.has(status) ? textField(body, 'message') : null;
  if (refusal !== null) return refusal;
  const text = statusText?.trim();
  return text ? text : messages.somethingWentWrong;
}

/** The failure for a non-OK answer: status, mapped message and the parsed body. */
export function apiFailure(status: number, body: unknown, statusText?: string): ApiFailure {
  return { ok: false, status, message: messageForErrorResponse(status, body, statusText), json: body };
}

/** A network failure, treated as status 404 (product rule 8.3). */
export function networkFailure(): ApiFailure {
  return { ok: false, status: NETWORK_FAILURE_STATUS, message: messages.errorContactingServer };
}

/**
 * A failed token refresh: 400, 404 or an Error containing "expired" ends the
 * session with the login-expired text; any other Error shows itself, else the unknown-error text.
 */
export function refreshFailureMessage(
  status: number,
  body: unknown,
): { message: string; tokenExpired: boolean } {
  const errorText = textField(body, 'Error') ?? textField(body, 'error');
  if (status === 400 || status === 404 || (errorText !== null && /expired/i.test(errorText))) {
    return { message: messages.loginExpired, tokenExpired: true };
  }
  return { message: errorText ?? textField(body, 'message') ?? messages.unknownError, tokenExpired: false };
}

/**
 * Checks a token or refresh answer: a non-2xx status or an Error → the refresh
 * failure; no access_token → 'No response from API'; otherwise null (usable).
 */
export function tokenAnswerFailure(
  status: number,
  body: unknown,
): { message: string; tokenExpired: boolean } | null {
  const ok = status >= 200 && status < 300;
  if (!ok || textField(body, 'Error') !== null) return refreshFailureMessage(status, body);
  if (textField(body, 'access_token') === null)
    return { message: messages.noResponseFromApi, tokenExpired: false };
  return null;
}

/** A streamed answer carrying an Error → the server-data message; otherwise null. */
export function streamedErrorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as Record<string, unknown>)['Error'];
  return error === undefined || error === null || error === false || error === ''
    ? null
    : messages.serverDataError;
}

/**
 * The notification for a jobs answer's error: its message, or the fallback
 * ('Error contacting server' unless given) when it is empty or just true.
 */
export function jobsFetchErrorMessage(
  error: unknown,
  fallback: string = messages.errorContactingServer,
): string {
  if (typeof error === 'string') return error.trim() !== '' ? error : fallback;
  if (error instanceof Error) return error.message.trim() !== '' ? error.message : fallback;
  return textField(error, 'message') ?? fallback;
}
