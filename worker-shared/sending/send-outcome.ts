/**
 * Spec §4/§8: what an update call's result means for its outbox entry. Only a
 * clean success counts; a network failure, an error answer or a streamed
 * answer carrying an Error keep the entry (and requiresSync).
 */
import { streamedErrorMessage } from '../../src/domain/gateway/api-errors';
import { messages } from '../../src/domain/app/messages';
import type { ApiResult } from '../api/api-result';

/** The outcome of one attempt. */
export type SendOutcome =
  | { kind: 'accepted'; json: unknown }
  | { kind: 'failed'; message: string; network: boolean }
  /** The login ended: the client already ended the session (handled) or the answer said so. */
  | { kind: 'expired'; message: string; handled: boolean };

function field(json: unknown, name: string): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
}

/** Sorts a call's result into accepted, failed or expired. */
export function sendOutcomeOf(result: ApiResult): SendOutcome {
  if (!result.ok) {
    if (result.tokenExpired) return { kind: 'expired', message: result.message, handled: true };
    return { kind: 'failed', message: result.message, network: result.network === true };
  }
  if (field(result.json, 'tokenExpired') === true) {
    const error = field(result.json, 'error') ?? field(result.json, 'Error');
    const message = typeof error === 'string' && error.trim() !== '' ? error : messages.loginExpired;
    return { kind: 'expired', message, handled: false };
  }
  const streamed = streamedErrorMessage(result.json);
  if (streamed !== null) return { kind: 'failed', message: streamed, network: false };
  return { kind: 'accepted', json: result.json };
}
