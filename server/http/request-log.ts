/**
 * Logs one line per request: method, path without query, status, milliseconds.
 * Never headers or bodies; the unguessable id of a media link and the token of
 * a tracking link (capabilities both) are masked too.
 */
import type { MiddlewareHandler } from 'hono';
import { MEDIA_PATH } from '../routes/image-routes';
import { TRACKING_PATH_PREFIX } from '../tracking/tracking-links';

/** The path as logged: a capability in it replaced by its parameter's name. */
export function loggablePath(path: string): string {
  if (path.startsWith(`${MEDIA_PATH}/`)) return `${MEDIA_PATH}/:id`;
  return path.startsWith(`${TRACKING_PATH_PREFIX}/`) ? `${TRACKING_PATH_PREFIX}/:token` : path;
}

/** The request log middleware. */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log(
      `${c.req.method} ${loggablePath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
    );
  };
}
