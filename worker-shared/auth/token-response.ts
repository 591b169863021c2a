/**
 * Reads a /oauth/token or /oauth/refreshToken answer (product rule 7.3: access_token,
 * refresh_token, Error). An access token must be one a request header can carry
 * (visible ASCII, at most 8,192 characters): any other is read as missing
 * ("No response from API"), never kept to fail every later call.
 */
import { tokenAnswerFailure } from '@domain/gateway/api-errors';
import { messages } from '@domain/app/messages';
import type { ApiResult } from '../api/api-result';

/** The tokens of a usable answer, or the product rule 8.4 failure. */
export type TokenAnswer =
  | { ok: true; access: string; refresh: string | null }
  | { ok: false; message: string; tokenExpired: boolean };

/** The longest access token kept (a header the gateway must take on every call). */
export const ACCESS_TOKEN_MAX_CHARS = 8192;

const HEADER_SAFE = /^[\x21-\x7e]+$/;

function text(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads a token call's result; a network failure never counts as an expired login. */
export function readTokenAnswer(result: ApiResult): TokenAnswer {
  if (!result.ok && result.network) return { ok: false, message: result.message, tokenExpired: false };
  const failure = tokenAnswerFailure(result.status, result.json);
  if (failure) return { ok: false, ...failure };
  const access = text(result.json, 'access_token');
  if (access === null || access.length > ACCESS_TOKEN_MAX_CHARS || !HEADER_SAFE.test(access))
    return { ok: false, message: messages.noResponseFromApi, tokenExpired: false };
  return { ok: true, access, refresh: text(result.json, 'refresh_token') };
}
