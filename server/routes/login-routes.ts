/** POST /user-api/login: checks the password, then that the branch and driver id belong to the account. */
import { Hono } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { LoginResponse } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import { checkPasswordLogin } from '../auth/password-login';
import { tooManyRequests } from '../auth/rate-limiter';
import { isAdminPrincipal } from '../auth/principal';
import { requireCaller } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { badRequest } from '../http/api-error';
import { readFormBody } from '../http/read-body';

const INVALID_CREDENTIALS = 'Invalid username or password';

/** The login call (a client-credentials or user bearer token is required). */
export function loginRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.login, requireCaller(services), async (c) => {
    const form = await readFormBody(c);
    const username = (form.get('username') ?? '').trim();
    const password = form.get('password') ?? '';
    const driverid = (form.get('driverid') ?? '').trim();
    const branch = (form.get('branch') ?? '').trim();
    if (!username || !password) throw badRequest(INVALID_CREDENTIALS);
    const login = await checkPasswordLogin(c, services, { username, password });
    if (login.kind === 'limited') throw tooManyRequests(login.refusal);
    if (login.kind === 'wrong') throw badRequest(INVALID_CREDENTIALS);
    const { user } = login;
    if (!branch) throw badRequest('Branch is required');
    if (branch !== user.branch) throw badRequest('The branch does not match this account');
    const admin = isAdminPrincipal({ kind: 'user', ...user });
    if (!admin && !driverid) throw badRequest('Driver id is required');
    if (!admin && driverid.toUpperCase() !== user.driverid.toUpperCase()) {
      throw badRequest('The driver id does not match this account');
    }
    const body: LoginResponse = {
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
      userName: user.username,
      branch: user.branch,
      driverid: user.driverid,
      companyName: user.companyName,
    };
    return c.json(body);
  });

  return routes;
}
