/** POST /oauth/token (client_credentials, password) and POST /oauth/refreshToken (rotation). */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '../../src/domain/api-shapes';
import type { TokenResponse } from '../../src/domain/api-shapes';
import type { GatewayEnv } from '../app-env';
import { clientCredentialsMatch } from '../auth/client-credentials';
import { issueUserTokens } from '../auth/issue-tokens';
import { spendPasswordCheckTime, verifyPassword } from '../auth/password-hash';
import type { GatewayServices } from '../gateway-services';
import { readFormBody } from '../http/read-body';
import type { FormFields } from '../http/read-body';
import { consumeRefreshToken } from '../store/refresh-tokens';
import { findUser } from '../store/users';

/** OAuth-style error answer: 400 {Error, message}. */
function oauthError(c: Context, error: string, message: string) {
  return c.json({ Error: error, message }, 400);
}

function clientOk(services: GatewayServices, form: FormFields): boolean {
  return clientCredentialsMatch(services.client, form.get('client_id'), form.get('client_secret'));
}

const REFRESH_EXPIRED = 'Refresh token expired';

/** The token endpoints. */
export function oauthRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.post(apiPaths.token, async (c) => {
    const form = await readFormBody(c);
    if (!clientOk(services, form)) return oauthError(c, 'invalid_client', 'Invalid client credentials');
    const grant = form.get('grant_type');
    if (grant === 'client_credentials') {
      const access = await services.tokens.signClientAccess({ clientId: services.client.id });
      const body: TokenResponse = {
        access_token: access.token,
        token_type: 'bearer',
        expires_in: services.tokens.accessTokenTtlSeconds,
      };
      return c.json(body);
    }
    if (grant !== 'password') return oauthError(c, 'unsupported_grant_type', 'Unsupported grant type');
    const username = form.get('username') ?? '';
    const password = form.get('password') ?? '';
    const user = username ? await findUser(services.db, username) : null;
    if (!user) {
      await spendPasswordCheckTime(password);
      return oauthError(c, 'invalid_grant', 'Invalid username or password');
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      return oauthError(c, 'invalid_grant', 'Invalid username or password');
    }
    return c.json(await issueUserTokens(services.db, services.tokens, user, services.now()));
  });

  routes.post(apiPaths.refreshToken, async (c) => {
    const form = await readFormBody(c);
    if (!clientOk(services, form)) return oauthError(c, 'invalid_client', 'Invalid client credentials');
    if (form.get('grant_type') !== 'refresh_token') {
      return oauthError(c, 'unsupported_grant_type', 'Unsupported grant type');
    }
    const claims = await services.tokens.verifyRefresh(form.get('refresh_token') ?? '');
    if (!claims) return oauthError(c, REFRESH_EXPIRED, REFRESH_EXPIRED);
    const answer = await services.db.transaction(async (tx) => {
      const now = services.now();
      if (!(await consumeRefreshToken(tx, claims.jti, claims.username, now))) return null;
      const user = await findUser(tx, claims.username);
      return user ? issueUserTokens(tx, services.tokens, user, now) : null;
    });
    return answer ? c.json(answer) : oauthError(c, REFRESH_EXPIRED, REFRESH_EXPIRED);
  });

  return routes;
}
