/**
 * Request body size limits: 15 MB for the image upload, 5 MB for every other
 * body, counted from Content-Length when given and while reading otherwise
 * (chunked). An oversize body gets a 413 JSON answer.
 *
 * Any answer given while the request's body is still unread (a 413, or a
 * refusal before the route read it, such as a 401) says `Connection: close`:
 * once the answer is written the server closes that connection at once,
 * without reading the rest of the body, so a refused client cannot make it
 * read gigabytes. A client that reads while it sends gets this answer in full;
 * one still sending may find its connection reset mid-upload.
 *
 * A request that states its Content-Length (and no Transfer-Encoding) is
 * judged by its headers alone, as hono's bodyLimit judges it, but without
 * touching the request's web stream: the route then reads the body straight
 * from Node's request (docs/performance.md). Only a chunked body is counted
 * through hono's bodyLimit while it is read.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiPaths } from '@domain/gateway/api-shapes';

/** The largest JSON or form body accepted. */
export const MAX_JSON_BYTES = 5 * 1024 * 1024;
/** The largest image upload accepted. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** The message of a 413 answer. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

function tooLarge(c: Context): Response {
  return c.json({ message: BODY_TOO_LARGE_MESSAGE }, 413);
}

/** True for the methods whose requests carry no body (the web Request gives them none). */
function bodiless(c: Context): boolean {
  const method = c.req.method;
  return method === 'GET' || method === 'HEAD' || method === 'TRACE';
}

/** True when the request came with a body that nobody read to its end (Node's request stream). */
function bodyLeftUnread(c: Context): boolean {
  const env = c.env as { incoming?: { readableEnded?: unknown } } | undefined;
  return !bodiless(c) && env?.incoming?.readableEnded === false;
}

/** The stated Content-Length when the body is not chunked, else null (the body must be counted). */
function statedLength(c: Context): number | null {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return null;
  return parseInt(length || '0', 10);
}

/** The middleware: the image upload's limit on its path, the JSON limit elsewhere; unread bodies close. */
export function bodyLimits(): MiddlewareHandler {
  const imageLimit = bodyLimit({ maxSize: MAX_IMAGE_BYTES, onError: tooLarge });
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
  return async (c, next) => {
    const limit = c.req.path === apiPaths.imageUpload ? MAX_IMAGE_BYTES : MAX_JSON_BYTES;
    const stated = bodiless(c) ? null : statedLength(c);
    if (bodiless(c)) await next();
    else if (stated === null) {
      const refused = await (limit === MAX_IMAGE_BYTES ? imageLimit(c, next) : jsonLimit(c, next));
      if (refused instanceof Response) c.res = refused;
    } else if (stated > limit) c.res = tooLarge(c);
    else await next();
    if (bodyLeftUnread(c)) c.res.headers.set('Connection', 'close');
  };
}
