/**
 * The logged-out account calls of product rule 7.2: registration (POST /user-api/users),
 * a reset-code request and a new password (POST /user-api/login/resetPassword).
 * Each first gets a client-credentials token (never stored) and sends it as the
 * bearer. A 400, 409 or 429 (throttled) answer keeps the gateway's own message
 * and the field it names, so the screen can put it on that field; others follow product rule 8.2.
 */
import type {
  RegistrationRequest,
  ResetCodeRequest,
  ResetPasswordRequest,
} from '@domain/accounts/account-rules';
import * as v from 'valibot';
import { apiPaths } from '@domain/gateway/api-shapes';
import { accountAnswerSchema, tokenAnswerSchema } from '@domain/gateway/token-answers';
import type { LoginResponse } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult, ClientFailure } from '@worker-shared/api/api-result';
import type { AccountResult } from '../engine-shapes';
import { clientFormCall } from '@worker-shared/auth/client-form-call';

/** What the calls need: the gateway client and the app's OAuth client. */
export interface AccountCallsDeps {
  send(call: ApiRequest): Promise<ApiResult>;
  clientId: string;
  clientSecret: string;
}

type Failure = Extract<AccountResult<never>, { ok: false }>;

function textOf(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Statuses whose message the gateway words for the user (400 already is by product rule 8.2). */
const OWN_MESSAGE_STATUSES: ReadonlySet<number> = new Set([409, 429]);

/** A failed answer: a 409 or 429 shows the gateway's message; the named field comes along. */
function failureOf(result: ClientFailure): Failure {
  if (result.network === true) return { ok: false, message: result.message };
  const own = OWN_MESSAGE_STATUSES.has(result.status) ? textOf(result.json, 'message') : undefined;
  const field = textOf(result.json, 'field');
  return { ok: false, message: own ?? result.message, ...(field === undefined ? {} : { field }) };
}

/** The account the gateway answered to a registration, or null when the answer is not one. */
function readAccount(json: unknown): LoginResponse | null {
  const answer = v.safeParse(accountAnswerSchema, json);
  if (!answer.success) return null;
  const { userName, userType, firstName, lastName, branch, driverid, companyName } = answer.output;
  return {
    userName,
    userType,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    branch: branch ?? '',
    driverid: driverid ?? '',
    companyName: companyName ?? '',
  };
}

/** The three account calls over the engine's gateway client. */
export class AccountCalls {
  constructor(private readonly deps: AccountCallsDeps) {}

  /** Creates a driver account; answers the new account. */
  async register(request: RegistrationRequest): Promise<AccountResult<LoginResponse>> {
    const result = await this.clientCall(apiPaths.users, request);
    if (!result.ok) return failureOf(result);
    const account = readAccount(result.json);
    return account === null
      ? { ok: false, message: messages.noResponseFromApi }
      : { ok: true, value: account };
  }

  /** Asks for a reset code (the answer never says whether the account exists). */
  async requestPasswordReset(request: ResetCodeRequest): Promise<AccountResult<null>> {
    const result = await this.clientCall(apiPaths.resetPassword, request);
    return result.ok ? { ok: true, value: null } : failureOf(result);
  }

  /** Sets a new password with a mailed reset code. */
  async resetPassword(request: ResetPasswordRequest): Promise<AccountResult<null>> {
    const result = await this.clientCall(apiPaths.resetPassword, request);
    return result.ok ? { ok: true, value: null } : failureOf(result);
  }

  /** POSTs JSON with a fresh client-credentials bearer; a token failure is the call's failure. */
  private async clientCall(path: string, payload: unknown): Promise<ApiResult> {
    const { deps } = this;
    const token = await deps.send(clientFormCall(apiPaths.token, deps, { grant_type: 'client_credentials' }));
    if (!token.ok) return token;
    const answer = v.safeParse(tokenAnswerSchema, token.json);
    if (!answer.success) return { ok: false, status: token.status, message: messages.noResponseFromApi };
    const bearer = answer.output.access_token;
    return deps.send({
      method: 'POST',
      path,
      auth: { kind: 'bearer', token: bearer },
      body: { kind: 'json', value: payload },
    });
  }
}
