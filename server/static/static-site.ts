/**
 * Serves the built app from the static directory: hashed /assets/* for a year (immutable),
 * everything else revalidated (no-cache, with ETags), and index.html for any
 * other GET that accepts HTML and is not an API path (SPA fallback). Reads files.
 */
import type { MiddlewareHandler } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { isApiPath } from '../http/api-prefixes';
import { contentTypeOf } from './content-types';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

async function fileIn(
  root: string,
  urlPath: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The static site middleware for the directory staticDir() names at each request. */
export function staticSite(staticDir: () => string): MiddlewareHandler {
  return async (c, next) => {
    const root = resolve(staticDir());
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next();
    const requested = c.req.path === '/' ? '/index.html' : c.req.path;
    let file = await fileIn(root, requested);
    if (!file && (c.req.header('accept') ?? '').includes('text/html'))
      file = await fileIn(root, '/index.html');
    if (!file) return next();
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': contentTypeOf(file.path),
      'Cache-Control':
        requested.startsWith('/assets/') && file.path !== join(root, 'index.html') ? IMMUTABLE : REVALIDATE,
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    if (method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
  };
}
