/** Starts a real gateway on a free port for one test file, with a small HTTP client for the tests. */
import type { TokenResponse } from '@domain/gateway/api-shapes';
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { startGateway } from '@server/gateway';
import type { GatewayOptions, RunningGateway } from '@server/gateway';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { demoClient } from '@server/seed/demo-accounts';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

/** A started gateway plus helpers; close() also drops its database. */
export interface TestGateway extends RunningGateway {
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST a form-encoded body. */
  postForm(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  clientToken(): Promise<string>;
  passwordTokens(
    account: DemoAccount,
  ): Promise<Required<Pick<TokenResponse, 'access_token' | 'refresh_token'>>>;
  /** Bearer, branch and (for drivers) driverid headers of a signed-in demo account. */
  headersFor(account: DemoAccount): Promise<Record<string, string>>;
}

/** Today's request date (DDMMYYYY). */
export function todayRequestDate(now: Date = new Date()): string {
  return toRequestDate(todayIso(now));
}

/** Starts a gateway on a fresh test database. */
export async function startTestGateway(
  options: Partial<GatewayOptions> = {},
  database?: TestDatabase,
): Promise<TestGateway> {
  const db = database ?? (await createTestDatabase());
  const gateway = await startGateway({ port: 0, database: db.config, testRoutes: true, ...options });
  const request = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);
  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    request(path, { method: 'POST', body: new URLSearchParams(fields), headers });
  const tokenOf = async (res: Response): Promise<TokenResponse> => {
    const body = (await res.json()) as TokenResponse;
    if (!res.ok || !body.access_token)
      throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const clientFields = { client_id: demoClient.clientId, client_secret: demoClient.clientSecret };
  const passwordTokens = async (account: DemoAccount) => {
    const body = await tokenOf(
      await postForm(apiPaths.token, {
        grant_type: 'password',
        username: account.username,
        password: account.password,
        application: APPLICATION_NAME,
        ...clientFields,
      }),
    );
    return { access_token: body.access_token ?? '', refresh_token: body.refresh_token ?? '' };
  };
  return {
    ...gateway,
    request,
    postForm,
    clientToken: async () =>
      (await tokenOf(await postForm(apiPaths.token, { grant_type: 'client_credentials', ...clientFields })))
        .access_token ?? '',
    passwordTokens,
    headersFor: async (account) => ({
      authorization: `Bearer ${(await passwordTokens(account)).access_token}`,
      branch: account.branch,
      ...(account.userType === 'Admin' ? {} : { driverid: account.driverid }),
    }),
    close: async () => {
      await gateway.close();
      await db.drop();
    },
  };
}
