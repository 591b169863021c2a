/**
 * `Cache-Control: no-store` on every API answer (job lists, customer names and
 * addresses, tokens, errors) unless the route chose its own caching (e.g.
 * immutable media). The static site's answers are left alone.
 */
import type { MiddlewareHandler } from 'hono';
import { isApiPath } from './api-prefixes';

/** What API answers carry when their route set no Cache-Control. */
export const API_CACHE_CONTROL = 'no-store';

/** The middleware (register it before the routes so it also sees error answers). */
export function apiCacheControl(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isApiPath(c.req.path) && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', API_CACHE_CONTROL);
    }
  };
}
