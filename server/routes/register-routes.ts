/**
 * POST /user-api/users: self-registration of a driver account, checked with
 * the same rules as the registration screen (domain/accounts/account-rules.ts).
 */
import { Hono } from 'hono';
import { accountMessages, checkRegistrationRequest } from '@domain/accounts/account-rules';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { LoginResponse } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import { requireValid } from '../auth/require-valid';
import { hashPassword } from '../auth/password-hash';
import { requireAttemptAllowed } from '../auth/rate-limiter';
import { rateLimits } from '../auth/rate-limits';
import { requireCaller } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { readJsonBody } from '../http/read-body';
import { wireObject } from '@domain/gateway/wire-checks';
import { checkWireBody } from '../http/check-wire-body';
import { DEMO_COMPANY, DRIVER_USER_TYPE } from '../seed/demo-accounts';
import { findUser, insertUser, isDriverIdTaken } from '../store/users';

/** Serialises registrations so two at once cannot take the same driver id of a branch. */
const REGISTRATION_LOCK_ID = 7_220_002;

/** The registration call (client-credentials or user bearer), throttled per address; 201 with the new account. */
export function registerRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.users, requireCaller(services), async (c) => {
    const body = checkWireBody(wireObject({}), await readJsonBody(c), 'The registration');
    const request = requireValid(checkRegistrationRequest(body));
    await requireAttemptAllowed(services.db, services.now(), [
      { limit: rateLimits.registrationPerAddress, subject: clientAddress(c, services.trustProxy) },
    ]);
    const passwordHash = await hashPassword(request.password);
    const account: LoginResponse = {
      userName: request.username,
      firstName: request.firstName,
      lastName: request.lastName,
      userType: DRIVER_USER_TYPE,
      branch: request.branch,
      driverid: request.driverid,
      companyName: DEMO_COMPANY,
    };
    await services.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [REGISTRATION_LOCK_ID]);
      const usernameTaken = new ApiError(409, accountMessages.usernameTaken, { field: 'username' });
      if (await findUser(tx, request.username)) throw usernameTaken;
      if (await isDriverIdTaken(tx, request.branch, request.driverid)) {
        throw new ApiError(409, accountMessages.driverIdTaken, { field: 'driverid' });
      }
      const { userName: username, ...details } = account;
      if (!(await insertUser(tx, { ...details, username, passwordHash }, services.now())))
        throw usernameTaken;
    });
    return c.json(account, 201);
  });

  return routes;
}
