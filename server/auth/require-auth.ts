/** Bearer-token and role middleware: 401 without a valid token, 403 for the wrong role or identity headers. */
import type { Context, MiddlewareHandler } from 'hono';
import type { GatewayEnv } from '../app-env';
import type { GatewayServices } from '../gateway-services';
import { ApiError } from '../http/api-error';
import { isAdminPrincipal } from './principal';
import type { Principal, UserPrincipal } from './principal';

async function principalOf(c: Context<GatewayEnv>, services: GatewayServices): Promise<Principal> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new ApiError(401, 'Missing access token');
  const principal = await services.tokens.verifyAccess(match[1]);
  if (!principal) throw new ApiError(401, 'Invalid or expired access token');
  return principal;
}

/** Any valid access token: a user's or a client-credentials one (login, registration, reset). */
export function requireCaller(services: GatewayServices): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    c.set('principal', await principalOf(c, services));
    await next();
  };
}

/** A signed-in user's access token. */
export function requireUser(services: GatewayServices): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const principal = await principalOf(c, services);
    if (principal.kind !== 'user') throw new ApiError(401, 'A user access token is required');
    c.set('principal', principal);
    await next();
  };
}

/** The signed-in user (after requireUser). */
export function userOf(c: Context<GatewayEnv>): UserPrincipal {
  const principal = c.get('principal');
  if (principal.kind !== 'user') throw new ApiError(401, 'A user access token is required');
  return principal;
}

/** Admins only (product rule 6.1). */
export const requireAdmin: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  if (!isAdminPrincipal(userOf(c))) throw new ApiError(403, 'Admin access required');
  await next();
};

/** Drivers only (any user type other than Admin). */
export const requireDriver: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  if (isAdminPrincipal(userOf(c))) throw new ApiError(403, 'This call is for drivers');
  await next();
};

/**
 * The `branch` header (and `driverid` for drivers) must name the token's own
 * branch and driver; the token's claims, not the headers, decide what is seen.
 */
export const requireIdentityHeaders: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const user = userOf(c);
  if ((c.req.header('branch') ?? '').trim() !== user.branch) {
    throw new ApiError(403, 'The branch header does not match your account');
  }
  if (!isAdminPrincipal(user) && (c.req.header('driverid') ?? '').trim() !== user.driverid) {
    throw new ApiError(403, 'The driverid header does not match your account');
  }
  await next();
};
