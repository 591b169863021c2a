/**
 * Compresses answers for clients that accept gzip or deflate, as hono's compress() decides (compressible
 * types only; never a 206, a HEAD, an answer already encoded, or one marked no-transform; Vary:
 * Accept-Encoding on every compressible answer), but in memory with zlib instead of a
 * CompressionStream: the gateway's answers are all whole in memory, and a web stream per answer cost
 * more than the compression itself (docs/performance.md). Bodies under 1 KiB are sent as they are (a
 * gzipped `{"received":1}` is longer than the original); bodies over 64 KiB are compressed on libuv's
 * thread pool so a big job list does not hold up other requests.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import { answerText } from './json-answer';

const THRESHOLD_BYTES = 1024;
const SYNC_LIMIT_BYTES = 64 * 1024;
const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);
const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** The encoding the Accept-Encoding header prefers (gzip first on a tie), or undefined. */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function compressible(c: Context): boolean {
  const res = c.res;
  const type = res.headers.get('Content-Type');
  return (
    res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !res.headers.has('Content-Encoding') &&
    !res.headers.has('Transfer-Encoding') &&
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  );
}

function compressed(bytes: Uint8Array, encoding: Encoding): Uint8Array | Promise<Uint8Array> {
  if (bytes.byteLength <= SYNC_LIMIT_BYTES) return encoding === 'gzip' ? gzipSync(bytes) : deflateSync(bytes);
  return encoding === 'gzip' ? gzipAsync(bytes) : deflateAsync(bytes);
}

/** The middleware. */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!compressible(c)) return;
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary)))
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (BODYLESS_STATUSES.has(c.res.status)) return;
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    const length = c.res.headers.get('Content-Length');
    if (!encoding || (length !== null && Number(length) < THRESHOLD_BYTES)) return;
    const res = c.res;
    const text = answerText(res);
    if (text !== undefined && Buffer.byteLength(text) < THRESHOLD_BYTES) return;
    const bytes = text === undefined ? new Uint8Array(await res.arrayBuffer()) : Buffer.from(text);
    const { headers } = res;
    let body: Uint8Array | null = bytes.byteLength === 0 ? null : bytes;
    if (bytes.byteLength >= THRESHOLD_BYTES) {
      body = await compressed(bytes, encoding);
      headers.delete('Content-Length');
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    // Cleared first: otherwise hono's setter wraps the new answer again, building the whole fetch Response, and
    // merges the old answer's headers into it.
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer> | null, { status: res.status, headers });
  };
}
