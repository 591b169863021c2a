/**
 * The three logged-out account calls (registration, reset-code request, new
 * password), made with fetch from the main thread: each call first gets a
 * client-credentials token (never stored) and sends it as the bearer. No job
 * data passes here. These belong in the engine (worker/) beside login; move them
 * there once the engine has account methods. Touches the network.
 */
import type { RegistrationRequest, ResetCodeRequest, ResetPasswordRequest } from '../../domain/account-rules';
import { messageForErrorResponse } from '../../domain/api-errors';
import { apiPaths } from '../../domain/api-shapes';
import type { LoginResponse } from '../../domain/api-shapes';
import { messages } from '../../domain/messages';
import { gatewayBaseUrl, isLocalhost } from '../../../worker/api/base-url';

/** A call's outcome: the answer, or the message to show (and the field it is about, when the gateway names one). */
export type AccountResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

const TIMEOUT_MS = 30_000;
const env = import.meta.env;

function gatewayBase(): string {
  const configured = gatewayBaseUrl(location.host, {
    dev: env.VITE_GATEWAY_URL_DEV,
    stg: env.VITE_GATEWAY_URL_STG,
    prod: env.VITE_GATEWAY_URL_PROD,
  });
  return configured || location.origin;
}

function textOf(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

async function post(base: string, path: string, body: BodyInit, headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', ...headers },
    body,
    credentials: isLocalhost(base) ? 'same-origin' : 'include',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json: unknown = await response.json().catch(() => null);
  return { response, json };
}

/** A failed answer: 400 and 409 carry the gateway's own message (and field); others follow spec §8. */
function failureOf(response: Response, json: unknown): AccountResult<never> {
  const own = response.status === 409 ? textOf(json, 'message') : undefined;
  return {
    ok: false,
    message: own ?? messageForErrorResponse(response.status, json, response.statusText),
    field: textOf(json, 'field'),
  };
}

async function clientCall(path: string, payload: unknown): Promise<AccountResult<unknown>> {
  const base = gatewayBase();
  try {
    const token = await post(
      base,
      apiPaths.token,
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: env.VITE_CLIENT_ID || 'doorstep-web',
        client_secret: env.VITE_CLIENT_SECRET || 'doorstep-dev-secret',
      }),
      {},
    );
    if (!token.response.ok) return failureOf(token.response, token.json);
    const bearer = textOf(token.json, 'access_token');
    if (bearer === undefined) return { ok: false, message: messages.noResponseFromApi };
    const answer = await post(base, path, JSON.stringify(payload), {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
    });
    return answer.response.ok ? { ok: true, value: answer.json } : failureOf(answer.response, answer.json);
  } catch {
    return { ok: false, message: messages.errorContactingServer };
  }
}

/** POST /user-api/users: creates a driver account; answers the new account. */
export async function registerAccount(request: RegistrationRequest): Promise<AccountResult<LoginResponse>> {
  const result = await clientCall(apiPaths.users, request);
  return result.ok ? { ok: true, value: result.value as LoginResponse } : result;
}

/** POST /user-api/login/resetPassword {username}: asks for a reset code (the answer never says whether the account exists). */
export async function requestResetCode(request: ResetCodeRequest): Promise<AccountResult<null>> {
  const result = await clientCall(apiPaths.resetPassword, request);
  return result.ok ? { ok: true, value: null } : result;
}

/** POST /user-api/login/resetPassword {username, resetToken, newPassword}: sets the new password. */
export async function resetPassword(request: ResetPasswordRequest): Promise<AccountResult<null>> {
  const result = await clientCall(apiPaths.resetPassword, request);
  return result.ok ? { ok: true, value: null } : result;
}
