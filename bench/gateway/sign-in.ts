/**
 * Signs a demo account (a driver or an admin) in through the gateway's real OAuth password call, as the app
 * does. Calls the gateway.
 */
import { APPLICATION_NAME, apiPaths } from '@domain/gateway/api-shapes';
import type { TokenResponse } from '@domain/gateway/api-shapes';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { demoClient } from '@server/seed/demo-accounts';

/** The headers every call of a signed-in driver carries: the bearer token, branch and driverid. */
export type DriverHeaders = Record<'authorization' | 'branch' | 'driverid', string>;

/** The same headers of a signed-in admin (driverid: the admin's own id). */
export type AdminHeaders = DriverHeaders;

/** Signs the account in at the gateway and answers its call headers. */
export async function signIn(baseUrl: string, account: DemoAccount): Promise<DriverHeaders> {
  const res = await fetch(`${baseUrl}${apiPaths.token}`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: account.password,
      application: APPLICATION_NAME,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
    }),
  });
  const body = (await res.json()) as TokenResponse;
  if (!res.ok || !body.access_token) throw new Error(`sign-in of ${account.username} failed: ${res.status}`);
  return {
    authorization: `Bearer ${body.access_token}`,
    branch: account.branch,
    driverid: account.driverid,
  };
}
