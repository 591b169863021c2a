/**
 * Reads a /oauth/token or /oauth/refreshToken answer (product rule 7.3: access_token,
 * refresh_token, Error) with the token answer's schema
 * (domain/gateway/token-answers.ts): an access token no request header can
 * carry is read as missing ("No response from API").
 */
import * as v from 'valibot';
import { tokenAnswerFailure } from '@domain/gateway/api-errors';
import { tokenAnswerSchema } from '@domain/gateway/token-answers';
import { messages } from '@domain/app/messages';
import type { ApiResult } from '../api/api-result';

/** The tokens of a usable answer, or the product rule 8.4 failure. */
export type TokenAnswer =
  | { ok: true; access: string; refresh: string | null }
  | { ok: false; message: string; tokenExpired: boolean };

/** Reads a token call's result; a network failure never counts as an expired login. */
export function readTokenAnswer(result: ApiResult): TokenAnswer {
  if (!result.ok && result.network) return { ok: false, message: result.message, tokenExpired: false };
  const failure = tokenAnswerFailure(result.status, result.json);
  if (failure) return { ok: false, ...failure };
  const answer = v.safeParse(tokenAnswerSchema, result.json);
  if (!answer.success) return { ok: false, message: messages.noResponseFromApi, tokenExpired: false };
  return { ok: true, access: answer.output.access_token, refresh: answer.output.refresh_token ?? null };
}
