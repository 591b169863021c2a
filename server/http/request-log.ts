/**
 * Logs one line per request: method, path without query, status, milliseconds.
 * Never headers or bodies; the unguessable id of a media link (a capability)
 * is masked too.
 */
import type { MiddlewareHandler } from 'hono';
import { MEDIA_PATH } from '../routes/image-routes';

function loggablePath(path: string): string {
  return path.startsWith(`${MEDIA_PATH}/`) ? `${MEDIA_PATH}/:id` : path;
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
