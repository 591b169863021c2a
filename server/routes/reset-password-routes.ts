/**
 * POST /user-api/login/resetPassword, in two steps:
 * - `{username}` asks for a reset code: the code is mailed to the account holder
 *   (services.mailer) and the answer is always the same neutral 202, whether or
 *   not the account exists; the code is never in an answer or a log. While the
 *   user's live code is in its cool-down, no new code is made or mailed.
 *   Requests are throttled per username and per address (429).
 * - `{username, resetToken, newPassword}` uses the code: the password changes and
 *   every refresh token of the user ends; a wrong, used or expired code is a 400.
 */
import { Hono } from 'hono';
import {
  accountMessages,
  checkResetCodeRequest,
  checkResetPasswordRequest,
} from '@domain/accounts/account-rules';
import { apiPaths } from '@domain/gateway/api-shapes';
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
import { passwordResetMail } from '../mail/password-reset-mail';
import { consumeResetCode, createResetCode } from '../store/password-resets';
import { revokeRefreshTokens } from '../store/refresh-tokens';
import { findUser, setPasswordHash } from '../store/users';

/** The password reset call (client-credentials or user bearer token). */
export function resetPasswordRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.resetPassword, requireCaller(services), async (c) => {
    const body = checkWireBody(wireObject({}), await readJsonBody(c), 'The password reset');
    if (body.resetToken === undefined && body.newPassword === undefined) {
      const { username } = requireValid(checkResetCodeRequest(body));
      await requireAttemptAllowed(services.db, services.now(), [
        { limit: rateLimits.resetCodePerUsername, subject: username.toLowerCase() },
        { limit: rateLimits.resetCodePerAddress, subject: clientAddress(c, services.trustProxy) },
      ]);
      const user = await findUser(services.db, username);
      const code = user ? await createResetCode(services.db, user.username, services.now()) : null;
      if (user && code !== null) await services.mailer.send(passwordResetMail(user, code));
      return c.json({ message: accountMessages.resetRequested }, 202);
    }

    const request = requireValid(checkResetPasswordRequest(body));
    const passwordHash = await hashPassword(request.newPassword);
    const user = await findUser(services.db, request.username);
    const done = await services.db.transaction(async (tx) => {
      const now = services.now();
      if (!user || !(await consumeResetCode(tx, user.username, request.resetToken, now))) return false;
      await setPasswordHash(tx, user.username, passwordHash);
      await revokeRefreshTokens(tx, user.username, now);
      return true;
    });
    if (!done) throw new ApiError(400, accountMessages.resetCodeRejected, { field: 'resetToken' });
    return c.json({ message: accountMessages.passwordChanged });
  });

  return routes;
}
