/** POST /user-api/users: self-registration of a driver account. */
import { Hono } from 'hono';
import { apiPaths } from '../../src/domain/api-shapes';
import type { GatewayEnv } from '../app-env';
import { checkCode, checkName, checkNewPassword, checkUsername } from '../auth/account-rules';
import { hashPassword } from '../auth/password-hash';
import { requireCaller } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { readJsonBody } from '../http/read-body';
import { expectObject } from '../http/shape-check';
import { DEMO_COMPANY, DRIVER_USER_TYPE } from '../seed/demo-accounts';
import { insertUser } from '../store/users';

/** The registration call (client-credentials or user bearer token). */
export function registerRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.users, requireCaller(services), async (c) => {
    const body = expectObject(await readJsonBody(c), 'The registration');
    const username = checkUsername(body.username);
    const password = checkNewPassword(body.password);
    const firstName = checkName(body.firstName, 'First name');
    const lastName = checkName(body.lastName, 'Last name');
    const driverid = checkCode(body.driverid, 'Driver id');
    const branch = checkCode(body.branch, 'Branch');
    const passwordHash = await hashPassword(password);
    const user = {
      username,
      passwordHash,
      firstName,
      lastName,
      userType: DRIVER_USER_TYPE,
      branch,
      driverid,
      companyName: DEMO_COMPANY,
    };
    await services.db.transaction(async (tx) => {
      const [taken] = await tx.query(
        'SELECT 1 FROM users WHERE branch = $1 AND upper(driver_id) = upper($2) LIMIT 1',
        [branch, driverid],
      );
      if (taken) throw new ApiError(409, 'This driver id is already registered for this branch');
      if (!(await insertUser(tx, user, services.now()))) throw new ApiError(409, 'Username is already taken');
    });
    return c.json(
      {
        userName: username,
        firstName,
        lastName,
        userType: DRIVER_USER_TYPE,
        branch,
        driverid,
        companyName: DEMO_COMPANY,
      },
      201,
    );
  });

  return routes;
}
