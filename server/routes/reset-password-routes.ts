/**
 * POST /user-api/login/resetPassword. `{username}` requests a reset and, because
 * this demo gateway has no mail server, answers the reset token in the body;
 * `{username, resetToken, newPassword}` sets the new password and ends the
 * user's sessions.
 */
import { Hono } from 'hono';
import { apiPaths } from '../../src/domain/api-shapes';
import type { GatewayEnv } from '../app-env';
import { checkNewPassword } from '../auth/account-rules';
import { hashPassword } from '../auth/password-hash';
import { requireCaller } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';
import { badRequest } from '../http/api-error';
import { readJsonBody } from '../http/read-body';
import { expectObject, expectString, optionalString } from '../http/shape-check';
import { consumeResetToken, createResetToken } from '../store/password-resets';
import { revokeRefreshTokens } from '../store/refresh-tokens';
import { findUser, setPasswordHash } from '../store/users';

/** The password reset call (client-credentials or user bearer token). */
export function resetPasswordRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.resetPassword, requireCaller(services), async (c) => {
    const body = expectObject(await readJsonBody(c), 'The password reset');
    const username = expectString(body.username, 'Username', 64).trim();
    const resetToken = optionalString(body.resetToken, 'Reset token', { max: 200 });
    const user = await findUser(services.db, username);
    if (resetToken === undefined) {
      if (!user) throw badRequest('No account found for this username');
      const token = await createResetToken(services.db, user.username, services.now());
      return c.json({ message: 'A password reset has been requested', resetToken: token });
    }
    const newPassword = checkNewPassword(body.newPassword, 'New password');
    const passwordHash = await hashPassword(newPassword);
    const done = await services.db.transaction(async (tx) => {
      const now = services.now();
      if (!user || !resetToken || !(await consumeResetToken(tx, user.username, resetToken, now)))
        return false;
      await setPasswordHash(tx, user.username, passwordHash);
      await revokeRefreshTokens(tx, user.username, now);
      return true;
    });
    if (!done) throw badRequest('Invalid or expired reset token');
    return c.json({ message: 'Your password has been reset' });
  });

  return routes;
}
