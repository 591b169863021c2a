/** Direct calls to the gateway under test, to compare what the app shows with what the server holds. */
import type { APIRequestContext } from '@playwright/test';
import type { JobsResponse, LoginResponse, TokenResponse } from '@domain/gateway/api-shapes';
import { apiPaths, APPLICATION_NAME } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import { demoClient, type DemoAccount } from '@server/seed/demo-accounts';

/** An access token for the account through the password grant. */
export async function accessTokenFor(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const response = await request.post(apiPaths.token, {
    form: {
      grant_type: 'password',
      username: account.username,
      password: account.password,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
      application: APPLICATION_NAME,
    },
  });
  const body = (await response.json()) as TokenResponse;
  if (!body.access_token) throw new Error(`no access token for ${account.username}`);
  return body.access_token;
}

/** The jobs the gateway holds for the driver on a day (ISO), as the app would fetch them. */
export async function jobsFor(
  request: APIRequestContext,
  account: DemoAccount,
  isoDay = todayIso(),
): Promise<JobsResponse> {
  const token = await accessTokenFor(request, account);
  const response = await request.get(apiPaths.jobsForDate(toRequestDate(isoDay)), {
    headers: { authorization: `Bearer ${token}`, branch: account.branch, driverid: account.driverid },
  });
  return (await response.json()) as JobsResponse;
}

/** The app's own access token (client-credentials grant), as the login and account screens use it. */
async function clientAccessToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(apiPaths.token, {
    form: {
      grant_type: 'client_credentials',
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
    },
  });
  return ((await response.json()) as TokenResponse).access_token ?? '';
}

/** The message the gateway answers to a login with these details. */
export async function loginMessageFor(
  request: APIRequestContext,
  form: { username: string; password: string; driverid: string; branch: string },
): Promise<string> {
  const response = await request.post(apiPaths.login, {
    headers: { authorization: `Bearer ${await clientAccessToken(request)}` },
    form: { ...form, application: APPLICATION_NAME },
  });
  const body = (await response.json()) as Partial<LoginResponse> & { message?: string };
  return body.message ?? '';
}

/** A new account's details as the register call takes them. */
export interface NewAccount {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  driverid: string;
  branch: string;
}

/** Registers an account straight at the gateway (client-credentials token, then POST /user-api/users). */
export async function registerAtGateway(request: APIRequestContext, account: NewAccount): Promise<void> {
  const created = await request.post(apiPaths.users, {
    headers: { authorization: `Bearer ${await clientAccessToken(request)}` },
    data: account,
  });
  if (created.status() !== 201) throw new Error(`registering ${account.username}: ${created.status()}`);
}
