/**
 * The login sequence of product rule 7.2: a client-credentials token, the login call
 * (form-encoded, client bearer), then the password grant for the session's
 * tokens. Nothing is stored here; the session does that.
 */
import * as v from 'valibot';
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import { accountAnswerSchema } from '@domain/gateway/token-answers';
import type { LoginResponse } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { LoginForm } from '../engine-shapes';
import { clientFormCall } from '@worker-shared/auth/client-form-call';
import type { OAuthClient } from '@worker-shared/auth/client-form-call';
import { readTokenAnswer } from '@worker-shared/auth/token-response';

/** What the flow needs. */
export interface LoginFlowDeps extends OAuthClient {
  send(call: ApiRequest): Promise<ApiResult>;
}

/** The user and the session's tokens, or the message to show. */
export type LoginFlowResult =
  { ok: true; user: LoginResponse; access: string; refresh: string } | { ok: false; message: string };

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The gateway's own words for a failed call, else the mapped message (product rule 8.2). */
function failureMessage(result: ApiResult): string {
  if (result.ok) return messages.noResponseFromApi;
  return field(result.json, 'message') ?? field(result.json, 'Error') ?? result.message;
}

/** The logged-in user of a login answer (its account schema); a branch or driver id left out is the form's. */
function readUser(json: unknown, form: LoginForm): LoginResponse | null {
  const answer = v.safeParse(accountAnswerSchema, json);
  if (!answer.success) return null;
  const account = answer.output;
  return {
    userType: account.userType,
    userName: account.userName,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    branch: account.branch ?? form.branch,
    driverid: account.driverid ?? form.driverid,
    companyName: account.companyName ?? '',
  };
}

/** Runs the three calls; the first failure ends the flow with its message. */
export async function runLoginFlow(form: LoginForm, deps: LoginFlowDeps): Promise<LoginFlowResult> {
  const clientToken = await deps.send(
    clientFormCall(apiPaths.token, deps, { grant_type: 'client_credentials' }),
  );
  const clientAnswer = readTokenAnswer(clientToken);
  if (!clientAnswer.ok) return { ok: false, message: failureMessage(clientToken) };

  const { username, password, driverid, branch } = form;
  const login = await deps.send({
    method: 'POST',
    path: apiPaths.login,
    auth: { kind: 'bearer', token: clientAnswer.access },
    caller: { branch, driverid, admin: false },
    body: { kind: 'form', fields: { username, password, driverid, branch, application: APPLICATION_NAME } },
  });
  const user = login.ok ? readUser(login.json, form) : null;
  if (!user) return { ok: false, message: failureMessage(login) };

  const grant = await deps.send(
    clientFormCall(apiPaths.token, deps, {
      username,
      password,
      grant_type: 'password',
      application: APPLICATION_NAME,
    }),
  );
  const tokens = readTokenAnswer(grant);
  if (!tokens.ok) return { ok: false, message: failureMessage(grant) };
  if (!tokens.refresh) return { ok: false, message: messages.noResponseFromApi };
  return { ok: true, user, access: tokens.access, refresh: tokens.refresh };
}
