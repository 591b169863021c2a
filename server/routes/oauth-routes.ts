/**
 * POST /oauth/token (client_credentials, password), POST /oauth/refreshToken
 * (rotation within the token's family) and POST /oauth/revoke (logout: ends the
 * token's family; RFC 7009, so 200 whether or not the token was known).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TokenResponse } from '@domain/gateway/api-shapes';
import type { GatewayEnv } from '../app-env';
import { clientCredentialsMatch } from '../auth/client-credentials';
import { issueUserTokens } from '../auth/issue-tokens';
import { checkPasswordLogin } from '../auth/password-login';
import type { Refusal } from '../auth/rate-limiter';
import type { GatewayServices } from '../gateway-services';
import { readFormBody } from '../http/read-body';
import type { FormFields } from '../http/read-body';
import { consumeRefreshToken, revokeFamilyOf } from '../store/refresh-tokens';
import { findUser } from '../store/users';

/** OAuth-style error answer: 400 {Error, message}. */
function oauthError(c: Context, error: string, message: string) {
  return c.json({ Error: error, message }, 400);
}

/** OAuth-style refusal of a throttled attempt: 429 {Error, message} with Retry-After. */
function oauthTooMany(c: Context, refusal: Refusal) {
  const headers = { 'Retry-After': String(refusal.retryAfterSeconds) };
  return c.json({ Error: 'too_many_attempts', message: refusal.message }, 429, headers);
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
    const login = await checkPasswordLogin(c, services, {
      username: form.get('username') ?? '',
      password: form.get('password') ?? '',
    });
    if (login.kind === 'limited') return oauthTooMany(c, login.refusal);
    if (login.kind === 'wrong') return oauthError(c, 'invalid_grant', 'Invalid username or password');
    return c.json(await issueUserTokens(services.db, services.tokens, login.user, services.now()));
  });

  routes.post(apiPaths.refreshToken, async (c) => {
    const form = await readFormBody(c);
    if (!clientOk(services, form)) return oauthError(c, 'invalid_client', 'Invalid client credentials');
    if (form.get('grant_type') !== 'refresh_token') {
      return oauthError(c, 'unsupported_grant_type', 'Unsupported grant type');
    }
    const claims = await services.tokens.verifyRefresh(form.get('refresh_token') ?? '');
    if (!claims) return oauthError(c, REFRESH_EXPIRED, REFRESH_EXPIRED);
    // Committed even when refused: a reused token's family stays ended.
    const answer = await services.db.transaction(async (tx) => {
      const now = services.now();
      const family = await consumeRefreshToken(tx, claims.jti, claims.username, now);
      if (!family) return null;
      const user = await findUser(tx, claims.username);
      return user ? issueUserTokens(tx, services.tokens, user, now, family) : null;
    });
    return answer ? c.json(answer) : oauthError(c, REFRESH_EXPIRED, REFRESH_EXPIRED);
  });

  routes.post(apiPaths.revoke, async (c) => {
    const form = await readFormBody(c);
    if (!clientOk(services, form)) return oauthError(c, 'invalid_client', 'Invalid client credentials');
    const claims = await services.tokens.verifyRefresh(form.get('token') ?? '');
    if (claims) await revokeFamilyOf(services.db, claims.jti, claims.username, services.now());
    return c.body(null, 200);
  });

  return routes;
}
